import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@yjf/store/hooks';
import { addAffixView, addView } from '@yjf/store/tagsSlice';
import { RemotePage } from '../../federation/RemotePage';
import { HOME_PATH, HOST_PAGES } from '../fixedRoutes';
import type { PageRoute } from '../menuRoutes';
import { UserCenterPage } from '../pages/UserCenterPage';
import { matchPage } from '../routeTable';

function PageContent({ route }: { route: PageRoute }) {
  if (route.component === HOST_PAGES.userCenter) return <UserCenterPage />;
  return <RemotePage component={route.component} />;
}

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
          <div key={`${key}#${refreshes[key] ?? 0}`} className="app-page" hidden={key !== active} data-page={key}>
            <Routes location={pageLocation}>
              <Route path={match.route.path} element={<PageContent route={match.route} />} />
            </Routes>
          </div>
        );
      })}
    </>
  );
}
