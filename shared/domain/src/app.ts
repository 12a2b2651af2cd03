/** The product name; every page title starts with it (spec section 1). */
export const APP_TITLE = '云交付-智能影音项目管理系统';

/** The document title for a route: the product name with the route title added. */
export function pageTitle(routeTitle?: string): string {
  return routeTitle ? `${routeTitle} - ${APP_TITLE}` : APP_TITLE;
}
