import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { SESSION_EXPIRED } from '../../http/authenticate';
import { assertPermission } from '../../http/permissions';
import { cookieValue } from '../attachments/routes';
import { resolveSession } from '../auth/sessions';
import { bearerToken } from '../auth/sessionTokens';

/** The cookie the browser keeps the session token in (`TOKEN_COOKIE` of @yjf/api/token). */
const TOKEN_COOKIE = 'YJF-TOKEN';

/**
 * The caller of a file route, which the browser also reaches without our headers (an <img>, a link): the
 * session of `Authorization: Bearer`, or else of the token cookie. Such routes are `public` to the session
 * hook; this sets `request.auth` (401 without a valid session) and checks the permission as any route does
 * (null: any signed-in user).
 */
export async function fileCaller(ctx: AppContext, request: FastifyRequest, permission: string | null): Promise<void> {
  const fromHeader = bearerToken(request.headers.authorization);
  let auth = fromHeader ? await resolveSession(ctx.database.db, fromHeader) : null;
  if (!auth) {
    const cookie = cookieValue(request.headers.cookie, TOKEN_COOKIE);
    const fromCookie = cookie ? bearerToken(`Bearer ${cookie}`) : null;
    auth = fromCookie && fromCookie !== fromHeader ? await resolveSession(ctx.database.db, fromCookie) : null;
  }
  if (!auth) throw new AppError(401, SESSION_EXPIRED);
  request.auth = auth;
  if (permission) await assertPermission(ctx, request, permission);
}
