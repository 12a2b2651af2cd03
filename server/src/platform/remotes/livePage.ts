import { parseRemoteComponent, type LiveRemote } from '@yjf/domain/remotes';
import type { AppContext } from '../../context';
import type { LivePage } from '../../http/startPage';
import { resolveSession } from '../auth/sessions';
import { resolveRemotes } from './resolveRemotes';

/**
 * The area page a bookmarked path opens for the user of `token`, as the shell will find it: one of the user's
 * menu pages, or the home page at `/` and at its own path, in the release `resolveRemotes` gives this user (a
 * candidate by canary or preview, else the live one). Null for anything the shell would not load from an area at
 * once (no session, another page, an area served by a dev server, a release the live host cannot serve), so the
 * start page only hints what the user may open and a company never learns where an area it has not bought lives.
 */
export async function livePageOf(ctx: AppContext, token: string, pathname: string): Promise<LivePage | null> {
  const auth = await resolveSession(ctx.database.db, token);
  if (!auth) return null;
  const { remotes } = await resolveRemotes(ctx, auth);
  const menuPage = (await ctx.catalog.userPages(auth)).find((page) => page.path === pathname);
  const component = parseRemoteComponent(menuPage?.component);
  const opened = component ? { area: component.remote, module: component.module } : homePage(remotes, pathname);
  const release = opened && remotes.find((remote) => remote.name === opened.area);
  if (!opened || !release || ctx.config.remoteDevServers[release.name]) return null;
  if (!ctx.releases.pageTable(release.name, release.version) || !release.compatible) return null;
  return { area: release.name, version: release.version, module: opened.module };
}

/** The home page, which every user may open: at `/`, and at the path its area's page table gives it. */
function homePage(remotes: LiveRemote[], pathname: string) {
  for (const remote of remotes) {
    const home = remote.pages.find((page) => page.home);
    if (home && (pathname === '/' || pathname === home.path)) return { area: remote.name, module: home.module };
  }
  return null;
}
