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
 * The icons a menu may name (the menu table's `icon`), by name. The menu screen's icon picker (in the system
 * area, with the words it shows for each) offers these; an unknown name shows no icon rather than breaking
 * the menu.
 */
export const MENU_ICONS: Record<string, Icon> = {
  dashboard: IconDashboard,
  home: IconHome,
  customer: IconUserGroup,
  'customer-list': IconIdcard,
  followup: IconMessage,
  wait: IconCalendarClock,
  business: IconTrophy,
  'business-list': IconList,
  scheme: IconDriveFile,
  project: IconApps,
  'project-list': IconMindMapping,
  task: IconCheckSquare,
  finance: IconWechatpay,
  collection: IconSchedule,
  purchase: IconArchive,
  'purchase-order': IconFile,
  stockout: IconLaunch,
  product: IconGift,
  supplier: IconSubscribeAdd,
  system: IconSettings,
  user: IconUser,
  role: IconSafe,
  dept: IconBranch,
  dict: IconBook,
  menu: IconMenu,
  plan: IconTag,
  ad: IconNotification,
  monitor: IconDesktop,
  log: IconHistory,
  'error-log': IconBug,
  online: IconUserGroup,
  server: IconDesktop,
  database: IconStorage,
  tool: IconTool,
  storage: IconStorage,
  picture: IconImage,
  cloud: IconCloud,
  release: IconLaunch,
  doc: IconBook,
  common: IconCommon,
};

/** The icon of a menu, or nothing for an empty or unknown name. */
export function MenuIcon({ name, className }: { name: string; className?: string }) {
  const Icon = MENU_ICONS[name];
  if (!Icon) return null;
  return <Icon className={className} />;
}
