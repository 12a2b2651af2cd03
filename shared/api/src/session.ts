import type { LoginResult, SessionUser } from '@yjf/domain/session';
import { removeToken, setToken } from './token';

/** What the browser keeps of a session for its tab (spec: "user, logo and link in the session cache"). */
export type SessionCache = { user: SessionUser; logo: string; link: string };

const KEY = 'yjf-session';

export function readSessionCache(): SessionCache | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as SessionCache) : null;
  } catch {
    return null;
  }
}

export function writeSessionCache(cache: SessionCache): void {
  sessionStorage.setItem(KEY, JSON.stringify(cache));
}

/** Keeps what a sign-in answered: the token in its cookie, the rest in the session cache. */
export function startSession(result: LoginResult, rememberMe: boolean): void {
  setToken(result.token, rememberMe);
  writeSessionCache({ user: result.user, logo: result.logo, link: result.URL });
}

/** Forgets the session in this browser (the token and the roles with it). */
export function clearSession(): void {
  removeToken();
  sessionStorage.removeItem(KEY);
}
