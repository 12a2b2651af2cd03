import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App, AppContext } from '../context';
import { resolveSession, type Auth } from '../platform/auth/sessions';
import { bearerToken } from '../platform/auth/sessionTokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, on every /api and /auth route that is not public. */
    auth: Auth | null;
  }
  interface FastifyContextConfig {
    /** Open without a session (sign-in, captcha, health). */
    public?: boolean;
  }
}

export const SESSION_EXPIRED = '登录状态已过期，请重新登录';

/**
 * Every route under /api and /auth needs a valid session (`Authorization: Bearer <token>`) unless it says
 * `config: { public: true }`. The session is resolved before validation, so an anonymous caller learns
 * nothing about a route's parameters.
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

/** The caller of a route that requires a session. */
export function authOf(request: FastifyRequest): Auth {
  if (!request.auth) throw new Error(`route ${request.routeOptions.url} used authOf without a session`);
  return request.auth;
}
