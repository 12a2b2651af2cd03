import { useGetAllRolesQuery } from '@yjf/area-system/api/roles';
import { Select } from '@yjf/ui/arcoCore';

type Props = { value?: number[]; onChange?: (ids: number[]) => void };

/** Chooses a user's roles among the company's (`GET /api/roles/all`); the server refuses what the caller may not grant. */
export function RoleSelect({ value, onChange }: Props) {
  const { data } = useGetAllRolesQuery();
  return (
    <Select
      mode="multiple"
      allowClear
      placeholder="请选择角色"
      value={value ?? []}
      onChange={(ids: number[]) => onChange?.(ids)}
      options={(data ?? []).map((role) => ({ value: role.id, label: role.name }))}
    />
  );
}
