import { HOST_RELEASE, type ReleaseRegistry } from '@yjf/deploy/releaseRegistry';

/** What the release routes say to a caller who is not a platform administrator. */
export const ONLY_PLATFORM = '只有平台管理员可以发布';

/**
 * How the releases of `releases` name an area in Chinese (渠道客户; 主应用 for the host): by the title its live release's page table
 * carries, else its newest release's. The area itself when no release of it carries one (a release from before
 * areas had titles, or a name the registry does not hold, an object's member such as `constructor` too). No list
 * of areas is consulted: a new area is named as soon as it is released.
 */
export function areaTitles(releases: ReleaseRegistry): (area: string) => string {
  return (area) => {
    if (area === HOST_RELEASE) return '主应用';
    const held = releases.read().areas[area];
    if (!held) return area;
    const newestFirst = held.versions.map((release) => release.version).reverse();
    for (const version of held.live ? [held.live, ...newestFirst] : newestFirst) {
      const title = releases.pageTable(area, version)?.title;
      if (title) return title;
    }
    return area;
  };
}
