/** 部门: a company's departments in a tree (`/api/dept`, `/api/dept/tree`); users belong to one. */
import {
  declareResource,
  enabled,
  integer,
  recordTime,
  ref,
  text,
  type FormValuesOf,
  type RowOf,
} from '@yjf/domain/resourceFields';
import type { z } from '@yjf/domain/zod';

/** Where a new department goes in its parent's list unless the user says otherwise. */
export const DEPT_DEFAULT_SORT = 999;

/**
 * 部门 (`/api/dept`), declared once: the tree's columns, the list's filters and sorts, the add/edit form and its
 * checks, the export and the table's columns all come from here.
 */
export const deptDeclaration = declareResource({
  noun: '部门',
  title: '部门列表',
  fields: {
    name: text('部门名称', {
      max: 50,
      required: true,
      column: { title: '名称' },
      filter: true,
      sortable: true,
      form: true,
      export: { width: 24 },
    }),
    /** The parent department; none for a top-level one (顶级部门). */
    pid: ref('上级部门', { to: 'dept', filter: { inBar: false }, form: true }),
    /** Smaller comes first among its siblings. */
    sort: integer('排序', {
      min: 0,
      max: 99999,
      fallback: DEPT_DEFAULT_SORT,
      column: { width: 90 },
      sortable: true,
      form: { placeholder: '数字越小越靠前' },
      export: { width: 8 },
    }),
    enabled: enabled({ column: { width: 100 }, filter: true, form: true, export: { width: 10 } }),
    createTime: recordTime('创建时间', { column: true, filter: true, sortable: true, export: { width: 20 } }),
    updateTime: recordTime('更新时间', {}),
  },
});

/** The add and edit form (`POST`/`PUT /api/dept`). */
export const deptFormSchema = deptDeclaration.form;
export type DeptForm = z.input<typeof deptFormSchema>;
export type DeptFormValues = FormValuesOf<typeof deptDeclaration>;

/** A department's row, as the list, the detail and the tree answer it. */
export type Department = RowOf<typeof deptDeclaration> & { createdBy: number | null };

/** A department of `GET /api/dept/tree` with its sub-departments (none: no `children`). */
export type DeptNode = Department & { children?: DeptNode[] };
