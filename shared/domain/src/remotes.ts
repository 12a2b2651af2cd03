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

/** A remote's federation name: lower-case letters, digits and dashes, starting with a letter. */
export const remoteNamePattern = /^[a-z][a-z0-9-]{0,31}$/;
/** A release version folder: letters, digits, dots and dashes. */
export const releaseVersionPattern = /^[A-Za-z0-9][A-Za-z0-9.-]{0,63}$/;

/** One area's live release in `GET /api/remotes`. */
export type LiveRemote = { name: string; version: string; entry: string };
export type RemotesResponse = { remotes: LiveRemote[] };

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
