import { sendError } from '../../http/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PLATFORM_COMPANY_ID } from '@yjf/domain/session';
import type { AppContext } from '../../context';
import type { Auth } from '../../http/callerAuth';
import { sendPlatformPage } from '../../http/platformPage';
import { browserSession } from './browserSession';

export const PLATFORM_PAGE_REFUSED = '请先以平台管理员登录';

/**
 * The caller of a page the server renders itself (`/druid`, `/doc.html`), which the browser opens in a new
 * window without our headers: the session of the token cookie, or of `Authorization: Bearer`; null without a
 * valid one.
 */
export async function pageSession(ctx: AppContext, request: FastifyRequest): Promise<Auth | null> {
  return browserSession(ctx, request);
}

/**
 * An onRequest hook for the platform's own pages: lets through a platform administrator holding `permission`;
 * anyone else gets 401 (no session) or 403, as a small Chinese page, or as JSON to a caller that wants JSON.
 */
export function requirePlatformPage(ctx: AppContext, permission: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = await pageSession(ctx, request);
    const allowed = auth?.company.id === PLATFORM_COMPANY_ID && (await ctx.catalog.check(auth, permission)) === 'ok';
    if (allowed) return;
    const status = auth ? 403 : 401;
    reply.code(status).header('Cache-Control', 'no-store');
    if (!(request.headers.accept ?? '').includes('text/html')) {
      return sendError(request, reply, status, PLATFORM_PAGE_REFUSED);
    }
    return sendPlatformPage(
      reply,
      status === 401 ? '需要登录' : '没有权限',
      `<p class="refused">${PLATFORM_PAGE_REFUSED}</p><p>请在系统中以平台管理员账号登录后，再从菜单打开本页面。</p>`,
    );
  };
}
