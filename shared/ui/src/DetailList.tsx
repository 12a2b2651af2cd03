import type { ReactNode } from 'react';
import './DetailList.css';

export type DetailItem = { label: string; value: ReactNode };

/**
 * A record's fields on a phone: one label–value line each, the label in a narrow column and the value wrapping
 * under itself (a long address or project name reads whole, never one character per line). The phone's form of
 * the detail pages' Arco descriptions, as `RecordCards` is the phone's form of a table.
 *
 * @example <DetailList items={[{ label: '客户', value: '华府家居' }]} />
 */
export function DetailList({ items, label }: { items: DetailItem[]; label?: string }) {
  return (
    <dl className="detail-list" aria-label={label}>
      {items.map((item) => (
        <div key={item.label} className="detail-list-item">
          <dt>{item.label}</dt>
          <dd>{item.value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
