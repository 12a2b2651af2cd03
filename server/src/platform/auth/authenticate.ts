import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../context';
// The request's `auth` and a route's `public`, declared with the caller.
import type {} from '../../http/callerAuth';
import { resolveSession } from './sessions';
import { bearerToken } from './sessionTokens';

export const SESSION_EXPIRED = '登录状态已过期，请重新登录';

/**
 * Every route under /api and /auth needs a valid session (`Authorization: Bearer <token>`) unless it says
 * `config: { public: true }`. The session is resolved before validation, so an anonymous caller learns
 * nothing about a route's parameters; the caller is `request.auth` (`authOf`, http/callerAuth.ts).
 */
export function registerAuthentication(app: App, ctx: AppContext): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.routeOptions.url;
    if (!url || !(url.startsWith('/api/') || url.startsWith('/auth/')) || request.routeOptions.config.public) return;
    const token = bearerToken(request.headers.authorization);
    const auth = token ? await resolveSession(ctx.database.db, token) : null;
    if (!auth) return reply.code(401).send({ status: 401, message: SESSION_EXPIRED });
    request.auth = auth;
  });
}
