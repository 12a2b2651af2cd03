import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The Content-Security-Policy of the app: the host shell and every Module Federation remote load their
 * scripts, chunks and `mf-manifest.json` from this origin (`/remotes/<area>/<version>/…`), so scripts need
 * nothing but 'self' (no inline script, no eval). Arco Design and ECharts set inline `style` attributes and
 * the host's index.html has one `<style>` block, hence 'unsafe-inline' for styles only. Pictures may be
 * `data:` (Arco) or `blob:` (the payment QR code and downloads made in the page). `connect-src 'self'` covers
 * the same-origin `/websocket` every page opens (its `ws:`/`wss:` on this host: CSP 3's 'self' matches them), for
 * the bell and 服务监控. The web app manifest (添加到主屏幕) is this site's own (`manifest-src`, said outright rather than
 * left to default-src). Only this site may frame a page (the scheme preview frames an
 * attachment). Pages that set their own policy (the platform pages, the API docs, downloaded files under
 * `sandbox`) keep it.
 */
export const APP_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Headers every response carries unless its route set the header itself. */
const DEFAULT_HEADERS: Record<string, string> = {
  'content-security-policy': APP_CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/**
 * Gives a reply the headers above that it does not have yet; for the few replies Fastify sends without
 * running the hooks (a URL it cannot decode).
 */
export function addSecurityHeaders(reply: FastifyReply): FastifyReply {
  for (const [name, value] of Object.entries(DEFAULT_HEADERS)) {
    if (!reply.hasHeader(name)) reply.header(name, value);
  }
  return reply;
}

/**
 * Answers no browser or proxy may keep: sign-in and the session (a token, the signed-in user), every API answer
 * (what one session may read, shown again to whoever uses that browser next) and the development helpers (SMS
 * codes). A route that sets its own Cache-Control keeps it (a stored file kept privately by the browser that
 * may see it).
 */
const UNSTORED_PATHS = /^\/(api|auth|dev)\//;

export type SecurityHeaderOptions = {
  /** Seconds of Strict-Transport-Security on responses to https requests; 0 sends none. */
  hstsMaxAge: number;
};

/**
 * One onSend hook that gives every response (API, host files, remote files, platform pages, downloads) the
 * security headers above, never overwriting one a route set itself, `Cache-Control: no-store` to the answers of
 * UNSTORED_PATHS, and HSTS when the request came over https
 * (directly, or through a trusted proxy's X-Forwarded-Proto). Registered on the root instance first, so it
 * covers every route and the 404 handler. No CORS headers are ever added: other origins are not served.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const hsts = options.hstsMaxAge > 0 ? `max-age=${options.hstsMaxAge}` : null;
  app.addHook('onSend', async (request, reply, payload) => {
    addSecurityHeaders(reply);
    if (UNSTORED_PATHS.test(request.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    if (hsts && request.protocol === 'https' && !reply.hasHeader('strict-transport-security')) {
      reply.header('strict-transport-security', hsts);
    }
    reply.removeHeader('x-powered-by');
    return payload;
  });
}
