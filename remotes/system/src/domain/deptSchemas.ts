/** 部门: a company's departments in a tree (`/api/dept`, `/api/dept/tree`); users belong to one. */
import { enabledField, optionalRefField, requiredText } from '@yjf/domain/fieldSchemas';
import type { ListSpec } from '@yjf/domain/lists';
import { z } from '@yjf/domain/zod';

/** Where a new department goes in its parent's list unless the user says otherwise. */
export const DEPT_DEFAULT_SORT = 999;

export const deptFormSchema = z.object({
  name: requiredText('部门名称', 50),
  /** The parent department; none for a top-level one (顶级部门). */
  pid: optionalRefField('上级部门'),
  sort: z.coerce
    .number({ error: '请输入排序' })
    .int('排序须为整数')
    .min(0, '排序须在 0 到 99999 之间')
    .max(99999, '排序须在 0 到 99999 之间')
    .default(DEPT_DEFAULT_SORT),
  enabled: enabledField(),
});
export type DeptForm = z.input<typeof deptFormSchema>;

export const DEPT_LIST: ListSpec = {
  filters: {
    name: { kind: 'text', label: '部门名称' },
    pid: { kind: 'id', label: '上级部门' },
    enabled: { kind: 'bool', label: '状态' },
    createTime: { kind: 'dateRange', label: '创建时间' },
  },
  sortable: ['sort', 'name', 'createTime'],
};

export type Department = {
  id: number;
  version: number;
  pid: number | null;
  name: string;
  sort: number;
  enabled: boolean;
  createdBy: number | null;
  createTime: string;
  updateTime: string;
};

/** A department of `GET /api/dept/tree` with its sub-departments (none: no `children`). */
export type DeptNode = Department & { children?: DeptNode[] };
