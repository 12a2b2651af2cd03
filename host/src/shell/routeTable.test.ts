import type { MenuRoute } from '@yjf/domain/menus';
import type { AreaPage } from '@yjf/domain/remotes';
import { breadcrumbOf, matchPage, pageNotInPlan, routeTable, searchPages } from './routeTable';

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

/** Areas as `GET /api/remotes` describes them: a few pages of their page tables. */
const area = (name: string, pages: AreaPage[]) => ({ name, pages });
const remotes = [
  area('customers', [
    { module: 'CustomerList', title: '客户列表' },
    { module: 'CustomerInfo', title: '客户详情', path: '/customerInfo/:pid?' },
  ]),
  area('business', [{ module: 'Dashboard', title: '首页', path: '/dashboard', home: true }]),
  area('projects', [
    { module: 'ProjectEdit', title: '编辑项目', path: '/project/edit/:id?/:projectName?', parent: 'ProjectList' },
    { module: 'SchemeList', title: '方案图纸', path: '/business/scheme' },
  ]),
];

describe('routeTable', () => {
  const routes = routeTable(tree, remotes);

  it('puts a detail page under the menu page it is opened from, in the breadcrumb and the sidebar', () => {
    const withParent = routeTable(tree, [
      area('customers', [
        { module: 'CustomerList', title: '客户列表' },
        { module: 'CustomerInfo', title: '客户详情', path: '/customerInfo/:pid?', parent: 'CustomerList' },
      ]),
    ]);
    const detail = matchPage(withParent, '/customerInfo/7')!.route;
    expect(detail.menuPath).toBe('/customer/list');
    expect(breadcrumbOf(detail)).toEqual([
      { title: '首页', path: '/dashboard' },
      { title: '渠道客户' },
      { title: '客户列表', path: '/customer/list' },
      { title: '客户详情' },
    ]);
    // A user without the list (the menu page is not theirs): the page stands alone.
    const editor = matchPage(routes, '/project/edit/1')!.route;
    expect(editor.menuPath).toBeUndefined();
    expect(breadcrumbOf(editor)).toEqual([{ title: '首页', path: '/dashboard' }, { title: '编辑项目' }]);
  });

  it('holds the menu pages, the shell’s own pages and the pages the areas declare outside the menus', () => {
    const paths = routes.map((r) => r.path);
    expect(paths.slice(0, 2)).toEqual(['/customer/list', '/customer/wait']);
    expect(paths.slice(2)).toEqual([
      '/user/center',
      '/message',
      '/customerInfo/:pid?',
      '/dashboard',
      '/project/edit/:id?/:projectName?',
      '/business/scheme',
    ]);
    expect(routes.find((r) => r.path === '/customerInfo/:pid?')).toEqual({
      path: '/customerInfo/:pid?',
      name: 'CustomerInfo',
      title: '客户详情',
      icon: '',
      component: 'customers/CustomerInfo',
      hidden: true,
      noCache: false,
      trail: ['客户详情'],
    });
  });

  it('knows no page of an area the user may not open', () => {
    expect(matchPage(routeTable(tree, []), '/customerInfo/42')).toBeNull();
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
    // 无权访问 and 未开通 are no page of the user's: the breadcrumb still leads home.
    expect(breadcrumbOf(matchPage(routes, '/project/list-of-another-role')?.route)).toEqual([
      { title: '首页', path: '/dashboard' },
    ]);
  });

  it('searches visible pages by title and path', () => {
    expect(searchPages(routes, '客户').map((r) => r.path)).toEqual(['/customer/list', '/customer/wait']);
    expect(searchPages(routes, 'WAIT').map((r) => r.path)).toEqual(['/customer/wait']);
    expect(searchPages(routes, '详情')).toEqual([]);
    expect(searchPages(routes, ' ')).toEqual([]);
  });

  it('finds the page a path opens that the plan does not include, with its parameters', () => {
    const flagship = [{ code: 'C', name: '旗舰版' }];
    const pages = [
      { path: '/purchase/order', title: '采购订单', plans: flagship },
      { path: '/PurchaseInfo/:id?', title: '采购单详情', plans: flagship },
    ];
    expect(pageNotInPlan(pages, '/purchase/order')?.title).toBe('采购订单');
    expect(pageNotInPlan(pages, '/PurchaseInfo/12')?.title).toBe('采购单详情');
    expect(pageNotInPlan(pages, '/purchase/order/12')).toBeNull();
    expect(pageNotInPlan(pages, '/nope')).toBeNull();
  });
});
