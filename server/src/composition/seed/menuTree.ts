/**
 * The product's menu tree as the first start seeds it: every area, its pages (the remote and module that
 * draw them) and its buttons with their permission strings. Plans open areas (`area`); `scope` keeps
 * administration that every company needs (`basic`) or that only the platform may use (`platform`).
 */

/** The areas plans are sold by (issue: A = customers, business, tasks; B adds projects, schemes, finance; C everything). */
export type PlanArea =
  'customers' | 'business' | 'tasks' | 'projects' | 'schemes' | 'finance' | 'purchasing' | 'stockout';

export type SeedMenu = {
  title: string;
  /** Route name (also the keep-alive key); defaults from the component. */
  name?: string;
  path: string;
  /** `<remote>/<Module>` for a page; nothing for a directory. */
  component?: string;
  icon?: string;
  /** Permission of the page itself (`customer:list`). */
  permission?: string;
  /** Buttons of the page, as `<prefix>:<action>` permission strings (in the page's scope unless they say). */
  buttons?: { title: string; permission: string; scope?: 'basic' | 'platform' }[];
  hidden?: boolean;
  cache?: boolean;
  /** An external link opened in a new window. */
  iframe?: boolean;
  area?: PlanArea;
  scope?: 'plan' | 'basic' | 'platform';
  children?: SeedMenu[];
};

/** The usual buttons of a list page: 新增, 编辑, 删除 with `<prefix>:add|edit|del`. */
export const crudButtons = (prefix: string) => [
  { title: '新增', permission: `${prefix}:add` },
  { title: '编辑', permission: `${prefix}:edit` },
  { title: '删除', permission: `${prefix}:del` },
];

const page = (
  title: string,
  path: string,
  component: string,
  prefix: string,
  icon: string,
  extra: Partial<SeedMenu> = {},
): SeedMenu => ({
  title,
  path,
  component,
  icon,
  permission: `${prefix}:list`,
  buttons: crudButtons(prefix),
  ...extra,
});

/**
 * 会员订单: every company's administrators see their orders and what became of each payment; only the platform
 * settles a held one by hand (处理). Added after the first release by the step `0008-membership-orders-menu`.
 */
export const MEMBERSHIP_ORDERS_MENU: SeedMenu = {
  title: '会员订单',
  path: 'membershipOrder',
  component: 'system/MembershipOrders',
  icon: 'purchase-order',
  permission: 'membershipOrder:list',
  buttons: [{ title: '处理', permission: 'membershipOrder:edit', scope: 'platform' }],
};

/**
 * 定时任务: the jobs the server runs on a schedule, their runs, 立即执行 and 暂停/恢复; the platform's
 * administrators only. Added after the first release by the step `0012-scheduled-jobs-menu`.
 */
export const SCHEDULED_JOBS_MENU: SeedMenu = {
  title: '定时任务',
  path: 'job',
  component: 'system/JobList',
  icon: 'wait',
  permission: 'job:list',
  scope: 'platform',
  buttons: [{ title: '执行/暂停', permission: 'job:edit' }],
};

