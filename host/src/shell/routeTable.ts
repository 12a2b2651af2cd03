import { matchPath } from 'react-router-dom';
import type { MenuRoute } from '@yjf/domain/menus';
import type { LiveRemote, PageNotInPlan } from '@yjf/domain/remotes';
import { HOME_PATH, HOST_ROUTES } from './hostPages';
import { pageRoutes, type PageRoute } from '@yjf/domain/menuRoutes';

/**
 * The pages areas declare outside the menus (spec section 2's hidden routes, the home page), from their page tables.
 * One opened from a menu page the user has (its `parent`) sits under it: its breadcrumb is that page's, then its
 * own title (首页 / 渠道客户 / 客户列表 / 客户详情), and that page's sidebar item stays highlighted.
 */
export function areaRoutes(
  remotes: Iterable<Pick<LiveRemote, 'name' | 'pages'>>,
  menuPages: PageRoute[] = [],
): PageRoute[] {
  return [...remotes].flatMap((remote) =>
    remote.pages.flatMap((page) => {
      if (!page.path) return [];
      const parent = page.parent && menuPages.find((p) => p.component === `${remote.name}/${page.parent}`);
      return [
        {
          path: page.path,
          name: page.module,
          title: page.title,
          icon: page.home ? 'dashboard' : '',
          component: `${remote.name}/${page.module}`,
          hidden: true,
          noCache: page.noCache ?? false,
          trail: parent ? [...parent.trail, page.title] : [page.title],
          ...(parent ? { menuPath: parent.path } : {}),
        },
      ];
    }),
  );
}

/**
 * Every page the shell can show: the user's menu pages first, then the shell's own pages, then the pages the
 * areas the user may open declare outside the menus.
 */
export function routeTable(tree: MenuRoute[], remotes: Iterable<Pick<LiveRemote, 'name' | 'pages'>>): PageRoute[] {
  const menuPages = pageRoutes(tree);
  const taken = new Set(menuPages.map((p) => p.path));
  return [...menuPages, ...[...HOST_ROUTES, ...areaRoutes(remotes, menuPages)].filter((r) => !taken.has(r.path))];
}

/** The page a path shows, with its parameters; null for an unknown path (the shell sends it to /404). */
export function matchPage(
  routes: PageRoute[],
  pathname: string,
): { route: PageRoute; params: Record<string, string | undefined> } | null {
  for (const route of routes) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) return { route, params: match.params };
  }
  return null;
}

/**
 * The page of the product a path opens that the company's plan does not include, or null: a path no page of
 * the user matches is one of these, or does not exist (404).
 */
export function pageNotInPlan<Page extends Pick<PageNotInPlan, 'path'>>(pages: Page[], pathname: string): Page | null {
  return pages.find((page) => matchPath({ path: page.path, end: true }, pathname)) ?? null;
}

/**
 * The breadcrumb of a page: 首页 first, unless the page is the home page itself; a page opened from a menu page
 * links back to it.
 */
export function breadcrumbOf(route: PageRoute | undefined): { title: string; path?: string }[] {
  // A path none of the user's pages matches (无权访问, 未开通, a page being looked up) still leads home.
  if (!route) return [{ title: '首页', path: HOME_PATH }];
  if (route.path === HOME_PATH) return [{ title: '首页' }];
  const last = route.trail.length - 1;
  return [
    { title: '首页', path: HOME_PATH },
    ...route.trail.map((title, index) =>
      route.menuPath && index === last - 1 ? { title, path: route.menuPath } : { title },
    ),
  ];
}

/** The pages the header search offers: visible pages, by title and path. */
export function searchPages(routes: PageRoute[], text: string): PageRoute[] {
  const query = text.trim().toLowerCase();
  if (!query) return [];
  return routes.filter(
    (r) =>
      !r.hidden &&
      !r.path.includes(':') &&
      (r.trail.join('/').toLowerCase().includes(query) || r.path.toLowerCase().includes(query)),
  );
}
