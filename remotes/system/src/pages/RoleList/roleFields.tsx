import { MAX_ROLE_LEVEL, roleDeclaration, type Role } from '@yjf/area-system/domain/roleSchemas';
import { Tag } from '@yjf/ui/arcoCore';
import { InputNumber } from '@yjf/ui/arcoInputs';
import type { CrudColumn, FormField } from '@yjf/ui/crud/CrudPage';
import { columnsOf, formFieldsOf, searchFieldsOf } from '@yjf/ui/crud/ResourcePage';
import { DeptScopeSelect } from './DeptScopeSelect';

/**
 * The role list's columns (`roleDeclaration`); the picked role's name stands out. The name cell carries its
 * role's id, so a click anywhere on a row finds the role for the menu card (the list draws the rows; the page
 * only hears the click).
 */
export function roleColumns(pickedId: number | undefined): CrudColumn<Role>[] {
  return columnsOf(roleDeclaration, {
    name: {
      render: (row) => (
        <span data-role-id={row.id} className={row.id === pickedId ? 'role-name role-name-picked' : 'role-name'}>
          {row.name}
          {row.isAdmin && (
            <Tag size="small" color="arcoblue" style={{ marginLeft: 6 }}>
              管理员
            </Tag>
          )}
        </span>
      ),
    },
  }) as CrudColumn<Role>[];
}

export const roleSearch = searchFieldsOf(roleDeclaration);

/** The role dialog's fields; the departments show only with the 自定义 data scope (the declaration says so). */
export const roleFields: FormField[] = formFieldsOf(roleDeclaration, {
  level: <InputNumber min={1} max={MAX_ROLE_LEVEL} precision={0} placeholder="1 最高" style={{ width: '100%' }} />,
  deptIds: <DeptScopeSelect />,
});
