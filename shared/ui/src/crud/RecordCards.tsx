import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { IconMore } from '@arco-design/web-react/icon';
import { Button, Checkbox, Dropdown, Spin } from '../arcoCore';
import './RecordCards.css';
import './visuallyHidden.css';

/** One line of a record's card: its label and how the row's value reads (the column's own cell). */
export type CardField<Row> = { key: string; label: ReactNode; render: (row: Row, index: number) => ReactNode };

/** The rows a list lets the user tick, for its batch actions (删除 of several). */
export type CardSelection<Row> = {
  selected: number[];
  /** The ticked rows now, and the rows of this page whose tick changed. */
  onChange: (ids: number[], change: { rows: Row[]; checked: boolean }) => void;
  /** Whether a row may be ticked (an order already reviewed may not be deleted); default every row. */
  selectable?: (row: Row) => boolean;
};

type Props<Row extends { id: number }> = {
  rows: Row[];
  loading?: boolean;
  /** The record's name, the card's heading (a link to the record, as in the table). */
  title: CardField<Row>;
  /** The key fields under it, label: value. */
  fields: CardField<Row>[];
  /** How a record is named to a screen reader (操作：华府家居, 选择「华府家居」). */
  nameOf: (row: Row) => string;
  /** The row's buttons (编辑, 删除, the page's own), offered in the card's 操作 menu. */
  actions?: (row: Row) => ReactNode;
  selection?: CardSelection<Row>;
  /** What an empty list says; default 暂无数据. */
  empty?: ReactNode;
  /** What the list is, for a screen reader: 客户列表. */
  label?: string;
};

/**
 * A list on a phone: one card per record with its name as the heading and its key fields as label: value
 * lines, the row's buttons in a 操作 menu, and a tick box when the list has batch actions. CrudPage and
 * PagedTable draw it below 768 px in place of the table.
 *
 * @example
 *   <RecordCards rows={rows} nameOf={(row) => row.name} title={{ key: 'name', label: '客户名称', render: (row) => row.name }}
 *     fields={[{ key: 'phone', label: '联系电话', render: (row) => row.phone }]} actions={(row) => <Button>编辑</Button>} />
 */
export function RecordCards<Row extends { id: number }>({
  rows,
  loading = false,
  title,
  fields,
  nameOf,
  actions,
  selection,
  empty = '暂无数据',
  label,
}: Props<Row>) {
  const selectable = rows.filter((row) => selection?.selectable?.(row) ?? true).map((row) => row.id);
  const ticked = selection ? selectable.filter((id) => selection.selected.includes(id)) : [];
  const tick = (row: Row, checked: boolean) =>
    selection?.onChange(
      checked ? [...selection.selected, row.id] : selection.selected.filter((other) => other !== row.id),
      { rows: [row], checked },
    );
  return (
    <Spin loading={loading} block>
      {selection && rows.length > 0 && (
        <div className="record-cards-bar">
          <Checkbox
            checked={selectable.length > 0 && ticked.length === selectable.length}
            indeterminate={ticked.length > 0 && ticked.length < selectable.length}
            disabled={!selectable.length}
            onChange={(checked: boolean) =>
              selection.onChange(
                checked
                  ? [...new Set([...selection.selected, ...selectable])]
                  : selection.selected.filter((id) => !selectable.includes(id)),
                { rows: rows.filter((row) => selectable.includes(row.id)), checked },
              )
            }
          >
            全选本页
          </Checkbox>
          {selection.selected.length > 0 && <span>已选 {selection.selected.length} 项</span>}
        </div>
      )}
      {rows.length === 0 ? (
        <div className="record-cards-empty">{empty}</div>
      ) : (
        <ul className="record-cards" aria-label={label}>
          {rows.map((row, index) => {
            const name = nameOf(row);
            return (
              <li key={row.id} className="record-card">
                <div className="record-card-head">
                  {selection && (
                    <Checkbox
                      className="record-card-tick"
                      checked={selection.selected.includes(row.id)}
                      disabled={!selectable.includes(row.id)}
                      onChange={(checked: boolean) => tick(row, checked)}
                    >
                      <span className="yjf-visually-hidden">选择「{name}」</span>
                    </Checkbox>
                  )}
                  <h3 className="record-card-title">{title.render(row, index)}</h3>
                  {actions && <RowActionMenu name={name}>{actions(row)}</RowActionMenu>}
                </div>
                {fields.length > 0 && (
                  <dl className="record-card-fields">
                    {fields.map((field) => (
                      <div key={field.key} className="record-card-field">
                        <dt>{field.label}</dt>
                        <dd>{field.render(row, index)}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Spin>
  );
}

/** A popup of its own that a menu's button opens (the confirmation of 删除, 审核, 重置密码). */
const NESTED_POPUP_OPEN = '.arco-popconfirm-open, .arco-popover-open, .arco-dropdown-open';

/**
 * The 操作 button of a card and the menu of the row's buttons it opens. A choice closes the menu, except one that
 * asks first (a Popconfirm needs its button in place): the menu then closes once that question is answered.
 * Escape and a tap outside close it too.
 */
export function RowActionMenu({ name, children }: { name: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const chosen = useRef(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const settle = useCallback(() => {
    if (!chosen.current || list?.querySelector(NESTED_POPUP_OPEN)) return;
    chosen.current = false;
    setOpen(false);
  }, [list]);
  useEffect(() => {
    if (!list) return;
    list.querySelector<HTMLElement>('button:not([disabled])')?.focus();
    // A confirmation's trigger loses its "-open" class when the question is answered or dismissed.
    const observer = new MutationObserver(settle);
    observer.observe(list, { attributes: true, attributeFilter: ['class'], subtree: true });
    return () => observer.disconnect();
  }, [list, settle]);
  if (!Children.toArray(children).length) return null;
  return (
    <Dropdown
      trigger="click"
      position="br"
      popupVisible={open}
      onVisibleChange={(visible) => {
        chosen.current = false;
        setOpen(visible);
      }}
      droplist={
        <div
          ref={setList}
          className="row-action-list"
          role="group"
          aria-label={`「${name}」的操作`}
          onClick={() => {
            chosen.current = true;
            setTimeout(settle);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            setOpen(false);
            trigger.current?.focus();
          }}
        >
          {children}
        </div>
      }
    >
      <Button
        ref={trigger}
        type="text"
        size="small"
        className="record-card-more"
        icon={<IconMore />}
        aria-label={`操作：${name}`}
        aria-expanded={open}
      />
    </Dropdown>
  );
}