export const MENU_TREE: SeedMenu[] = [
  {
    title: '渠道客户',
    path: '/customer',
    icon: 'customer',
    area: 'customers',
    children: [
      page('客户列表', 'list', 'customers/CustomerList', 'customer', 'customer-list'),
      page('跟进记录', 'followup', 'customers/CustomerFollowupList', 'customerFollowup', 'followup'),
      {
        title: '待跟进客户',
        path: 'wait',
        component: 'customers/WaitFollow',
        icon: 'wait',
        permission: 'customer:list',
      },
    ],
  },
  {
    title: '商机管理',
    path: '/business',
    icon: 'business',
    area: 'business',
    children: [
      page('商机列表', 'list', 'business/BusinessList', 'business', 'business-list'),
      page('商机跟进', 'followup', 'business/BusinessFollowupList', 'businessFollowup', 'followup'),
      page('方案图纸', 'scheme', 'projects/SchemeList', 'scheme', 'scheme', { area: 'schemes' }),
    ],
  },
  {
    title: '项目管理',
    path: '/project',
    icon: 'project',
    area: 'projects',
    children: [page('项目列表', 'list', 'projects/ProjectList', 'project', 'project-list')],
  },
  {
    title: '任务管理',
    path: '/task',
    icon: 'task',
    area: 'tasks',
    children: [page('任务列表', 'list', 'projects/TaskList', 'task', 'task')],
  },
  {
    title: '财务管理',
    path: '/finance',
    icon: 'finance',
    area: 'finance',
    children: [page('收款管理', 'collection', 'finance/CollectionList', 'collection', 'collection')],
  },
  {
    title: '采购出库',
    path: '/purchase',
    icon: 'purchase',
    area: 'purchasing',
    children: [
      page('采购订单', 'order', 'purchasing/PurchaseOrderList', 'purchaseOrder', 'purchase-order', {
        buttons: [
          ...crudButtons('purchaseOrder'),
          { title: '审核', permission: 'purchaseOrder:review' },
          { title: '入库', permission: 'purchaseOrder:stockIn' },
        ],
      }),
      page('出库管理', 'outstock', 'purchasing/StockOutList', 'stockOut', 'stockout', {
        area: 'stockout',
        buttons: [
          ...crudButtons('stockOut'),
          { title: '审核', permission: 'stockOut:review' },
          { title: '出库', permission: 'stockOut:out' },
        ],
      }),
      page('产品管理', 'product', 'purchasing/ProductList', 'product', 'product'),
      page('供应商', 'supplier', 'purchasing/SupplierList', 'supplier', 'supplier'),
    ],
  },
  {
    title: '系统管理',
    path: '/system',
    icon: 'system',
    scope: 'basic',
    children: [
      page('用户管理', 'user', 'system/UserList', 'user', 'user'),
      page('角色管理', 'role', 'system/RoleList', 'roles', 'role'),
      page('部门管理', 'dept', 'system/DeptList', 'dept', 'dept'),
      page('字典管理', 'dict', 'system/DictList', 'dict', 'dict'),
      page('菜单管理', 'menu', 'system/MenuList', 'menu', 'menu', { scope: 'platform' }),
      page('套餐管理', 'plan', 'system/PlanList', 'plan', 'plan', { scope: 'platform' }),
      MEMBERSHIP_ORDERS_MENU,
      page('广告位管理', 'ad', 'system/AdList', 'ad', 'ad', { scope: 'platform' }),
    ],
  },
  {
    title: '系统监控',
    path: '/monitor',
    icon: 'monitor',
    scope: 'basic',
    children: [
      { title: '操作日志', path: 'log', component: 'system/OperationLog', icon: 'log', permission: 'log:list' },
      {
        title: '异常日志',
        path: 'errorLog',
        component: 'system/ErrorLog',
        icon: 'error-log',
        permission: 'errorLog:list',
      },
      {
        title: '在线用户',
        path: 'online',
        component: 'system/OnlineUsers',
        icon: 'online',
        permission: 'online:list',
        buttons: [{ title: '强退', permission: 'online:del' }],
      },
      {
        title: '服务监控',
        path: 'server',
        component: 'system/ServerStatus',
        icon: 'server',
        permission: 'monitor:list',
        scope: 'platform',
      },
      {
        title: '数据库监控',
        path: '/druid',
        icon: 'database',
        iframe: true,
        permission: 'monitor:list',
        scope: 'platform',
      },
      SCHEDULED_JOBS_MENU,
    ],
  },
  {
    title: '系统工具',
    path: '/tools',
    icon: 'tool',
    scope: 'basic',
    children: [
      page('本地存储', 'storage', 'system/LocalStorage', 'storage', 'storage'),
      page('图床', 'pictures', 'system/Pictures', 'pictures', 'picture'),
      page('对象存储', 'objectStorage', 'system/ObjectStorage', 'objectStorage', 'cloud', { scope: 'platform' }),
      {
        title: '发布管理',
        path: 'release',
        component: 'system/Releases',
        icon: 'release',
        permission: 'release:list',
        scope: 'platform',
        buttons: [
          { title: '发布', permission: 'release:add' },
          { title: '回滚', permission: 'release:edit' },
        ],
      },
      {
        title: '数据库升级',
        path: 'database',
        component: 'system/DatabaseUpgrade',
        icon: 'database',
        permission: 'database:add',
        scope: 'platform',
      },
      { title: '接口文档', path: '/doc.html', icon: 'doc', iframe: true, permission: 'doc:list', scope: 'platform' },
    ],
  },
];

/** Areas of each plan. */
export const PLAN_AREAS: Record<'A' | 'B' | 'C', PlanArea[]> = {
  A: ['customers', 'business', 'tasks'],
  B: ['customers', 'business', 'tasks', 'projects', 'schemes', 'finance'],
  C: ['customers', 'business', 'tasks', 'projects', 'schemes', 'finance', 'purchasing', 'stockout'],
};

/** What the sales role of the demo company may do: customers and business opportunities. */
export const SALES_PERMISSIONS = [
  'customer:list',
  'customer:add',
  'customer:edit',
  'customerFollowup:list',
  'customerFollowup:add',
  'customerFollowup:edit',
  'business:list',
  'business:add',
  'business:edit',
  'businessFollowup:list',
  'businessFollowup:add',
  'businessFollowup:edit',
];
