import { lazy, memo, Suspense, useEffect, useMemo } from 'react';
import {
  Navigate,
  NavigationType,
  parsePath,
  Route,
  Routes,
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  type Location,
} from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@yjf/store/hooks';
import { addAffixView, addView } from '@yjf/store/tagsSlice';
import { RemotePage } from '../../federation/RemotePage';
import { HOME_PATH, HOST_PAGES } from '../fixedRoutes';
import type { PageRoute } from '../menuRoutes';
import { matchPage } from '../routeTable';

/** 个人中心, the host's own page, loads when opened (its descriptions and logs are not on the first screen). */
const UserCenterPage = lazy(() => import('../pages/UserCenterPage').then((m) => ({ default: m.UserCenterPage })));

function PageContent({ route }: { route: PageRoute }) {
  if (route.component === HOST_PAGES.userCenter) {
    return (
      <Suspense fallback={null}>
        <UserCenterPage />
      </Suspense>
    );
  }
  return <RemotePage component={route.component} />;
}

/** A location object for a kept page's own address (`/customer/list?page=2`). */
function locationOf(fullPath: string): Location {
  const { pathname = '/', search = '', hash = '' } = parsePath(fullPath);
  return { pathname, search, hash, state: null, key: fullPath };
}

/**
 * One kept page, in its own location: a hidden page sees its own address (stable while it is hidden), not
 * the router's, so navigating elsewhere does not render it again. With a dozen pages open a tag switch
 * renders the page that leaves and the page that comes, nothing else.
 */
const KeptPage = memo(function KeptPage({
  pageKey,
  route,
  location,
  hidden,
}: {
  pageKey: string;
  route: PageRoute;
  /** The live location for the page shown; the page's own address (a string) while it is hidden. */
  location: Location | string;
  hidden: boolean;
}) {
  const value = useMemo(
    () => ({
      location: typeof location === 'string' ? locationOf(location) : location,
      navigationType: NavigationType.Pop,
    }),
    [location],
  );
  return (
    <div className="app-page" hidden={hidden} data-page={pageKey}>
      <LocationContext.Provider value={value}>
        <Routes>
          <Route path={route.path} element={<PageContent route={route} />} />
        </Routes>
      </LocationContext.Provider>
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

  if (!current) return <Navigate to="/404" replace />;
  const active = location.pathname;
  const keys = cachedViews.includes(active) ? cachedViews : [...cachedViews, active];
  return (
    <>
      {keys.map((key) => {
        const match = matchPage(routes, key);
        if (!match) return null;
        const pageLocation = key === active ? location : (visitedViews.find((v) => v.key === key)?.fullPath ?? key);
        return (
          <KeptPage
            key={`${key}#${refreshes[key] ?? 0}`}
            pageKey={key}
            route={match.route}
            location={pageLocation}
            hidden={key !== active}
          />
        );
      })}
    </>
  );
}
