import crypto from 'node:crypto';

/** How long a session lives: 100 days with remember me (as its cookie), otherwise seven days at most. */
export const REMEMBER_ME_MS = 100 * 24 * 3600 * 1000;
export const SESSION_MS = 7 * 24 * 3600 * 1000;
/** Last-seen times are written at most this often, not on every request. */
export const TOUCH_INTERVAL_MS = 60 * 1000;

/** A new session token: 32 random bytes, URL-safe. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** What the database keeps of a token. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function sessionExpiry(rememberMe: boolean, now = new Date()): Date {
  return new Date(now.getTime() + (rememberMe ? REMEMBER_ME_MS : SESSION_MS));
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header ?? '');
  return match ? match[1]! : null;
}
