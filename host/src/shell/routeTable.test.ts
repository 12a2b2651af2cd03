import type { MenuRoute } from '@yjf/domain/menus';
import { breadcrumbOf, matchPage, routeTable, searchPages } from './routeTable';

const meta = (title: string) => ({ title, icon: '', noCache: false });
const tree: MenuRoute[] = [
  {
    name: 'Customer',
    path: '/customer',
    hidden: false,
    component: 'Layout',
    meta: meta('渠道客户'),
    children: [
      {
        name: 'CustomerList',
        path: 'list',
        hidden: false,
        component: 'customers/CustomerList',
        meta: meta('客户列表'),
      },
      { name: 'WaitFollow', path: 'wait', hidden: false, component: 'customers/WaitFollow', meta: meta('待跟进客户') },
    ],
  },
];

describe('routeTable', () => {
  const routes = routeTable(tree);

  it('holds the menu pages and the fixed routes of spec section 2', () => {
    const paths = routes.map((r) => r.path);
    expect(paths.slice(0, 2)).toEqual(['/customer/list', '/customer/wait']);
    for (const path of [
      '/dashboard',
      '/user/center',
      '/business/scheme',
      '/taskInfo/:pid?',
      '/CollectMoney/:id?',
      '/project/edit/:id?/:projectName?',
      '/project/otustock/product/:id?',
      '/project/uetest',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('matches paths with their parameters, and nothing for unknown paths', () => {
    expect(matchPage(routes, '/customer/list')?.route.component).toBe('customers/CustomerList');
    expect(matchPage(routes, '/customerInfo/42')).toMatchObject({
      route: { component: 'customers/CustomerInfo' },
      params: { pid: '42' },
    });
    expect(matchPage(routes, '/project/edit/7/智慧会议室')).toMatchObject({
      params: { id: '7', projectName: '智慧会议室' },
    });
    expect(matchPage(routes, '/project/edit/7')?.route.component).toBe('projects/ProjectEdit');
    expect(matchPage(routes, '/nope')).toBeNull();
  });

  it('makes a breadcrumb that starts at 首页 unless on the home page', () => {
    expect(breadcrumbOf(matchPage(routes, '/customer/list')?.route)).toEqual([
      { title: '首页', path: '/dashboard' },
      { title: '渠道客户' },
      { title: '客户列表' },
    ]);
    expect(breadcrumbOf(matchPage(routes, '/dashboard')?.route)).toEqual([{ title: '首页' }]);
  });

  it('searches visible pages by title and path', () => {
    expect(searchPages(routes, '客户').map((r) => r.path)).toEqual(['/customer/list', '/customer/wait']);
    expect(searchPages(routes, 'WAIT').map((r) => r.path)).toEqual(['/customer/wait']);
    expect(searchPages(routes, '详情')).toEqual([]);
    expect(searchPages(routes, ' ')).toEqual([]);
  });
});
