/** 角色: a company's roles, their data scope and their menus (`/api/roles`). */
import type { Option } from '@yjf/domain/dictionaries';
import {
  computed,
  custom,
  declareResource,
  integer,
  linked,
  quantity,
  recordTime,
  refs,
  text,
  textarea,
  wordChoice,
  type FormValuesOf,
  type RowOf,
} from '@yjf/domain/resourceFields';
import { z } from '@yjf/domain/zod';

/** What a role's users see of the company's records: everything, their own department, or chosen departments. */
export const DATA_SCOPES = ['全部', '本级', '自定义'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];

export const DATA_SCOPE_OPTIONS: Option[] = DATA_SCOPES.map((scope) => ({ value: scope, label: scope }));

/** The data scope whose departments the role lists itself (`deptIds`). */
export const CUSTOM_DATA_SCOPE: DataScope = '自定义';

/** The most junior level a role may have; 1 is the most senior. */
export const MAX_ROLE_LEVEL = 999;

/**
 * 角色 (`/api/roles`), declared once: the list's columns, search bar and sorts, the add/edit form and its checks
 * (the departments only with the 自定义 data scope), the export and the table's columns all come from here. The
 * menus are assigned apart (`PUT /api/roles/menu`); whether a role is the administrators' is set by the seeds.
 */
export const roleDeclaration = declareResource({
  noun: '角色',
  title: '角色列表',
  search: { label: '名称或描述' },
  fields: {
    name: text('角色名称', {
      max: 50,
      required: true,
      column: { title: '名称', width: 160 },
      sortable: true,
      form: true,
      export: { header: '名称', width: 20 },
    }),
    level: integer('角色级别', {
      min: 1,
      max: MAX_ROLE_LEVEL,
      required: true,
      outOfRange: '角色级别须为 1 到 999 的整数，1 最高',
      column: { title: '级别', width: 80 },
      sortable: true,
      form: { placeholder: '1 最高' },
      export: { header: '级别', width: 8 },
    }),
    dataScope: wordChoice('数据范围', DATA_SCOPES, {
      column: { title: '数据权限', width: 100 },
      form: true,
      export: { header: '数据权限', width: 12 },
    }),
    /** Departments whose records the role sees, only with the 自定义 data scope. */
    deptIds: linked(
      refs('部门', {
        to: 'dept',
        max: 1000,
        form: { label: '数据权限', when: { field: 'dataScope', is: CUSTOM_DATA_SCOPE } },
      }),
    ),
    description: textarea('描述', { max: 255, column: { width: 200 }, form: true, export: { width: 36 } }),
    /** The company's administrators' role: everything the company sees, never edited away or deleted. */
    isAdmin: custom('管理员角色', z.boolean(), {}),
    menuIds: computed(custom('菜单', z.array(z.number()), {})),
    /** How many users hold the role. */
    userCount: computed(quantity('用户数', { column: { width: 80, hidden: true }, export: { width: 10 } })),
    createTime: recordTime('创建时间', {
      column: { hidden: true },
      filter: true,
      sortable: true,
      export: { width: 20 },
    }),
    updateTime: recordTime('更新时间', {}),
  },
});

/** `POST /api/roles` (and `PUT` with id and version): the role's own fields; its menus are assigned apart. */
export const roleFormSchema = roleDeclaration.form;
export type RoleForm = z.input<typeof roleFormSchema>;
export type RoleFormValues = FormValuesOf<typeof roleDeclaration>;

/** `PUT /api/roles/menu`: the role's whole menu set (checked menus and their parents), replacing the old one. */
export const roleMenusSchema = z.object({
  id: z.number({ error: '请选择角色' }).int().positive('请选择角色'),
  /** The version the user loaded; with it a role changed meanwhile is refused. */
  version: z.number().int().positive().optional(),
  menuIds: z
    .array(z.number().int().positive(), { error: '请选择菜单' })
    .max(2000)
    .transform((ids) => [...new Set(ids)]),
});
export type RoleMenus = z.input<typeof roleMenusSchema>;

/** A row of the role list and its detail. */
export type Role = RowOf<typeof roleDeclaration> & { createdBy: number | null };

/** One role of `GET /api/roles/all`, for the user form's role select. */
export type RoleOption = { id: number; name: string; level: number; isAdmin: boolean };

/** `GET /api/roles/level`: the caller's most senior level (0 for administrators, above every role). */
export type CallerLevel = { level: number };
