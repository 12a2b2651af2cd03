import { OWN_EMAIL_ELSEWHERE, OWN_PHONE_ELSEWHERE, SEX_OPTIONS, type User } from '@yjf/area-system/domain/userSchemas';
import { Space, Tag } from '@yjf/ui/arcoCore';
import type { CrudColumn, FormField, SearchField } from '@yjf/ui/crud/CrudPage';
import type { FormValues } from '@yjf/ui/crud/RecordFormDialog';
import { DeptTreeSelect } from '../../departments/DeptTreeSelect';
import { RoleSelect } from './RoleSelect';

/** The user list's columns. */
export const userColumns: CrudColumn<User>[] = [
  { field: 'username', title: '用户名(手机号)', width: 140, sortable: true },
  { field: 'nickName', title: '昵称', width: 110, cardTitle: true },
  { field: 'realName', title: '姓名', width: 100 },
  { field: 'sex', title: '性别', width: 70, options: SEX_OPTIONS },
  { field: 'email', title: '邮箱', width: 200, hiddenByDefault: true },
  { field: 'deptName', title: '部门', width: 120 },
  {
    field: 'roles',
    title: '角色',
    width: 180,
    render: (row) =>
      row.roles.length ? (
        <Space size={4} wrap>
          {row.roles.map((role) => (
            <Tag key={role.id} size="small" color="arcoblue">
              {role.name}
            </Tag>
          ))}
        </Space>
      ) : (
        '-'
      ),
  },
  { field: 'enabled', title: '状态', width: 90 },
  { field: 'createTime', title: '创建时间', format: 'datetime', sortable: true },
];

export const userSearch: SearchField[] = [
  { name: 'blurry', label: '关键字', kind: 'text', placeholder: '手机号、昵称、姓名或邮箱' },
  {
    name: 'enabled',
    label: '状态',
    kind: 'options',
    options: [
      { value: 'true', label: '启用' },
      { value: 'false', label: '禁用' },
    ],
  },
  { name: 'createTime', label: '创建时间', kind: 'dateRange' },
];

/** The add and edit dialog's fields. */
export const userFields: FormField[] = [
  { name: 'phone', label: '手机号', kind: 'phone', required: true },
  { name: 'nickName', label: '昵称', kind: 'text', required: true },
  { name: 'realName', label: '姓名', kind: 'text' },
  { name: 'sex', label: '性别', kind: 'options', options: SEX_OPTIONS, required: true },
  { name: 'email', label: '邮箱', kind: 'text' },
  { name: 'deptId', label: '部门', kind: 'custom', control: <DeptTreeSelect /> },
  { name: 'roleIds', label: '角色', kind: 'custom', required: true, wide: true, control: <RoleSelect /> },
  { name: 'enabled', label: '状态', kind: 'switch' },
];

/**
 * The edit dialog of one's own record: the phone (the sign-in name) and the e-mail are changed in 个人中心, where
 * an SMS code proves them; the server refuses them here too.
 */
export const ownUserFields: FormField[] = userFields.map((field) =>
  field.name === 'phone'
    ? { ...field, readOnly: true, hint: OWN_PHONE_ELSEWHERE }
    : field.name === 'email'
      ? { ...field, readOnly: true, hint: OWN_EMAIL_ELSEWHERE }
      : field,
);

/** A new user's form: 男, enabled, in the department the tree has picked. */
export const newUserValues = (deptId: number | null): FormValues => ({
  sex: '1',
  enabled: true,
  deptId,
  roleIds: [],
});

/** A row as its edit form starts. */
export const userFormValues = (row: User): FormValues => ({
  phone: row.phone,
  nickName: row.nickName,
  realName: row.realName,
  sex: String(row.sex),
  email: row.email,
  deptId: row.deptId,
  roleIds: row.roles.map((role) => role.id),
  enabled: row.enabled,
});
