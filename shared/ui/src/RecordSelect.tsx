import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { recordsApi, type ListParams } from '@yjf/api/records';
import { SHARED_PAGE_SIZE } from '@yjf/domain/lists';
import { Select } from './arcoCore';
import { repairHiddenSelectInputs, useDomRepair } from './crud/controlNames';

type Named = { id: number; name?: string };

type Props<Row extends { id: number }> = {
  /** The list engine resource to pick from: `customer`, `business`. */
  resource: string;
  /** Filters every search keeps beside what is typed: `{ enabled: true }` for what may still be chosen. */
  filter?: ListParams;
  value?: number | null;
  /** The id chosen, and the record itself (a line takes a product's unit, price or stock from it). */
  onChange?: (value: number | undefined, row: Row | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  /** How a record reads, listed or chosen; default its `name`. */
  nameOf?: (row: Row) => string;
  /** What an option shows beside the name: a product's stock. */
  optionExtra?: (row: Row) => ReactNode;
  /** Records already taken elsewhere (products on other lines): listed, but not chosen twice. */
  excludeIds?: number[];
  /** What a record is called when nothing matches (没有找到匹配的产品); default 记录. */
  noun?: string;
};

const nameOrId = (row: { id: number }) => (row as Named).name ?? String(row.id);

/**
 * Picks one record of a resource by typing part of its name: asks the list engine (`blurry`, 15 at a time)
 * as the user types, and shows the chosen record's name even when it is not among them.
 *
 * @example <RecordSelect resource="customer" placeholder="请选择客户" />
 * @example <RecordSelect<Product> resource="product" filter={{ enabled: true }} nameOf={productLabel} noun="产品" />
 */
export function RecordSelect<Row extends { id: number } = Named>({
  resource,
  filter,
  value,
  onChange,
  placeholder,
  disabled,
  nameOf = nameOrId,
  optionExtra,
  excludeIds = [],
  noun = '记录',
}: Props<Row>) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, isFetching } = recordsApi.useListRecordsQuery({
    resource,
    params: { page: 0, size: SHARED_PAGE_SIZE, sort: 'id,desc', ...filter, blurry: search || undefined },
  });
  const listed = useMemo(() => (data?.content ?? []) as Row[], [data]);
  const missing = !!value && !listed.some((row) => row.id === value);
  const { data: chosen } = recordsApi.useGetRecordQuery({ resource, id: value ?? 0 }, { skip: !missing });
  const rows = useMemo(() => (missing && chosen ? [chosen as Row, ...listed] : listed), [listed, missing, chosen]);
  const rowOf = (id: unknown) => rows.find((row) => row.id === id);
  const ref = useDomRepair<HTMLSpanElement>(repairHiddenSelectInputs);

  return (
    // A box of no layout of its own, for the repair to watch.
    <span ref={ref} style={{ display: 'contents' }}>
      <Select
        showSearch
        allowClear
        disabled={disabled}
        placeholder={placeholder}
        value={value ?? undefined}
        onChange={(next: number | undefined) => onChange?.(next, rowOf(next))}
        onSearch={setTyped}
        filterOption={false}
        loading={isFetching}
        notFoundContent={`没有找到匹配的${noun}`}
        renderFormat={(_option, current) => {
          const row = rowOf(current);
          return row ? nameOf(row) : String(current ?? '');
        }}
        options={rows.map((row) => ({
          value: row.id,
          disabled: row.id !== value && excludeIds.includes(row.id),
          label: optionExtra ? (
            <span style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
              <span>{nameOf(row)}</span>
              <span style={{ color: 'var(--color-text-3)' }}>{optionExtra(row)}</span>
            </span>
          ) : (
            nameOf(row)
          ),
        }))}
      />
    </span>
  );
}
