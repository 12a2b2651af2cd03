import {
  IconApps,
  IconArchive,
  IconBook,
  IconBranch,
  IconBug,
  IconCalendarClock,
  IconCheckSquare,
  IconCloud,
  IconCommon,
  IconDashboard,
  IconDesktop,
  IconDriveFile,
  IconFile,
  IconGift,
  IconHistory,
  IconHome,
  IconIdcard,
  IconImage,
  IconLaunch,
  IconList,
  IconMenu,
  IconMessage,
  IconMindMapping,
  IconNotification,
  IconSafe,
  IconSchedule,
  IconSettings,
  IconStorage,
  IconSubscribeAdd,
  IconTag,
  IconTool,
  IconTrophy,
  IconUser,
  IconUserGroup,
  IconWechatpay,
} from '@arco-design/web-react/icon';

type Icon = typeof IconApps;

/**
 * The icons a menu may name (the menu table's `icon`), by name. The menu screen's icon picker offers these;
 * an unknown name shows no icon rather than breaking the menu.
 */
export const MENU_ICONS: Record<string, { icon: Icon; label: string }> = {
  dashboard: { icon: IconDashboard, label: '首页' },
  home: { icon: IconHome, label: '主页' },
  customer: { icon: IconUserGroup, label: '客户' },
  'customer-list': { icon: IconIdcard, label: '客户列表' },
  followup: { icon: IconMessage, label: '跟进' },
  wait: { icon: IconCalendarClock, label: '待办' },
  business: { icon: IconTrophy, label: '商机' },
  'business-list': { icon: IconList, label: '列表' },
  scheme: { icon: IconDriveFile, label: '图纸' },
  project: { icon: IconApps, label: '项目' },
  'project-list': { icon: IconMindMapping, label: '项目列表' },
  task: { icon: IconCheckSquare, label: '任务' },
  finance: { icon: IconWechatpay, label: '财务' },
  collection: { icon: IconSchedule, label: '收款' },
  purchase: { icon: IconArchive, label: '采购' },
  'purchase-order': { icon: IconFile, label: '订单' },
  stockout: { icon: IconLaunch, label: '出库' },
  product: { icon: IconGift, label: '产品' },
  supplier: { icon: IconSubscribeAdd, label: '供应商' },
  system: { icon: IconSettings, label: '系统' },
  user: { icon: IconUser, label: '用户' },
  role: { icon: IconSafe, label: '角色' },
  dept: { icon: IconBranch, label: '部门' },
  dict: { icon: IconBook, label: '字典' },
  menu: { icon: IconMenu, label: '菜单' },
  plan: { icon: IconTag, label: '套餐' },
  ad: { icon: IconNotification, label: '广告' },
  monitor: { icon: IconDesktop, label: '监控' },
  log: { icon: IconHistory, label: '日志' },
  'error-log': { icon: IconBug, label: '异常' },
  online: { icon: IconUserGroup, label: '在线' },
  server: { icon: IconDesktop, label: '服务器' },
  database: { icon: IconStorage, label: '数据库' },
  tool: { icon: IconTool, label: '工具' },
  storage: { icon: IconStorage, label: '存储' },
  picture: { icon: IconImage, label: '图片' },
  cloud: { icon: IconCloud, label: '云' },
  release: { icon: IconLaunch, label: '发布' },
  doc: { icon: IconBook, label: '文档' },
  common: { icon: IconCommon, label: '通用' },
};

/** The icon of a menu, or nothing for an empty or unknown name. */
export function MenuIcon({ name, className }: { name: string; className?: string }) {
  const entry = MENU_ICONS[name];
  if (!entry) return null;
  const Icon = entry.icon;
  return <Icon className={className} />;
}
