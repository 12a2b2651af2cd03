import { z } from './zod';

/** One node of `GET /api/menus/tree`: the whole menu, buttons included, for the administration screens. */
export type MenuNode = {
  id: number;
  pid: number | null;
  type: number;
  title: string;
  name: string;
  component: string;
  path: string;
  icon: string;
  sort: number;
  hidden: boolean;
  cache: boolean;
  permission: string;
  iframe: boolean;
  scope: string;
  children: MenuNode[];
};

export const menuNodeSchema: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    id: z.number(),
    pid: z.number().nullable(),
    type: z.number(),
    title: z.string(),
    name: z.string(),
    component: z.string(),
    path: z.string(),
    icon: z.string(),
    sort: z.number(),
    hidden: z.boolean(),
    cache: z.boolean(),
    permission: z.string(),
    iframe: z.boolean(),
    scope: z.string(),
    children: z.array(menuNodeSchema),
  }),
);

const COMPONENT_PATTERN = /^(Layout|[a-z][a-z0-9-]{0,31}\/[A-Za-z][A-Za-z0-9]{0,63})?$/;
const PERMISSION_PATTERN = /^([A-Za-z][A-Za-z0-9]*:[A-Za-z][A-Za-z0-9]*)?$/;

/** `POST /api/menus` (without id) and `PUT /api/menus` (with id): a menu of the global set. */
export const menuFormSchema = z
  .object({
    id: z.number().int().positive().optional(),
    pid: z.number().int().positive().nullable().default(null),
    type: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: '请选择菜单类型' }),
    title: z.string({ error: '请输入菜单标题' }).trim().min(1, '请输入菜单标题').max(50, '菜单标题不能超过 50 个字符'),
    name: z
      .string()
      .trim()
      .max(50)
      .regex(/^[A-Za-z0-9]*$/, '路由名称只能包含字母和数字')
      .default(''),
    component: z
      .string()
      .trim()
      .max(100)
      .regex(COMPONENT_PATTERN, '组件须为 Layout 或“区域/页面”，例如 customers/CustomerList')
      .default(''),
    path: z.string().trim().max(255).default(''),
    icon: z.string().trim().max(50).default(''),
    sort: z.number().int().min(0).max(99999).default(999),
    hidden: z.boolean().default(false),
    cache: z.boolean().default(true),
    permission: z
      .string()
      .trim()
      .max(100)
      .regex(PERMISSION_PATTERN, '权限标识格式为“资源:操作”，例如 customer:add')
      .default(''),
    iframe: z.boolean().default(false),
    scope: z.enum(['plan', 'basic', 'platform']).default('plan'),
  })
  .superRefine((menu, context) => {
    if (menu.type !== 2 && !menu.path) context.addIssue({ code: 'custom', message: '请输入路由地址', path: ['path'] });
    if (menu.type === 2 && !menu.permission)
      context.addIssue({ code: 'custom', message: '按钮须填写权限标识', path: ['permission'] });
    if (menu.type === 2 && menu.pid === null)
      context.addIssue({ code: 'custom', message: '按钮须属于一个菜单', path: ['pid'] });
  });
export type MenuForm = z.infer<typeof menuFormSchema>;

/** `DELETE /api/menus` and the other list deletes: a JSON array of ids. */
export const idListSchema = z
  .array(z.number().int().positive(), { error: '请选择要删除的数据' })
  .min(1, '请选择要删除的数据')
  .max(1000);
