import { isPublicPath } from '@yjf/domain/app';
import { FIRST_MENU_PATH } from '../shell/hostPages';

/** The login URL that brings the user back to `wanted` after signing in. */
export function loginUrl(wanted: string): string {
  return wanted && wanted !== '/' ? `/login?redirect=${encodeURIComponent(wanted)}` : '/login';
}

/**
 * Where a navigation must go instead, or null to let it through: without a token every path but the public
 * ones goes to /login with the wanted path in `redirect`; with one, /login is skipped.
 */
export function guardRedirect(url: URL, hasToken: boolean): string | null {
  if (hasToken) {
    // A signed-in user opening /login goes on: to the redirect, or to the first menu route.
    return url.pathname === '/login' ? (safeRedirect(url.searchParams.get('redirect')) ?? FIRST_MENU_PATH) : null;
  }
  if (isPublicPath(url.pathname)) return null;
  return loginUrl(`${url.pathname}${url.search}${url.hash}`);
}

/**
 * The path a redirect query may send the user to after signing in: only a path of this site, never another
 * origin (`//evil.example`, `https://...`), never the login page itself.
 */
export function safeRedirect(redirect: string | null | undefined): string | null {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return null;
  const url = new URL(redirect, 'http://local');
  if (url.origin !== 'http://local' || isPublicPath(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
