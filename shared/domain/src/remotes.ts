/** The business areas, each a remote built and released on its own. */
export const AREAS = ['customers', 'projects', 'business', 'finance', 'purchasing', 'system'] as const;
export type Area = (typeof AREAS)[number];

/** Chinese names of the areas, as release screens and error messages show them. */
export const AREA_NAMES: Record<Area, string> = {
  customers: '渠道客户',
  projects: '项目管理',
  business: '商机管理',
  finance: '财务收款',
  purchasing: '采购出库',
  system: '系统管理',
};

/**
 * An area's Chinese name (渠道客户); the area itself when it has none, also for a name that is an object's member
 * (`constructor`), which a caller chose.
 */
export const areaTitle = (area: string): string => (Object.hasOwn(AREA_NAMES, area) ? AREA_NAMES[area as Area] : area);

/** A remote's federation name: lower-case letters, digits and dashes, starting with a letter. */
export const remoteNamePattern = /^[a-z][a-z0-9-]{0,31}$/;
/** A release version folder: letters, digits, dots and dashes. */
export const releaseVersionPattern = /^[A-Za-z0-9][A-Za-z0-9.-]{0,63}$/;

/**
 * A page an area owns, as its page table declares it (`remotes/<area>/src/pageTable.json`) and its release
 * carries it (`pages.json`). The shell learns every area's pages from the server, without loading a remote.
 */
export type AreaPage = {
  /** The module the remote exposes for the page: `CustomerInfo`; a menu names it `customers/CustomerInfo`. */
  module: string;
  title: string;
  /** A page outside the menus (spec section 2's hidden routes): its path pattern. A menu page takes the menu's. */
  path?: string;
  /** The home page, whose tab cannot be closed. */
  home?: boolean;
  /** Not kept mounted while another tab is shown. */
  noCache?: boolean;
};

/** What a remote's build writes beside its entry: the area, the kernel it was built against, its pages. */
export type AreaPageTable = { area: string; kernel: string; pages: AreaPage[] };

/** One area's live release in `GET /api/remotes`. */
export type LiveRemote = {
  name: string;
  version: string;
  entry: string;
  /** The kernel version the release was built against. */
  kernel: string;
  /** Whether the live host's kernel can serve it; the shell loads none that it cannot. */
  compatible: boolean;
  pages: AreaPage[];
  /**
   * Which release the caller gets: the area's stable (live) version, its candidate because the caller's company
   * is in the canary, or its candidate because the caller's session previews it.
   */
  channel: RemoteChannel;
  /**
   * For a candidate (canary, preview): the stable release to fall back to when it fails to load, null when the
   * area has no live version yet. Absent on the stable channel.
   */
  stable?: { version: string; entry: string } | null;
};
export type RemoteChannel = 'stable' | 'canary' | 'preview';
/** A candidate the caller's session previews: the shell shows 「预览中：<title> <version>」 with 「退出预览」. */
export type RemotePreview = { area: string; title: string; version: string };
export type RemotesResponse = { remotes: LiveRemote[]; previews: RemotePreview[] };

/** A plan as a page outside the company's plan names it: code and name (旗舰版, C). */
export type PlanName = { code: string; name: string };

/** A page of the product the company's plan does not open: its path pattern, its title and the plans that open it. */
export type PageNotInPlan = { path: string; title: string; plans: PlanName[] };

/**
 * `GET /api/remotes/notInPlan`: the company's plan in force (null: none) and the pages of the product it does not
 * open, so the shell can tell such a page from one that does not exist.
 */
export type NotInPlan = { plan: PlanName | null; pages: PageNotInPlan[] };

/** What the shell shows for a page of a remote built for a newer kernel than the live host provides. */
export const NEEDS_NEWER_HOST = '模块需要新版主应用';

const versionParts = (version: string) => {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  return match ? { major: Number(match[1]), minor: Number(match[2]) } : null;
};

/**
 * Whether a host of kernel `host` can serve a remote built against kernel `remote`: the same major version
 * (nothing the remote uses was removed or changed) and a minor version at least the remote's (everything it
 * uses has been added). An unreadable version is never compatible.
 */
export function kernelCompatible(remote: string, host: string): boolean {
  const r = versionParts(remote);
  const h = versionParts(host);
  return Boolean(r && h && r.major === h.major && r.minor <= h.minor);
}

/** Why a release cannot go live on this host, in Chinese, or null when it can. */
export function kernelRefusal(area: string, remote: string, host: string): string | null {
  return kernelCompatible(remote, host)
    ? null
    : `${areaTitle(area)} 的这个版本需要平台内核 ${remote}，当前主应用的内核是 ${host}，请先发布新版主应用`;
}

/** The URL of a remote's federation manifest, as the server serves it. */
export function remoteEntryUrl(name: string, version: string): string {
  return `/remotes/${name}/${version}/mf-manifest.json`;
}

/**
 * A menu's component names the remote and the module it exposes, `customers/CustomerList`.
 * Answers null for anything else (`Layout`, an empty string, a path with more parts, odd characters).
 */
export function parseRemoteComponent(component: string | null | undefined): { remote: string; module: string } | null {
  const match = /^([a-z][a-z0-9-]{0,31})\/([A-Za-z][A-Za-z0-9]{0,63})$/.exec(component ?? '');
  return match ? { remote: match[1]!, module: match[2]! } : null;
}
