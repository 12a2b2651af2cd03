import { useEffect, useMemo } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { Button, Layout, Menu, Spin } from '@yjf/ui/arco';
import { pageTitle } from '@yjf/domain/app';
import type { MenuRoute } from '@yjf/domain/menus';
import { useGetMenuRoutesQuery } from '@yjf/api/menus';
import { RemotePage } from '../federation/RemotePage';
import { AccountDialogsProvider } from './account/AccountDialogs';
import { AvatarMenu } from './navbar/AvatarMenu';
import { UserCenterPage } from './pages/UserCenterPage';
import { firstMenuPath, joinPath, pageRoutes } from './menuRoutes';
import './ShellLayout.css';

/** The shell: the sidebar built from the server's menus, the top bar, and the page the route names. */
export function ShellLayout() {
  const { data: tree, isLoading, isError, refetch } = useGetMenuRoutesQuery();
  const pages = useMemo(() => pageRoutes(tree ?? []), [tree]);
  const location = useLocation();
  const current = pages.find((page) => page.path === location.pathname);
  const title = current?.title ?? (location.pathname === '/user/center' ? '个人中心' : undefined);

  useEffect(() => {
    document.title = pageTitle(title);
    window.scrollTo(0, 0);
  }, [title, location.pathname]);

  const home = firstMenuPath(tree ?? []) ?? '/user/center';
  return (
    <AccountDialogsProvider>
      <Layout className="shell">
        <Layout.Sider className="shell-sider" width={205}>
          <a className="shell-logo" href="/">
            云交付
          </a>
          {isLoading ? (
            <Spin className="shell-menu-loading" />
          ) : isError ? (
            <div className="shell-menu-error">
              菜单加载失败
              <Button size="mini" type="text" onClick={refetch}>
                重试
              </Button>
            </div>
          ) : (
            <SideMenu tree={tree ?? []} />
          )}
        </Layout.Sider>
        <Layout>
          <Layout.Header className="shell-navbar">
            <span className="shell-navbar-title">{title}</span>
            <AvatarMenu />
          </Layout.Header>
          <Layout.Content className="shell-main">
            <Routes>
              <Route path="/" element={isLoading ? null : <Navigate to={home} replace />} />
              <Route path="/user/center" element={<UserCenterPage />} />
              {pages.map((page) => (
                <Route key={page.path} path={page.path} element={<RemotePage component={page.component} />} />
              ))}
              <Route path="*" element={isLoading ? null : <Navigate to="/404" replace />} />
            </Routes>
          </Layout.Content>
        </Layout>
      </Layout>
    </AccountDialogsProvider>
  );
}

function SideMenu({ tree }: { tree: MenuRoute[] }) {
  const navigate = useNavigate();
  const location = useLocation();
  const render = (nodes: MenuRoute[], parent: string): React.ReactNode[] =>
    nodes
      .filter((node) => !node.hidden)
      .map((node) => {
        const path = joinPath(parent || '/', node.path);
        const children = (node.children ?? []).filter((child) => !child.hidden);
        return children.length ? (
          <Menu.SubMenu key={path} title={node.meta.title}>
            {render(children, path)}
          </Menu.SubMenu>
        ) : (
          <Menu.Item key={path}>{node.meta.title}</Menu.Item>
        );
      });
  return (
    <Menu selectedKeys={[location.pathname]} onClickMenuItem={(key) => navigate(key)} autoOpen>
      {render(tree, '')}
    </Menu>
  );
}
