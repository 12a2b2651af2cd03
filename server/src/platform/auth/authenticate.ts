import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../context';
// The request's `auth` and a route's `public`, declared with the caller.
import type {} from '../../http/callerAuth';
import { sendError } from '../../http/errors';
import { isDeployToken, resolveDeployToken } from './deployTokens';
import { resolveSession } from './sessions';
import { bearerToken } from './sessionTokens';

export const SESSION_EXPIRED = '登录状态已过期，请重新登录';
export const DEPLOY_TOKEN_ONLY_RELEASES = '部署令牌只能用于发布、切换和回滚区域版本';
export const DEPLOY_TOKEN_INVALID = '部署令牌无效或已撤销';

/**
 * Every route under /api and /auth needs a valid session (`Authorization: Bearer <token>`) unless it says
 * `config: { public: true }`. The session is resolved before validation, so an anonymous caller learns
 * nothing about a route's parameters; the caller is `request.auth` (`authOf`, http/callerAuth.ts).
 *
 * A deploy token (`yjfd_…`) is taken only by routes that say `config: { deployToken: true }`; it calls as the
 * administrator who made it, and `request.deployToken` names the areas it may release.
 */
export function registerAuthentication(app: App, ctx: AppContext): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('deployToken', null);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.routeOptions.url;
    if (!url || !(url.startsWith('/api/') || url.startsWith('/auth/')) || request.routeOptions.config.public) return;
    const token = bearerToken(request.headers.authorization);
    if (token && isDeployToken(token)) {
      if (!request.routeOptions.config.deployToken) return sendError(request, reply, 403, DEPLOY_TOKEN_ONLY_RELEASES);
      const caller = await resolveDeployToken(ctx.database.db, token);
      if (!caller) return sendError(request, reply, 401, DEPLOY_TOKEN_INVALID);
      request.auth = caller.auth;
      request.deployToken = caller.token;
      return;
    }
    const auth = token ? await resolveSession(ctx.database.db, token, ctx.sessions) : null;
    if (!auth) return sendError(request, reply, 401, SESSION_EXPIRED);
    request.auth = auth;
  });
}
