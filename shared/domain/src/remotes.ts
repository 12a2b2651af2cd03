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
  /**
   * A page outside the menus: the module of the area's menu page it is opened from (`CustomerList` for 客户详情),
   * whose place in the menus its breadcrumb shows and whose sidebar item stays highlighted while it is shown.
   */
  parent?: string;
};

/**
 * What a remote's build writes beside its entry (`pages.json`): the area (its federation name), its Chinese title
 * (渠道客户), the kernel it was built against, its pages, and the contract of the area's server API it was built
 * against. The title and pages come from the area's own `src/pageTable.json`, the contract from its
 * `src/contract.json` (none for an area without a server half); no list of areas exists anywhere else. A release
 * published before areas carried their title has none: it is then named by its area.
 */
export type AreaPageTable = { area: string; title?: string; kernel: string; contract?: string; pages: AreaPage[] };

/** The contract version of each area's server API a server serves, by area (`server/dist/contracts.json`). */
export type ServedContracts = Record<string, string>;

/** One area's live release in `GET /api/remotes`. */
export type LiveRemote = {
  name: string;
  /** The area's Chinese title, from the release's page table (its name when the release has none). */
  title: string;
  version: string;
  entry: string;
  /** The kernel version the release was built against. */
  kernel: string;
  /** Whether the live host's kernel can serve it; the shell loads none that it cannot. */
  compatible: boolean;
  /** The contract of the area's server API the release was built against, when it declares one. */
  contract?: string;
  /** Whether this server serves that contract; the shell loads none that it does not. */
  contractCompatible: boolean;
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
export type NotInPlan = {
  plan: PlanName | null;
  pages: PageNotInPlan[];
  /**
   * The pages the company's plan opens and the user's roles do not hold (the sales user's 项目列表), so the shell
   * says 无权访问 rather than 页面不存在.
   */
  outsideRole: PageOutsideRole[];
};

/** A page the company sees and the user's roles do not: its path pattern and title. */
export type PageOutsideRole = { path: string; title: string };

/** What the shell shows for a page of a remote built for a newer kernel than the live host provides. */
export const NEEDS_NEWER_HOST = '模块需要新版主应用';
/** What the shell shows for a page of a remote built against a newer server API than the server serves. */
export const NEEDS_NEWER_SERVER = '模块需要新版服务端';

const versionParts = (version: string) => {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  return match ? { major: Number(match[1]), minor: Number(match[2]) } : null;
};

/**
 * Whether a provider of version `provided` serves a user built against version `needed`: the same major version
 * (nothing the user relies on was removed or changed) and a minor version at least the user's (everything it
 * relies on has been added). An unreadable version is never compatible. The one rule of the kernel (host and
 * remote) and of an area's server API (server and remote).
 */
export function versionServes(needed: string, provided: string): boolean {
  const r = versionParts(needed);
  const h = versionParts(provided);
  return Boolean(r && h && r.major === h.major && r.minor <= h.minor);
}

/** Whether a host of kernel `host` can serve a remote built against kernel `remote` (`versionServes`). */
export function kernelCompatible(remote: string, host: string): boolean {
  return versionServes(remote, host);
}

/**
 * Whether a server serving `served` (its contracts by area) can serve a remote of `area` built against contract
 * `remote`: a remote that declares no contract needs nothing of the server; one that does needs the server to
 * serve its area's contract (`versionServes`).
 */
export function contractCompatible(area: string, remote: string | undefined, served: ServedContracts): boolean {
  if (!remote) return true;
  const provided = servedContract(served, area);
  return Boolean(provided && versionServes(remote, provided));
}

/** The contract a server serves for an area: its own entry only, never an object's inherited member. */
const servedContract = (served: ServedContracts, area: string): string | undefined =>
  Object.prototype.hasOwnProperty.call(served, area) ? served[area] : undefined;

/** Why a release of the area titled `title` cannot go live on this host, in Chinese, or null when it can. */
export function kernelRefusal(title: string, remote: string, host: string): string | null {
  return kernelCompatible(remote, host)
    ? null
    : `${title} 的这个版本需要平台内核 ${remote}，当前主应用的内核是 ${host}，请先发布新版主应用`;
}

/**
 * Why a release of `area` (titled `title`: 渠道客户) cannot go live on this server, in Chinese, or null when it can.
 */
export function contractRefusal(
  area: string,
  remote: string | undefined,
  served: ServedContracts,
  title = area,
): string | null {
  if (contractCompatible(area, remote, served)) return null;
  const name = title;
  const provided = servedContract(served, area);
  return provided
    ? `${name} 的这个版本需要服务端接口契约 ${remote}，当前服务端提供的是 ${provided}，请先发布新版服务端`
    : `${name} 的这个版本需要服务端接口契约 ${remote}，当前服务端不提供该区域的接口，请先发布新版服务端`;
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
