import { salesApi } from '@yjf/api/sales';
import { Select } from './arco';

type Props = { value?: number | null; onChange?: (value: number | undefined) => void; placeholder?: string };

/** Picks a person of the company (owner, follower) from `GET /api/users/options`. */
export function UserSelect({ value, onChange, placeholder = '请选择' }: Props) {
  const { data = [], isFetching } = salesApi.useColleaguesQuery();
  return (
    <Select
      showSearch
      allowClear
      placeholder={placeholder}
      loading={isFetching}
      value={value ?? undefined}
      onChange={(next: number | undefined) => onChange?.(next)}
      options={data.map((person) => ({ value: person.id, label: person.name }))}
      filterOption={(input, option) => String(option?.props?.children ?? '').includes(input)}
    />
  );
}
