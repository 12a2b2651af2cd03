import { registerApplication, start } from 'single-spa';
import { constructApplications, constructLayoutEngine, constructRoutes } from 'single-spa-layout';
import { getToken } from '@yjf/api/token';
import { askEarly, seedEarly } from '@yjf/api/earlyAnswers';
import { REQUEST_TIMEOUT_MS } from '@yjf/api/http';
import { isPublicPath } from '@yjf/domain/app';
import { guardRedirect } from './rootConfig/guard';
import { handOverDrawnScreen } from './drawnScreen';

/**
 * The root config: framework-free. It guards the page load and picks the public application (login, 404,
 * 401) or the shell; each loads on demand, so the sign-in page downloads neither the shell nor any remote.
 */
/** What the shell asks first: the user, the menus, the live areas. */
const EARLY_CALLS = ['/auth/info', '/api/menus/build', '/api/remotes'];

// The guard on page load. Later navigations stay inside one application, and the shell checks the token
// itself when it mounts (SessionGate); cancelling single-spa navigations from here raced with the router.
const redirectNow = guardRedirect(new URL(location.href), Boolean(getToken()));
if (redirectNow) history.replaceState(history.state, '', redirectNow);
// A signed-in page opened cold: its user, menus and area start loading beside the shell's code (the shell
// takes these answers instead of asking again), and the shell draws once the page can be drawn with them.
let coldOpen: Promise<void> = Promise.resolve();
if (getToken() && !isPublicPath(location.pathname)) {
  // The answers the server wrote into the page (its first data) come first; only what it left out is asked.
  seedEarly();
  for (const url of EARLY_CALLS) void askEarly(url, REQUEST_TIMEOUT_MS).catch(() => {});
  coldOpen = import(/* webpackChunkName: "open-bookmark" */ './shell/openBookmark')
    .then(({ openBookmark }) => openBookmark(location.pathname, location.search))
    .catch(() => {});
}

// A phone's page may come with its first screen drawn by the server: it stays until the page has drawn itself.
handOverDrawnScreen();

const loaders: Record<string, () => Promise<object>> = {
  public: () => import(/* webpackChunkName: "public-app" */ './public/lifecycles'),
  shell: () =>
    Promise.all([import(/* webpackChunkName: "shell-app" */ './shell/lifecycles'), coldOpen]).then(([app]) => app),
};

const routes = constructRoutes(document.querySelector<HTMLTemplateElement>('#single-spa-layout')!);
const applications = constructApplications({
  routes,
  loadApp: ({ name }) => loaders[name]!() as never,
});
const layoutEngine = constructLayoutEngine({ routes, applications });
applications.forEach(registerApplication);
layoutEngine.activate();
start({ urlRerouteOnly: true });
