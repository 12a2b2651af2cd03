import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Menu } from '@yjf/ui/arcoCore';
import { MenuIcon } from '@yjf/ui/menuIcons';
import type { MenuRoute } from '@yjf/domain/menus';
import { useAppSelector } from '@yjf/store/hooks';
import { preloadRemotePage } from '../../federation/remoteRegistry';
import { joinPath } from '@yjf/domain/menuRoutes';
import { useOpenPage } from './shellHooks';

type Props = {
  tree: MenuRoute[];
  collapsed: boolean;
  /** Called once a menu item is chosen: the phone's drawer closes, even on the page already shown. */
  onNavigate?: () => void;
  /** The menu page that stands for the page shown (a detail page's list); default the address's path. */
  menuPath?: string;
};

/** Paths of the directories above the current page, so its menu is open. */
function openKeysFor(tree: MenuRoute[], pathname: string, parent = ''): string[] {
  for (const node of tree) {
    const path = joinPath(parent || '/', node.path);
    if (node.children?.length) {
      const below = openKeysFor(node.children, pathname, path);
      if (below.length || pathname.startsWith(`${path}/`)) return [path, ...below];
    }
  }
  return [];
}

/** The sidebar: the logo (a link to /) and the menu tree the server built for the user. */
export function Sidebar({ tree, collapsed, onNavigate, menuPath }: Props) {
  const openPage = useOpenPage();
  const { pathname } = useLocation();
  const location = { pathname: menuPath ?? pathname };
  const { sidebarLogo, uniqueOpened } = useAppSelector((state) => state.settings);
  const routeKeys = useMemo(() => openKeysFor(tree, location.pathname), [tree, location.pathname]);
  const [openKeys, setOpenKeys] = useState<string[]>(routeKeys);
  // The current page's directories open as the user navigates (only them, with the accordion setting).
  useEffect(() => {
    setOpenKeys((keys) => {
      const next = uniqueOpened ? routeKeys : [...new Set([...keys, ...routeKeys])];
      // The same keys keep the same array: the menu does not render again for a page in an open directory.
      return next.length === keys.length && next.every((key, i) => key === keys[i]) ? keys : next;
    });
  }, [routeKeys, uniqueOpened]);
  // A directory's items are drawn once it has been opened, and kept (they close with an animation). Arco keeps a
  // closed directory's items in the page, hidden; for the administrator they were most of the sidebar, and the
  // sidebar a third of the first draw of a page opened cold. Folded, each directory opens as a pop-up of its own.
  const opened = useRef(new Set<string>());
  for (const key of openKeys) opened.current.add(key);
  const links = useMemo(() => new Map<string, string>(), []);
  const nav = useRef<HTMLElement>(null);
  // Arco draws a directory's title as a focusable div with aria-expanded but no role, which that attribute
  // does not allow, inside its role="menu": give it the role it plays there, a menu item that opens its items.
  useEffect(() => {
    for (const header of nav.current?.querySelectorAll('[aria-expanded]:not([role])') ?? []) {
      header.setAttribute('role', 'menuitem');
    }
  });

  const render = (nodes: MenuRoute[], parent: string): React.ReactNode[] =>
    nodes
      .filter((node) => !node.hidden)
      .map((node) => {
        const path = node.meta.link ? node.meta.link : joinPath(parent || '/', node.path);
        const children = (node.children ?? []).filter((child) => !child.hidden);
        const label = (
          <>
            <MenuIcon name={node.meta.icon} className="sidebar-icon" />
            <span>{node.meta.title}</span>
          </>
        );
        if (children.length) {
          return (
            <Menu.SubMenu key={path} title={label}>
              {collapsed || opened.current.has(path) ? render(children, path) : null}
            </Menu.SubMenu>
          );
        }
        if (node.meta.link) links.set(path, node.meta.link);
        // A page's code starts loading when the pointer reaches its item, ahead of the click.
        const preload = () => preloadRemotePage(node.component);
        return (
          <Menu.Item key={path} onMouseEnter={preload} onFocus={preload}>
            {label}
          </Menu.Item>
        );
      });

  return (
    <nav className="sidebar" aria-label="主菜单" ref={nav}>
      {sidebarLogo && (
        <a className="sidebar-logo" href="/" title="云交付">
          <img src="/favicon.svg" alt="" width={26} height={26} />
          {!collapsed && <span>云交付</span>}
        </a>
      )}
      <Menu
        className="sidebar-menu"
        collapse={collapsed}
        selectedKeys={[location.pathname]}
        openKeys={openKeys}
        onClickSubMenu={(_key, keys) => setOpenKeys(keys)}
        accordion={uniqueOpened}
        onClickMenuItem={(key) => {
          const link = links.get(key);
          if (link) window.open(link, '_blank', 'noopener');
          else openPage(key);
          onNavigate?.();
        }}
      >
        {render(tree, '')}
      </Menu>
    </nav>
  );
}
