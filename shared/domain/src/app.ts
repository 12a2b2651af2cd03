/** The product name; every page title starts with it (spec section 1). */
export const APP_TITLE = '云交付-智能影音项目管理系统';

/** The document title for a route: the product name with the route title added. */
export function pageTitle(routeTitle?: string): string {
  return routeTitle ? `${routeTitle} - ${APP_TITLE}` : APP_TITLE;
}

/** Paths open without a token (spec section 2: /login is public; /404 and /401 must show to anyone). */
export const PUBLIC_PATHS = ['/login', '/404', '/401'];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
