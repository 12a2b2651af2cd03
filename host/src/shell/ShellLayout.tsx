import { useEffect, useMemo } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { Layout, Menu, Result, Spin } from '@yjf/ui/arco';
import { pageTitle } from '@yjf/domain/app';
import type { MenuRoute } from '@yjf/domain/menus';
import { useGetMenuRoutesQuery } from '@yjf/api/menus';
import { RemotePage } from '../federation/RemotePage';
import { firstMenuPath, joinPath, pageRoutes } from './menuRoutes';
import './ShellLayout.css';

/** The shell: the sidebar built from the server's menus, and the page the route names. */
export function ShellLayout() {
  const { data: tree, isLoading, isError } = useGetMenuRoutesQuery();
  const pages = useMemo(() => pageRoutes(tree ?? []), [tree]);
  const location = useLocation();
  const current = pages.find((page) => page.path === location.pathname);

  useEffect(() => {
    document.title = pageTitle(current?.title);
    window.scrollTo(0, 0);
  }, [current?.title, location.pathname]);

  if (isLoading) return <Spin className="shell-loading" tip="正在加载菜单…" />;
  if (isError) return <Result status="error" title="菜单加载失败" subTitle="请刷新页面重试。" />;

  const home = firstMenuPath(tree ?? []) ?? '/404';
  return (
    <Layout className="shell">
      <Layout.Sider className="shell-sider" width={205}>
        <a className="shell-logo" href="/">
          云交付
        </a>
        <SideMenu tree={tree ?? []} />
      </Layout.Sider>
      <Layout.Content className="shell-main">
        <Routes>
          <Route path="/" element={<Navigate to={home} replace />} />
          {pages.map((page) => (
            <Route key={page.path} path={page.path} element={<RemotePage component={page.component} />} />
          ))}
          <Route path="*" element={<Navigate to="/404" replace />} />
        </Routes>
      </Layout.Content>
    </Layout>
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
