import Cookies from 'js-cookie';

/** The cookie that holds the session token (spec: "the token in a cookie"). */
export const TOKEN_COOKIE = 'YJF-TOKEN';
/** Days the token cookie lives when the user chose remember me; otherwise it lasts the browser session. */
export const REMEMBER_ME_DAYS = 100;

/**
 * The token as read in the current task. Reading `document.cookie` asks the browser process in Chromium, and
 * while a page loads that process is busy: a cold task list read it 60 times (js-cookie reads it twice a call),
 * the first read 10–42 ms and the others 6–16 ms together, against 0.02 ms a read on a page at rest (issue
 * 58). Within one task the cookie is read once (24 reads on the same load): it changes only between tasks, by
 * this page's `setToken`/`removeToken`, which forget the read at once, or by another tab, seen from the next task.
 */
let readThisTask: { token: string | undefined } | undefined;

export function getToken(): string | undefined {
  if (!readThisTask) {
    readThisTask = { token: Cookies.get(TOKEN_COOKIE) || undefined };
    setTimeout(forgetRead, 0);
  }
  return readThisTask.token;
}

function forgetRead(): void {
  readThisTask = undefined;
}

export function setToken(token: string, rememberMe: boolean): void {
  forgetRead();
  Cookies.set(TOKEN_COOKIE, token, {
    sameSite: 'strict',
    secure: location.protocol === 'https:',
    ...(rememberMe ? { expires: REMEMBER_ME_DAYS } : {}),
  });
}

export function removeToken(): void {
  forgetRead();
  Cookies.remove(TOKEN_COOKIE);
}
