import { OWN_EMAIL_ELSEWHERE, OWN_PHONE_ELSEWHERE, userDeclaration } from '@yjf/area-system/domain/userSchemas';
import { Space, Tag } from '@yjf/ui/arcoCore';
import type { FormField } from '@yjf/ui/crud/CrudPage';
import type { FormValues } from '@yjf/ui/crud/RecordFormDialog';
import { columnsOf, formFieldsOf, searchFieldsOf } from '@yjf/ui/crud/ResourcePage';
import { DeptTreeSelect } from '../../departments/DeptTreeSelect';
import { RoleSelect } from './RoleSelect';

/** The user list's columns (`userDeclaration`): the nickname names a phone's card, the roles are tags. */
export const userColumns = columnsOf(userDeclaration, {
  nickName: { cardTitle: true },
  roles: {
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
});

/** The search bar; the department tree beside the list is its department filter. */
export const userSearch = searchFieldsOf(userDeclaration);

/** The add and edit dialog's fields, with the department and role pickers. */
export const userFields: FormField[] = formFieldsOf(userDeclaration, {
  deptId: <DeptTreeSelect />,
  roleIds: <RoleSelect />,
});

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
