import type { MenuNode } from '@yjf/domain/menuSchemas';

/** A menu node as `GET /api/menus/tree` answers it; `extra` overrides any field. */
export const menuNode = (id: number, title: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  id,
  pid: null,
  type: 1,
  title,
  name: '',
  component: '',
  path: '',
  icon: '',
  sort: id,
  hidden: false,
  cache: true,
  permission: '',
  iframe: false,
  scope: 'plan',
  createTime: '2026-11-01T02:00:00.000Z',
  children: [],
  ...extra,
});

/**
 * A small company tree: 渠道客户 (10) with 客户列表 (11, buttons 新增 12 and 编辑 13) and 跟进记录 (14), and
 * 商机管理 (20) with 商机列表 (21).
 */
export const MENU_TREE: MenuNode[] = [
  menuNode(10, '渠道客户', {
    type: 0,
    path: '/customer',
    icon: 'customer',
    children: [
      menuNode(11, '客户列表', {
        pid: 10,
        path: 'list',
        component: 'customers/CustomerList',
        permission: 'customer:list',
        children: [
          menuNode(12, '新增', { pid: 11, type: 2, permission: 'customer:add' }),
          menuNode(13, '编辑', { pid: 11, type: 2, permission: 'customer:edit' }),
        ],
      }),
      menuNode(14, '跟进记录', { pid: 10, path: 'followup', component: 'customers/CustomerFollowupList' }),
    ],
  }),
  menuNode(20, '商机管理', {
    type: 0,
    path: '/business',
    children: [menuNode(21, '商机列表', { pid: 20, path: 'list', component: 'business/BusinessList' })],
  }),
];
