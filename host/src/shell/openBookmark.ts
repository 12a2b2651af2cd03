import { askEarly } from '@yjf/api/earlyAnswers';
import { REQUEST_TIMEOUT_MS } from '@yjf/api/http';
import type { MenuRoute } from '@yjf/domain/menus';
import { loadLiveRemotes, preloadRemotePage } from '../federation/remoteRegistry';
import { HOME_PATH, HOST_PAGES } from './hostPages';
import { prepareMembershipOnLoad } from './membership/membershipOnLoad';
import { matchPage, routeTable } from './routeTable';

/**
 * A page opened cold (a bookmark, a shared link, a reload), signed in. Without this, the shell asks for the
 * user, the menus and the live areas only once its own code has loaded and drawn, and only then loads the
 * page's area: each step waits for the one before. The root config asks for the user, the menus and the live
 * areas as soon as it runs (`askEarly`); here, while the shell's code is still downloading, the live areas are
 * registered and the page's module starts loading with the shared modules it needs. Anything that fails is
 * left for the shell to ask again and report as it always does. A trial user's membership dialog, which opens
 * over the page, starts loading too (`prepareMembershipOnLoad`).
 */
export async function openBookmark(pathname: string): Promise<void> {
  void prepareMembershipOnLoad();
  try {
    const [menus, remotes] = await Promise.all([askEarly('/api/menus/build', REQUEST_TIMEOUT_MS), loadLiveRemotes()]);
    if (!menus.ok) return;
    const tree = (await menus.json()) as MenuRoute[];
    const page = matchPage(routeTable(tree, remotes.values()), pathname === '/' ? HOME_PATH : pathname);
    const component = page?.route.component;
    if (component && !Object.values<string>(HOST_PAGES).includes(component)) preloadRemotePage(component);
  } catch {
    // The shell asks again and says what went wrong.
  }
}
