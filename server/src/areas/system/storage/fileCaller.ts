import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { AppError } from '../../../http/errors';
import { SESSION_EXPIRED } from '../../../platform/auth/authenticate';
import { assertPermission, permissionCheck } from '../../../http/permissions';
import { browserSession } from '../../../platform/auth/browserSession';

/**
 * The `onRequest` hook of a file route, which the browser also reaches without our headers (an <img>, a link):
 * the session of `Authorization: Bearer`, or else of the token cookie. Such routes are `public` to the session
 * hook; this sets `request.auth` (401 without a valid session) and checks the permission as any route does
 * (null: any signed-in user), before the route's parameters are read.
 *
 * @example app.get('/api/pictures/:id/file', { config: { public: true }, onRequest: fileCaller(ctx, 'pictures:list') }, ...)
 */
export function fileCaller(ctx: AppContext, permission: string | null) {
  return permissionCheck(
    async (request: FastifyRequest) => {
      const auth = await browserSession(ctx, request);
      if (!auth) throw new AppError(401, SESSION_EXPIRED);
      request.auth = auth;
      if (permission) await assertPermission(ctx, request, permission);
    },
    permission ? [permission] : [],
  );
}
