import { askFirstData, queriesSettled } from '@yjf/api/firstData';
import { menusApi } from '@yjf/api/menus';
import { sessionApi } from '@yjf/api/sessionApi';
import { store } from '@yjf/store/store';
import { loadLiveRemotes, loadRemotePage } from '../federation/remoteRegistry';
import { HOME_PATH, HOST_PAGES } from './hostPages';
import { prepareMembershipOnLoad } from './membership/membershipOnLoad';
import { matchPage, routeTable } from './routeTable';

/** The longest the shell waits to draw a page opened cold in one piece; after it, it draws what it has. */
export const ONE_PIECE_WAIT_MS = 3000;

/**
 * A page opened cold (a bookmark, a shared link, a reload), signed in. The root config has asked for the user,
 * the menus and the live areas as the page opened (`askEarly`); here, while the shell's own code downloads, the
 * user and menus go into the store, the live areas are registered, the page's module loads with the shared
 * modules it needs, and what the page reads first (its `firstData`) is asked for as soon as the module is in.
 *
 * Answers when the shell should draw: once all of that has its answers, so that the shell and the page are drawn
 * once, together, with the page's data (drawn as they arrived, the shell was drawn three times and the page twice,
 * empty and then with its rows, while the page's code loaded between those draws). A trial user's membership
 * dialog, which opens over the page, is what that user answers first: the shell draws it as soon as it can
 * (`prepareMembershipOnLoad`), and the page follows. Nothing waits longer than ONE_PIECE_WAIT_MS. Anything that
 * fails is left for the shell and the page to ask again and report as they always do.
 *
 * An address with a query string (`?page=2&blurry=张`, a list's state) names data other than the page's first:
 * its first data would be asked for nothing, so the page is drawn as soon as its code is in, and asks itself.
 */
export function openBookmark(pathname: string, search = ''): Promise<void> {
  const dialogFirst = prepareMembershipOnLoad();
  const opened = open(pathname, search);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, ONE_PIECE_WAIT_MS)));
  return Promise.race([opened, dialogFirst.then((opens) => (opens ? undefined : opened)), waited]).finally(() =>
    clearTimeout(timer),
  );
}

async function open(pathname: string, search: string): Promise<void> {
  try {
    const info = store.dispatch(sessionApi.endpoints.getInfo.initiate(undefined, { subscribe: false }));
    const menus = store.dispatch(menusApi.endpoints.getMenuRoutes.initiate(undefined, { subscribe: false }));
    const [tree, remotes] = await Promise.all([menus.unwrap(), loadLiveRemotes()]);
    const page = matchPage(routeTable(tree, remotes.values()), pathname === '/' ? HOME_PATH : pathname);
    const component = page?.route.component;
    if (page && component && !Object.values<string>(HOST_PAGES).includes(component)) {
      const [loaded, me] = await Promise.all([loadRemotePage(component), info.unwrap()]);
      if (loaded.kind === 'ready' && loaded.firstData && !search) {
        await askFirstData(store.dispatch, loaded.firstData, { user: me.user, params: page.params });
      }
    }
    await queriesSettled(store.dispatch);
  } catch {
    // The shell asks again and says what went wrong.
  }
}
