import { registerApplication, start } from 'single-spa';
import { constructApplications, constructLayoutEngine, constructRoutes } from 'single-spa-layout';
import { getToken } from '@yjf/api/token';
import { guardRedirect } from './rootConfig/guard';

/**
 * The root config: framework-free. It guards the page load and picks the public application (login, 404,
 * 401) or the shell; each loads on demand, so the sign-in page downloads neither the shell nor any remote.
 */
const loaders: Record<string, () => Promise<object>> = {
  public: () => import(/* webpackChunkName: "public-app" */ './public/lifecycles'),
  shell: () => import(/* webpackChunkName: "shell-app" */ './shell/lifecycles'),
};

// The guard on page load. Later navigations stay inside one application, and the shell checks the token
// itself when it mounts (SessionGate); cancelling single-spa navigations from here raced with the router.
const redirectNow = guardRedirect(new URL(location.href), Boolean(getToken()));
if (redirectNow) history.replaceState(history.state, '', redirectNow);

const routes = constructRoutes(document.querySelector<HTMLTemplateElement>('#single-spa-layout')!);
const applications = constructApplications({
  routes,
  loadApp: ({ name }) => loaders[name]!() as never,
});
const layoutEngine = constructLayoutEngine({ routes, applications });
applications.forEach(registerApplication);
layoutEngine.activate();
start({ urlRerouteOnly: true });
