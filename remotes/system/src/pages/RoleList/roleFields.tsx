import type { ReactNode } from 'react';
import { formatDateTime } from '@yjf/domain/calendar';
import { DATA_SCOPE_OPTIONS, type Role } from '@yjf/area-system/domain/roleSchemas';
import { Tag } from '@yjf/ui/arcoCore';
import { InputNumber } from '@yjf/ui/arcoInputs';
import type { CrudColumn, FormField, SearchField } from '@yjf/ui/crud/CrudPage';
import { DeptScopeSelect } from './DeptScopeSelect';

/**
 * Every cell carries its role's id, so a click anywhere on a row picks the role for the menu card (the list
 * draws the rows; the page only hears the click).
 */
const inRow = (row: Role, content: ReactNode) => <span data-role-id={row.id}>{content}</span>;

/** The role list's columns; the picked role's name stands out. */
export function roleColumns(pickedId: number | undefined): CrudColumn<Role>[] {
  return [
    {
      field: 'name',
      title: '名称',
      width: 160,
      sortable: true,
      render: (row) =>
        inRow(
          row,
          <span className={row.id === pickedId ? 'role-name role-name-picked' : 'role-name'}>
            {row.name}
            {row.isAdmin && (
              <Tag size="small" color="arcoblue" style={{ marginLeft: 6 }}>
                管理员
              </Tag>
            )}
          </span>,
        ),
    },
    { field: 'level', title: '级别', width: 80, sortable: true, render: (row) => inRow(row, row.level) },
    { field: 'dataScope', title: '数据权限', width: 100, render: (row) => inRow(row, row.dataScope) },
    { field: 'description', title: '描述', width: 200, render: (row) => inRow(row, row.description || '-') },
    {
      field: 'userCount',
      title: '用户数',
      width: 80,
      hiddenByDefault: true,
      render: (row) => inRow(row, row.userCount),
    },
    {
      field: 'createTime',
      title: '创建时间',
      format: 'datetime',
      sortable: true,
      render: (row) => inRow(row, formatDateTime(row.createTime)),
    },
  ];
}

export const roleSearch: SearchField[] = [
  { name: 'blurry', label: '名称或描述', kind: 'text', placeholder: '名称或描述' },
  { name: 'createTime', label: '创建时间', kind: 'dateRange' },
];

/** The role dialog's fields; the departments only for the 自定义 data scope. */
export function roleFields(customScope: boolean): FormField[] {
  return [
    { name: 'name', label: '角色名称', kind: 'text', required: true },
    {
      name: 'level',
      label: '角色级别',
      kind: 'custom',
      required: true,
      control: <InputNumber min={1} max={999} precision={0} placeholder="1 最高" style={{ width: '100%' }} />,
    },
    { name: 'dataScope', label: '数据范围', kind: 'options', options: DATA_SCOPE_OPTIONS, required: true },
    ...(customScope
      ? [{ name: 'deptIds', label: '数据权限', kind: 'custom', required: true, control: <DeptScopeSelect /> } as const]
      : []),
    { name: 'description', label: '描述', kind: 'textarea' },
  ];
}
