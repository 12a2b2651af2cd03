import Cookies from 'js-cookie';

/** The cookie that holds the session token (spec: "the token in a cookie"). */
export const TOKEN_COOKIE = 'YJF-TOKEN';
/** Days the token cookie lives when the user chose remember me; otherwise it lasts the browser session. */
export const REMEMBER_ME_DAYS = 100;

export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE) || undefined;
}

export function setToken(token: string, rememberMe: boolean): void {
  Cookies.set(TOKEN_COOKIE, token, {
    sameSite: 'strict',
    secure: location.protocol === 'https:',
    ...(rememberMe ? { expires: REMEMBER_ME_DAYS } : {}),
  });
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE);
}
