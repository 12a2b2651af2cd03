import type { FastifyReply } from 'fastify';

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
