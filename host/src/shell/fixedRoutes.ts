import type { PageRoute } from './menuRoutes';

/** The home page: the affix 首页 tab. */
export const HOME_PATH = '/dashboard';
/** Where sign-in sends a user without a redirect: the shell goes on to the first menu route (spec section 2). */
export const FIRST_MENU_PATH = '/first-menu';

/** Pages the host draws itself (not a remote). */
export const HOST_PAGES = { userCenter: 'host/UserCenter' } as const;

const fixed = (path: string, title: string, component: string, extra: Partial<PageRoute> = {}): PageRoute => ({
  path,
  name: component.split('/')[1] ?? path,
  title,
  icon: '',
  component,
  hidden: true,
  noCache: false,
  trail: [title],
  ...extra,
});

/**
 * The routes of spec section 2 that are not in the menu: the home page, the personal center, the hidden
 * children of the shell (detail pages, kept mounted) and the children of /project. Each names the remote
 * module that owns it.
 */
export const FIXED_ROUTES: PageRoute[] = [
  fixed(HOME_PATH, '首页', 'business/Dashboard', { name: 'Dashboard', icon: 'dashboard' }),
  fixed('/user/center', '个人中心', HOST_PAGES.userCenter, { name: 'UserCenter' }),
  fixed('/business/scheme', '方案图纸', 'projects/SchemeList'),
  fixed('/particulars/:type?/:service?', '图表数据', 'business/Particulars'),
  fixed('/statistics/:type?/:service?', '跟进数据', 'business/Statistics'),
  fixed('/taskInfo/:pid?', '任务详情', 'projects/TaskInfo'),
  fixed('/projectInfo/:pid?', '项目信息', 'projects/ProjectInfo'),
  fixed('/businessInfo/:pid?', '商机详情', 'business/BusinessInfo'),
  fixed('/customerInfo/:pid?', '客户详情', 'customers/CustomerInfo'),
  fixed('/CollectMoney/:id?', '项目收款', 'finance/CollectMoney'),
  fixed('/SchemeInfo/:id?', '图纸详情', 'projects/SchemeInfo'),
  fixed('/PurchaseInfo/:id?', '采购详情', 'purchasing/PurchaseInfo'),
  fixed('/OutStock/:id?', '出库单', 'purchasing/OutStock'),
  fixed('/taskManage/:id?', '任务看板', 'projects/TaskManage'),
  fixed('/project/edit/:id?/:projectName?', '编辑项目', 'projects/ProjectEdit', { name: 'ProjectEdit' }),
  fixed('/project/detail/:id?', '项目详情', 'projects/ProjectDetail'),
  fixed('/project/add/purchase/order/:id?', '新增采购单', 'purchasing/PurchaseOrderEdit'),
  fixed('/project/detail/purchase/order/:id?', '采购单详情', 'purchasing/PurchaseOrderDetail'),
  fixed('/project/detail/stock/out/:id?', '出库单详情', 'purchasing/StockOutDetail'),
  fixed('/project/otustock/product/:id?', '选择出库产品', 'purchasing/StockOutProducts'),
  fixed('/project/uetest', 'UI 测试', 'projects/UeTest'),
];
