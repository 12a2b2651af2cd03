import type { FastifyRequest } from 'fastify';
import { cookieToken } from '../auth/browserSession';

const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/**
 * The token of a socket's upgrade request: the session cookie, or `?token=` where a cookie cannot go. The
 * browser cannot give a socket an Authorization header.
 */
export function socketToken(request: FastifyRequest): string | null {
  const cookie = cookieToken(request);
  if (cookie && TOKEN.test(cookie)) return cookie;
  const query = (request.query as { token?: unknown }).token;
  return typeof query === 'string' && TOKEN.test(query) ? query : null;
}

/**
 * A page of another site opening the socket with our cookie: its Origin names another host. A socket's upgrade
 * is not held to the same-origin rule, so the server checks it itself.
 */
export function foreignOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}
