/** 角色: a company's roles, their data scope and their menus (`/api/roles`). */
import type { Option } from '@yjf/domain/dictionaries';
import { optionalText, requiredText } from '@yjf/domain/fieldSchemas';
import type { ListSpec } from '@yjf/domain/lists';
import { z } from '@yjf/domain/zod';

/** What a role's users see of the company's records: everything, their own department, or chosen departments. */
export const DATA_SCOPES = ['全部', '本级', '自定义'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];

export const DATA_SCOPE_OPTIONS: Option[] = DATA_SCOPES.map((scope) => ({ value: scope, label: scope }));

/** The data scope whose departments the role lists itself (`deptIds`). */
export const CUSTOM_DATA_SCOPE: DataScope = '自定义';

/** The most junior level a role may have; 1 is the most senior. */
export const MAX_ROLE_LEVEL = 999;

/** `POST /api/roles` (and `PUT` with id and version): the role's own fields; its menus are assigned apart. */
export const roleFormSchema = z
  .object({
    name: requiredText('角色名称', 50),
    level: z
      .number({ error: '请输入角色级别' })
      .int('角色级别须为整数')
      .min(1, '角色级别须为 1 到 999 的整数，1 最高')
      .max(MAX_ROLE_LEVEL, '角色级别须为 1 到 999 的整数，1 最高'),
    dataScope: z.enum(DATA_SCOPES, { error: '请选择数据范围' }),
    /** Departments whose records the role sees, only with the 自定义 data scope. */
    deptIds: z
      .array(z.number().int().positive(), { error: '请选择部门' })
      .max(1000)
      .nullish()
      .transform((ids) => [...new Set(ids ?? [])]),
    description: optionalText('描述', 255),
  })
  .superRefine((role, context) => {
    if (role.dataScope === CUSTOM_DATA_SCOPE && !role.deptIds.length)
      context.addIssue({ code: 'custom', message: '自定义数据范围须选择部门', path: ['deptIds'] });
  });
export type RoleForm = z.input<typeof roleFormSchema>;

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

export const ROLE_LIST: ListSpec = {
  filters: {
    blurry: { kind: 'text', label: '名称或描述' },
    createTime: { kind: 'dateRange', label: '创建时间' },
  },
  sortable: ['name', 'level', 'createTime'],
};

/** A row of the role list and its detail. */
export type Role = {
  id: number;
  version: number;
  name: string;
  level: number;
  dataScope: DataScope;
  deptIds: number[];
  description: string;
  /** The company's administrators' role: everything the company sees, never edited away or deleted. */
  isAdmin: boolean;
  menuIds: number[];
  /** How many users hold the role. */
  userCount: number;
  createdBy: number | null;
  createTime: string;
  updateTime: string;
};

/** One role of `GET /api/roles/all`, for the user form's role select. */
export type RoleOption = { id: number; name: string; level: number; isAdmin: boolean };

/** `GET /api/roles/level`: the caller's most senior level (0 for administrators, above every role). */
export type CallerLevel = { level: number };
