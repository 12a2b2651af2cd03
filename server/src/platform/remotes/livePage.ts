import { contractCompatible, kernelCompatible, parseRemoteComponent } from '@yjf/domain/remotes';
import type { AppContext } from '../../context';
import type { LivePage } from '../../http/startPage';
import { resolveSession } from '../auth/sessions';

/**
 * The live area page a bookmarked path opens for the user of `token`, as the shell will find it: one of the
 * user's menu pages, or the home page at `/` and at its own path. Null for anything the shell would not load
 * from an area at once (no session, another page, an area served by a dev server, a release the live host
 * or this server cannot serve), so the start page only hints what the user may open and a company never learns where an
 * area it has not bought lives.
 */
export async function livePageOf(ctx: AppContext, token: string, pathname: string): Promise<LivePage | null> {
  const auth = await resolveSession(ctx.database.db, token);
  if (!auth) return null;
  const live = ctx.releases.live();
  const menuPage = (await ctx.catalog.userPages(auth)).find((page) => page.path === pathname);
  const component = parseRemoteComponent(menuPage?.component);
  const opened = component ? { area: component.remote, module: component.module } : homePage(ctx, live, pathname);
  const release = opened && live.find((candidate) => candidate.name === opened.area);
  if (!opened || !release || ctx.config.remoteDevServers[release.name]) return null;
  const table = ctx.releases.pageTable(release.name, release.version);
  const hostKernel = ctx.releases.hostKernel();
  if (!table || (hostKernel && !kernelCompatible(table.kernel, hostKernel))) return null;
  const served = ctx.releases.servedContracts();
  if (served && !contractCompatible(release.name, table.contract, served)) return null;
  return { area: release.name, version: release.version, module: opened.module };
}

/** The home page, which every user may open: at `/`, and at the path its area's page table gives it. */
function homePage(ctx: AppContext, live: { name: string; version: string }[], pathname: string) {
  for (const release of live) {
    const home = ctx.releases.pageTable(release.name, release.version)?.pages.find((page) => page.home);
    if (home && (pathname === '/' || pathname === home.path)) return { area: release.name, module: home.module };
  }
  return null;
}
