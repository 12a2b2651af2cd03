import { LAYOUT_COMPONENT, MENU_TYPES, type MenuRoute } from '@yjf/domain/menus';
import type { MenuNode } from '@yjf/domain/menuSchemas';
import type { menus } from '../accounts/menuTables';

/** A row of the menus table. */
export type MenuRow = typeof menus.$inferSelect;

const byOrder = (a: MenuRow, b: MenuRow) => a.sort - b.sort || a.id - b.id;

function childrenOf(rows: MenuRow[]): Map<number | null, MenuRow[]> {
  const children = new Map<number | null, MenuRow[]>();
  const ids = new Set(rows.map((r) => r.id));
  for (const row of rows) {
    // A menu whose parent is not in the set hangs at the top (its parent was filtered out).
    const parent = row.pid !== null && ids.has(row.pid) ? row.pid : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  for (const list of children.values()) list.sort(byOrder);
  return children;
}

/**
 * The route tree of `GET /api/menus/build` from the menus a user may see: directories and pages, never
 * buttons. A top-level directory is the shell (`Layout`); an external link carries `meta.link`.
 */
export function toRouteTree(rows: MenuRow[]): MenuRoute[] {
  const children = childrenOf(rows.filter((r) => r.type !== MENU_TYPES.button));
  const build = (parent: number | null, depth: number): MenuRoute[] =>
    (children.get(parent) ?? []).map((row) => {
      const kids = build(row.id, depth + 1);
      const isDirectory = row.type === MENU_TYPES.directory;
      const route: MenuRoute = {
        name: row.name || `Menu${row.id}`,
        path: row.path,
        hidden: row.hidden,
        component: isDirectory ? (depth === 0 ? LAYOUT_COMPONENT : '') : row.iframe ? '' : row.component,
        meta: { title: row.title, icon: row.icon, noCache: !row.cache, ...(row.iframe ? { link: row.path } : {}) },
      };
      if (isDirectory) {
        route.alwaysShow = depth === 0;
        route.redirect = 'noredirect';
      }
      if (kids.length) route.children = kids;
      return route;
    });
  // A directory left without pages is not shown.
  const prune = (routes: MenuRoute[]): MenuRoute[] =>
    routes
      .map((r) => (r.children ? { ...r, children: prune(r.children) } : r))
      .filter((r) => !(r.redirect === 'noredirect' && !(r.children ?? []).length));
  return prune(build(null, 0));
}

/** The whole tree of `GET /api/menus/tree`, buttons included. */
export function toMenuTree(rows: MenuRow[]): MenuNode[] {
  const children = childrenOf(rows);
  const build = (parent: number | null): MenuNode[] =>
    (children.get(parent) ?? []).map((row) => ({
      id: row.id,
      pid: row.pid,
      type: row.type,
      title: row.title,
      name: row.name,
      component: row.component,
      path: row.path,
      icon: row.icon,
      sort: row.sort,
      hidden: row.hidden,
      cache: row.cache,
      permission: row.permission,
      iframe: row.iframe,
      scope: row.scope,
      createTime: row.createdAt.toISOString(),
      children: build(row.id),
    }));
  return build(null);
}
