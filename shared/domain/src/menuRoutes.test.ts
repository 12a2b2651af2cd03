import type { MenuRoute } from './menus';
import { firstMenuPath, joinPath, pageRoutes } from './menuRoutes';

const meta = (title: string, extra: Partial<MenuRoute['meta']> = {}) => ({
  title,
  icon: 'user',
  noCache: false,
  ...extra,
});

const tree: MenuRoute[] = [
  {
    name: 'Customer',
    path: '/customer',
    hidden: false,
    component: 'Layout',
    alwaysShow: true,
    meta: meta('渠道客户'),
    children: [
      {
        name: 'CustomerList',
        path: 'list',
        hidden: false,
        component: 'customers/CustomerList',
        meta: meta('客户列表'),
      },
      {
        name: 'CustomerInfo',
        path: 'info/:pid?',
        hidden: true,
        component: 'customers/CustomerInfo',
        meta: meta('客户详情', { noCache: true }),
      },
    ],
  },
  {
    name: 'Help',
    path: 'https://help.example.com',
    hidden: false,
    component: '',
    meta: meta('帮助', { link: 'https://help.example.com' }),
  },
  {
    name: 'System',
    path: '/system',
    hidden: false,
    component: 'Layout',
    meta: meta('系统管理'),
    children: [
      {
        name: 'Monitor',
        path: 'monitor',
        hidden: false,
        component: '',
        meta: meta('系统监控'),
        children: [
          {
            name: 'ServerStatus',
            path: 'server',
            hidden: false,
            component: 'system/ServerStatus',
            meta: meta('服务监控'),
          },
        ],
      },
    ],
  },
];

describe('pageRoutes', () => {
  it('turns the menu tree into pages with full paths and breadcrumb trails', () => {
    expect(pageRoutes(tree)).toEqual([
      {
        path: '/customer/list',
        name: 'CustomerList',
        title: '客户列表',
        icon: 'user',
        component: 'customers/CustomerList',
        hidden: false,
        noCache: false,
        trail: ['渠道客户', '客户列表'],
      },
      {
        path: '/customer/info/:pid?',
        name: 'CustomerInfo',
        title: '客户详情',
        icon: 'user',
        component: 'customers/CustomerInfo',
        hidden: true,
        noCache: true,
        trail: ['渠道客户', '客户详情'],
      },
      {
        path: '/system/monitor/server',
        name: 'ServerStatus',
        title: '服务监控',
        icon: 'user',
        component: 'system/ServerStatus',
        hidden: false,
        noCache: false,
        trail: ['系统管理', '系统监控', '服务监控'],
      },
    ]);
  });

  it('leaves out external links and layout entries', () => {
    expect(pageRoutes(tree).map((r) => r.component)).not.toContain('Layout');
    expect(pageRoutes(tree).map((r) => r.name)).not.toContain('Help');
  });
});

describe('firstMenuPath', () => {
  it('is the first menu plus its first visible child', () => {
    expect(firstMenuPath(tree)).toBe('/customer/list');
  });

  it('is the menu itself without children, and null without menus', () => {
    expect(firstMenuPath([{ ...tree[0]!, children: [] }])).toBe('/customer');
    expect(firstMenuPath([])).toBeNull();
  });
});

describe('joinPath', () => {
  it('joins relative children and keeps absolute ones', () => {
    expect(joinPath('/a/', 'b')).toBe('/a/b');
    expect(joinPath('/a', '/c')).toBe('/c');
    expect(joinPath('', 'x')).toBe('/x');
  });
});
