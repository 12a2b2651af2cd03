import { useColleaguesQuery } from '@yjf/api/colleagues';
import { Select } from './arcoCore';

type Props =
  | { multiple?: false; value?: number | null; onChange?: (value: number | undefined) => void; placeholder?: string }
  | { multiple: true; value?: number[] | null; onChange?: (value: number[]) => void; placeholder?: string };

/** Picks a person of the company (owner, follower), or several (a project team), from `GET /api/users/options`. */
export function UserSelect({ value, onChange, placeholder = '请选择', multiple }: Props) {
  const { data = [], isFetching } = useColleaguesQuery();
  return (
    <Select
      showSearch
      allowClear
      mode={multiple ? 'multiple' : undefined}
      placeholder={placeholder}
      loading={isFetching}
      value={value ?? undefined}
      onChange={(next: number | number[] | undefined) => (onChange as ((value: unknown) => void) | undefined)?.(next)}
      options={data.map((person) => ({ value: person.id, label: person.name }))}
      filterOption={(input, option) => String(option?.props?.children ?? '').includes(input)}
    />
  );
}
