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
  /** When the menu was added (ISO). */
  createTime: string;
  children: MenuNode[];
};

export const menuNodeSchema: z.ZodType<MenuNode> = z
  .lazy(() =>
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
      createTime: z.string(),
      children: z.array(menuNodeSchema),
    }),
  )
  .meta({ id: 'MenuNode' });

const COMPONENT_PATTERN = /^(Layout|[a-z][a-z0-9-]{0,31}\/[A-Za-z][A-Za-z0-9]{0,63})?$/;
/** The component of a page: `<area>/<ExposedModule>`, the remote and the module it exposes. */
const PAGE_COMPONENT_PATTERN = /^[a-z][a-z0-9-]{0,31}\/[A-Za-z][A-Za-z0-9]{0,63}$/;
/** An external link: a web address, or a path of this server (`/druid`). */
const EXTERNAL_PATH_PATTERN = /^(https?:\/\/|\/)\S*$/;
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
    if (menu.type === 1 && !menu.iframe && !PAGE_COMPONENT_PATTERN.test(menu.component))
      context.addIssue({
        code: 'custom',
        message: '菜单须填写组件路径“区域/页面”，例如 customers/CustomerList',
        path: ['component'],
      });
    if (menu.iframe && menu.type !== 2 && !EXTERNAL_PATH_PATTERN.test(menu.path))
      context.addIssue({ code: 'custom', message: '外链地址须以 http://、https:// 或 / 开头', path: ['path'] });
  });
export type MenuForm = z.infer<typeof menuFormSchema>;
/** What the menu dialog sends: the form as typed (the server fills the defaults). */
export type MenuFormInput = z.input<typeof menuFormSchema>;

/** `DELETE /api/menus` and the other list deletes: a JSON array of ids. */
export const idListSchema = z
  .array(z.number().int().positive(), { error: '请选择要删除的数据' })
  .min(1, '请选择要删除的数据')
  .max(1000);

/** The menu types as the menu screen names them. */
export const MENU_TYPE_OPTIONS = [
  { value: 0, label: '目录' },
  { value: 1, label: '菜单' },
  { value: 2, label: '按钮' },
] as const;

/** Who sees a menu: the company's plan decides, every company, or the platform company only. */
export const MENU_SCOPE_OPTIONS = [
  { value: 'plan', label: '按套餐' },
  { value: 'basic', label: '所有企业' },
  { value: 'platform', label: '仅平台' },
] as const;
