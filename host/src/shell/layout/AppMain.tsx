import { lazy, memo, Suspense, useEffect, useMemo } from 'react';
import {
  NavigationType,
  parsePath,
  Route,
  Routes,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_RouteContext as RouteContext,
  useLocation,
  type Location,
} from 'react-router-dom';
import { Provider, useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '@yjf/store/hooks';
import { storeOfPage } from '@yjf/store/recordTags';
import { addAffixView, addView } from '@yjf/store/tagsSlice';
import { RemotePage } from '../../federation/RemotePage';
import { HOME_PATH, HOST_PAGES } from '../hostPages';
import { UnmatchedPage } from '../pages/NotInPlanPage';
import type { PageRoute } from '@yjf/domain/menuRoutes';
import { matchPage } from '../routeTable';

/** 个人中心, the host's own page, loads when opened (its descriptions and logs are not on the first screen). */
const UserCenterPage = lazy(() => import('../pages/UserCenterPage').then((m) => ({ default: m.UserCenterPage })));
/** 消息中心, the host's own page too, loads when opened from the bell. */
const MessageCenterPage = lazy(() =>
  import('../pages/MessageCenterPage').then((m) => ({ default: m.MessageCenterPage })),
);

function PageContent({ route }: { route: PageRoute }) {
  if (route.component === HOST_PAGES.userCenter) {
    return (
      <Suspense fallback={null}>
        <UserCenterPage />
      </Suspense>
    );
  }
  if (route.component === HOST_PAGES.messageCenter) {
    return (
      <Suspense fallback={null}>
        <MessageCenterPage />
      </Suspense>
    );
  }
  return <RemotePage component={route.component} />;
}

/** A location object for a kept page's own address (`/customer/list?page=2`) and navigation state. */
function locationOf(fullPath: string, state: unknown): Location {
  const { pathname = '/', search = '', hash = '' } = parsePath(fullPath);
  return { pathname, search, hash, state: state ?? null, key: fullPath };
}

/**
 * The route context a kept page starts from: the top, as if its routes were the app's. The page area is the
 * element of the shell's catch-all route, whose match changes with every address; passed down, it would give
 * every kept page's useNavigate and useParams a new value, and so render every open page (its table, its
 * dictionary tags) again on each tag switch.
 */
const TOP_ROUTE = { outlet: null, matches: [], isDataRoute: false };

/**
 * One kept page, in its own location and route context: the page sees its own address, the same object for as
 * long as that address does not change, whether it is shown or hidden. So a tag switch renders no page again
 * (the one that leaves and the one that comes only change their `hidden`), and navigating elsewhere leaves every
 * kept page alone; a new address of the page shown (its `?page=2`) renders it. It also sees the store
 * through its own view (`storeOfPage`), which notes the record the page is opened for, so deleting that
 * record closes its tag.
 */
const KeptPage = memo(function KeptPage({
  pageKey,
  route,
  fullPath,
  state,
  hidden,
}: {
  pageKey: string;
  route: PageRoute;
  /** The page's address: the router's while it is shown, the one it had when it was last shown otherwise. */
  fullPath: string;
  /** The navigation state of the address, while the page is shown. */
  state: unknown;
  hidden: boolean;
}) {
  const store = useStore();
  const pageStore = useMemo(() => storeOfPage(store, pageKey), [store, pageKey]);
  const content = useMemo(
    () => (
      <Provider store={pageStore}>
        <RouteContext.Provider value={TOP_ROUTE}>
          <LocationContext.Provider
            value={{ location: locationOf(fullPath, state), navigationType: NavigationType.Pop }}
          >
            <Routes>
              <Route path={route.path} element={<PageContent route={route} />} />
            </Routes>
          </LocationContext.Provider>
        </RouteContext.Provider>
      </Provider>
    ),
    [pageStore, fullPath, state, route],
  );
  return (
    <div className="app-page" hidden={hidden} data-page={pageKey}>
      {content}
    </div>
  );
});

/**
 * The page area with keep-alive: every visited page stays mounted (hidden while its tag is not active), so a
 * half-filled form survives switching tags; a page whose menu says noCache is mounted only while shown.
 * Each kept page renders at its own location, so its parameters and query stay its own. 刷新 remounts one.
 */
export function AppMain({ routes }: { routes: PageRoute[] }) {
  const location = useLocation();
  const dispatch = useAppDispatch();
  const { visitedViews, cachedViews, refreshes } = useAppSelector((state) => state.tags);
  const current = matchPage(routes, location.pathname);
  const route = current?.route;
  const fullPath = `${location.pathname}${location.search}`;

  useEffect(() => {
    dispatch(addAffixView({ key: HOME_PATH, fullPath: HOME_PATH, title: '首页' }));
  }, [dispatch]);
  useEffect(() => {
    if (!route) return;
    dispatch(
      addView({
        key: location.pathname,
        fullPath,
        title: route.title,
        affix: route.path === HOME_PATH,
        noCache: route.noCache,
      }),
    );
  }, [dispatch, route, location.pathname, fullPath]);

  const active = location.pathname;
  const keys = cachedViews.includes(active) ? cachedViews : [...cachedViews, active];
  return (
    <>
      {keys.map((key) => {
        const match = matchPage(routes, key);
        if (!match) return null;
        const shown = key === active;
        return (
          <KeptPage
            key={`${key}#${refreshes[key] ?? 0}`}
            pageKey={key}
            route={match.route}
            fullPath={
              shown ? `${fullPath}${location.hash}` : (visitedViews.find((v) => v.key === key)?.fullPath ?? key)
            }
            state={shown ? location.state : null}
            hidden={!shown}
          />
        );
      })}
      {/* No page of the user's: one the company's plan does not include says so, any other path is 404. The
          kept pages stay mounted, hidden. */}
      {!current && <UnmatchedPage />}
    </>
  );
}
