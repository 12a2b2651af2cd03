import type { FastifyReply, FastifyRequest } from 'fastify';
import { PLATFORM_COMPANY_ID } from '@yjf/domain/session';
import type { AppContext } from '../context';
import type { Auth } from '../platform/auth/sessions';
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
      return reply.send({ status, message: PLATFORM_PAGE_REFUSED });
    }
    return sendPlatformPage(
      reply,
      status === 401 ? '需要登录' : '没有权限',
      `<p class="refused">${PLATFORM_PAGE_REFUSED}</p><p>请在系统中以平台管理员账号登录后，再从菜单打开本页面。</p>`,
    );
  };
}

/** Escapes text for HTML. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/**
 * Sends a server-rendered page: Chinese, inline styles only and no script, under a CSP that allows nothing
 * else, never cached and never framed by another site.
 */
export function sendPlatformPage(reply: FastifyReply, title: string, body: string): FastifyReply {
  return reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
    )
    .send(
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} - 云交付</title><style>
body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f2f3f5;color:#1d2129;font-size:14px}
main{max-width:1100px;margin:24px auto;padding:0 16px}h1{font-size:20px;margin:0 0 16px}h2{font-size:16px;margin:0 0 12px}
section{background:#fff;border-radius:6px;padding:16px 20px;margin:0 0 16px;box-shadow:0 1px 4px rgba(0,0,0,.04)}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #e5e6eb;vertical-align:top}
th{color:#4e5969;font-weight:500;background:#f7f8fa}td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
dl{display:grid;grid-template-columns:140px 1fr;gap:8px 16px;margin:0}dt{color:#86909c}dd{margin:0;word-break:break-all}
.muted{color:#86909c}.refused{color:#f53f3f;font-size:16px}code{font-size:12px;word-break:break-all}
</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    );
}
