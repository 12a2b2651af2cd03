import { LAYOUT_COMPONENT, type MenuRoute } from './menus';

/** A page the router can show: the full path and what to render there. */
export type PageRoute = {
  /** Full path, starting with `/`; may hold `:param?` segments. */
  path: string;
  /** Route name, the keep-alive and tag key. */
  name: string;
  title: string;
  icon: string;
  /** `<area>/<ExposedModule>` of the remote page. */
  component: string;
  hidden: boolean;
  noCache: boolean;
  /** Titles from the top of the menu down to this page, for the breadcrumb. */
  trail: string[];
  /**
   * A page outside the menus opened from a menu page (客户详情 from 客户列表): that page's path, highlighted in
   * the sidebar and linked from the breadcrumb.
   */
  menuPath?: string;
};

export function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child.replace(/\/+$/, '') || '/';
  const joined = `${parent.replace(/\/+$/, '')}/${child}`;
  return joined.startsWith('/') ? joined : `/${joined}`;
}

/**
 * Flattens the server's route tree into the pages it names. Directories and `Layout` entries only nest;
 * external links are not pages.
 */
export function pageRoutes(tree: MenuRoute[], parentPath = '', trail: string[] = []): PageRoute[] {
  return tree.flatMap((node) => {
    const path = joinPath(parentPath || '/', node.path);
    const nodeTrail = [...trail, node.meta.title];
    const own: PageRoute[] =
      node.component && node.component !== LAYOUT_COMPONENT && !node.meta.link && !/^https?:\/\//.test(node.path)
        ? [
            {
              path,
              name: node.name || path,
              title: node.meta.title,
              icon: node.meta.icon,
              component: node.component,
              hidden: node.hidden,
              noCache: node.meta.noCache,
              trail: nodeTrail,
            },
          ]
        : [];
    return [...own, ...pageRoutes(node.children ?? [], path, nodeTrail)];
  });
}

/**
 * The first route a user can open: the first visible menu's path, plus its first child's path when it has
 * children (spec section 2: a signed-in user opening /login goes there).
 */
export function firstMenuPath(tree: MenuRoute[]): string | null {
  const first = tree.find((node) => !node.hidden);
  if (!first) return null;
  const path = joinPath('/', first.path);
  const child = (first.children ?? []).find((node) => !node.hidden);
  return child ? joinPath(path, child.path) : path;
}
