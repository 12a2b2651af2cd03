import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Auth } from '../../http/callerAuth';
import { resolveSession } from './sessions';
import { bearerToken } from './sessionTokens';
import { cookieValue, TOKEN_COOKIE } from '../../http/cookies';

/** The token of the session cookie, when it looks like a token (the header rule says what one looks like). */
export function cookieToken(request: FastifyRequest): string | null {
  const cookie = cookieValue(request.headers.cookie, TOKEN_COOKIE);
  return cookie ? bearerToken(`Bearer ${cookie}`) : null;
}

/**
 * The caller of a request the browser makes without our headers (an <img>, a link, a page opened in a new
 * window, a socket): the session of `Authorization: Bearer`, or else of the token cookie; null without a valid one.
 */
export async function browserSession(ctx: AppContext, request: FastifyRequest): Promise<Auth | null> {
  const fromHeader = bearerToken(request.headers.authorization);
  const auth = fromHeader ? await resolveSession(ctx.database.db, fromHeader, ctx.sessions) : null;
  if (auth) return auth;
  const fromCookie = cookieToken(request);
  return fromCookie && fromCookie !== fromHeader ? resolveSession(ctx.database.db, fromCookie, ctx.sessions) : null;
}
