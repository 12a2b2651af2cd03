import { useEffect, useMemo } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { Button, Drawer, Layout, Skeleton } from '@yjf/ui/arcoCore';
import { pageTitle } from '@yjf/domain/app';
import { useGetMenuRoutesQuery } from '@yjf/api/menus';
import { useAppDispatch, useAppSelector } from '@yjf/store/hooks';
import { closeSidebar, MOBILE_BREAKPOINT } from '@yjf/store/appSlice';
import { refreshView } from '@yjf/store/tagsSlice';
import { previewsNow } from '../../federation/remoteRegistry';
import { useLiveRemotes } from '../../federation/useLiveRemotes';
import { AccountDialogsProvider } from '../account/AccountDialogs';
import { FIRST_MENU_PATH, HOME_PATH } from '../hostPages';
import { landingPath } from '@yjf/domain/landing';
import { useGetInfoQuery } from '@yjf/api/sessionApi';
import { onDemand } from '@yjf/ui/onDemand';
import { useIsPhone } from '@yjf/ui/useIsPhone';
import { Navbar } from '../navbar/Navbar';
import { NetworkNotice } from '../network/NetworkNotice';
import { PreviewBar } from '../PreviewBar';
import { matchPage, routeTable } from '../routeTable';
import { AppMain } from './AppMain';
import { SettingsPanel } from './SettingsPanel';
import { usePersistedShellState, useResponsiveDevice } from './shellHooks';
import { TagsView } from './TagsView';
import { TopProgress } from './TopProgress';
import './ShellLayout.css';

/**
 * The sidebar's menu and its icons (61 of them, 80 KB): a desktop draws it at once and starts loading it as the
 * shell starts; on a phone or a tablet, where the menu is a drawer, it loads when the menu is first opened
 * (issue 58: a phone loads only what it draws).
 */
const sidebarModule = onDemand(() => import('./Sidebar'));
if (typeof window !== 'undefined' && window.innerWidth >= MOBILE_BREAKPOINT) sidebarModule.preload();

/** `/redirect/<path>`: remounts the page at `<path>` (spec section 2, the helper used to refresh a page). */
function RedirectPage() {
  const target = `/${useParams()['*'] ?? ''}`;
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(refreshView(target.split('?')[0]!));
  }, [dispatch, target]);
  return <Navigate to={`${target}${useLocation().search}`} replace />;
}

/**
 * The shell (spec section 2): the sidebar with the server's menu, the top bar, the tags bar and the pages,
 * plus the settings panel. Under 992 px (mobile mode, spec section 9) the sidebar is a drawer opened by 打开菜单
 * and closed once a menu item is chosen or the route changes, the top bar is compact and the page takes the
 * whole width; under 768 px (a phone) the top bar is tighter still (`ShellLayout.css`). The tags bar stays on
 * phones: it is how one goes back to a half-filled form, and it scrolls with 首页 pinned.
 */
export function ShellLayout() {
  usePersistedShellState();
  useResponsiveDevice();
  const dispatch = useAppDispatch();
  const { data: tree, isLoading: menusLoading, isError, refetch } = useGetMenuRoutesQuery();
  // Asked for at once, beside the menus: the areas' own pages (detail pages, the home page) come from there.
  const remotes = useLiveRemotes();
  const isLoading = menusLoading || !remotes;
  const routes = useMemo(() => routeTable(tree ?? [], remotes ?? []), [tree, remotes]);
  const location = useLocation();
  // One value each: the shell re-renders when one of them changes, not on every change to the app or settings.
  const sidebarOpened = useAppSelector((state) => state.app.sidebar.opened);
  const mobile = useAppSelector((state) => state.app.device === 'mobile');
  const tagsView = useAppSelector((state) => state.settings.tagsView);
  const fixedHeader = useAppSelector((state) => state.settings.fixedHeader);
  const Sidebar = sidebarModule.use(!mobile || sidebarOpened)?.Sidebar;
  const current = matchPage(routes, location.pathname)?.route;
  // Where sign-in and the home-screen app land: the first menu, or 任务列表 for a phone's task worker.
  const roles = useGetInfoQuery().data?.user.roles ?? [];
  const landing = landingPath(tree ?? [], roles, useIsPhone()) ?? HOME_PATH;

  useEffect(() => {
    document.title = pageTitle(current?.title);
    window.scrollTo(0, 0);
  }, [current?.title, location.pathname]);
  useEffect(() => {
    if (mobile) dispatch(closeSidebar({ withoutAnimation: false }));
  }, [mobile, location.pathname, dispatch]);

  const sidebarContent = isError ? (
    <div className="sidebar-error">
      菜单加载失败
      <Button size="mini" type="text" onClick={refetch}>
        重试
      </Button>
    </div>
  ) : Sidebar ? (
    <Sidebar
      tree={tree ?? []}
      collapsed={!mobile && !sidebarOpened}
      menuPath={current?.menuPath}
      onNavigate={mobile ? () => dispatch(closeSidebar({ withoutAnimation: false })) : undefined}
    />
  ) : null;

  return (
    <AccountDialogsProvider>
      <TopProgress />
      {/* Told that it holds a sider (the patched Layout then does not count it), it is not drawn again as the sider
          mounts, and with it every item of the menu. */}
      <Layout className={`shell ${mobile ? 'shell-mobile' : ''}`} hasSider={!mobile}>
        {mobile ? (
          <Drawer
            className="sidebar-drawer"
            placement="left"
            width={205}
            visible={sidebarOpened}
            footer={null}
            title={null}
            closable={false}
            onCancel={() => dispatch(closeSidebar({ withoutAnimation: false }))}
          >
            {sidebarContent}
          </Drawer>
        ) : (
          <Layout.Sider
            className="shell-sider"
            width={205}
            collapsedWidth={54}
            collapsed={!sidebarOpened}
            trigger={null}
          >
            {sidebarContent}
          </Layout.Sider>
        )}
        <Layout className="shell-body">
          {remotes && <PreviewBar previews={previewsNow()} />}
          <header className={fixedHeader ? 'shell-header shell-header-fixed' : 'shell-header'}>
            <Navbar routes={routes} current={current} />
            {tagsView && <TagsView />}
            <NetworkNotice />
          </header>
          <main className="shell-main">
            {isLoading ? (
              <Skeleton animation text={{ rows: 6 }} />
            ) : (
              <Routes>
                <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
                <Route path={FIRST_MENU_PATH} element={<Navigate to={landing} replace />} />
                <Route path="/redirect/*" element={<RedirectPage />} />
                <Route path="*" element={<AppMain routes={routes} />} />
              </Routes>
            )}
          </main>
        </Layout>
      </Layout>
      <SettingsPanel />
    </AccountDialogsProvider>
  );
}
