import { FIRST_MENU_PATH, landingPath } from '@yjf/domain/landing';
import { pageRoutes } from '@yjf/domain/menuRoutes';
import { parseRemoteComponent, type LiveRemote } from '@yjf/domain/remotes';
import type { AppContext } from '../../context';
import type { LivePage } from '../../http/startPage';
import { resolveSession } from '../auth/sessions';
import { resolveRemotes } from './resolveRemotes';

/**
 * The area page a bookmarked path opens for the user of `token`, as the shell will find it: one of the user's
 * menu pages, or the home page at `/` and at its own path, in the release `resolveRemotes` gives this user (a
 * candidate by canary or preview, else the live one). Null for anything the shell would not load from an area at
 * once (no session, another page, an area served by a dev server, a release the live host or this server cannot serve), so the
 * start page only hints what the user may open and a company never learns where an area it has not bought lives.
 */
export async function livePageOf(
  ctx: AppContext,
  token: string,
  pathname: string,
  phone = false,
): Promise<LivePage | null> {
  const auth = await resolveSession(ctx.database.db, token, ctx.sessions);
  if (!auth) return null;
  const { remotes } = await resolveRemotes(ctx, auth);
  const tree = await ctx.catalog.userRouteTree(auth);
  // The installed app's start (`/first-menu`) opens where the shell lands the user: on a phone, 任务列表 for one
  // who works from tasks (`landingPath`), so that page's files and first data come with it too.
  const path = pathname === FIRST_MENU_PATH ? (landingPath(tree, auth.roles, phone) ?? pathname) : pathname;
  const menuPage = pageRoutes(tree).find((page) => page.path === path);
  const component = parseRemoteComponent(menuPage?.component);
  const opened = component ? { area: component.remote, module: component.module } : homePage(remotes, path);
  const release = opened && remotes.find((remote) => remote.name === opened.area);
  if (!opened || !release || ctx.config.remoteDevServers[release.name]) return null;
  if (!ctx.releases.pageTable(release.name, release.version) || !release.compatible || !release.contractCompatible)
    return null;
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
