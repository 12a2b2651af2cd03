import { useEffect, useMemo, useState } from 'react';
import { recordsApi } from '@yjf/api/records';
import { SHARED_PAGE_SIZE } from '@yjf/domain/lists';
import { Select } from './arco';

type Row = { id: number; name?: string };

type Props = {
  /** The list engine resource to pick from: `customer`, `business`. */
  resource: string;
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
};

/**
 * Picks one record of a resource by typing part of its name: asks the list engine (`blurry`, 15 at a time)
 * as the user types, and shows the chosen record's name even when it is not among them.
 *
 * @example <RecordSelect resource="customer" placeholder="请选择客户" />
 */
export function RecordSelect({ resource, value, onChange, placeholder, disabled }: Props) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, isFetching } = recordsApi.useListRecordsQuery({
    resource,
    params: { page: 0, size: SHARED_PAGE_SIZE, sort: 'id,desc', blurry: search || undefined },
  });
  const listed = useMemo(() => (data?.content ?? []) as Row[], [data]);
  const missing = !!value && !listed.some((row) => row.id === value);
  const { data: chosen } = recordsApi.useGetRecordQuery({ resource, id: value ?? 0 }, { skip: !missing });
  const options = useMemo(() => {
    const rows = missing && chosen ? [chosen as Row, ...listed] : listed;
    return rows.map((row) => ({ value: row.id, label: row.name ?? String(row.id) }));
  }, [listed, missing, chosen]);

  return (
    <Select
      showSearch
      allowClear
      disabled={disabled}
      placeholder={placeholder}
      value={value ?? undefined}
      onChange={(next: number | undefined) => onChange?.(next)}
      onSearch={setTyped}
      filterOption={false}
      loading={isFetching}
      options={options}
      notFoundContent="没有找到匹配的记录"
    />
  );
}
