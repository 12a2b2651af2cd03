import websocket from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import {
  MONITOR_CLOSE_FORBIDDEN,
  MONITOR_CLOSE_UNAUTHORIZED,
  monitorSnapshotSchema,
} from '@yjf/area-system/domain/monitorSchemas';
import { PLATFORM_COMPANY_ID } from '@yjf/domain/session';
import type { App, AppContext } from '../../../context';
import { SESSION_EXPIRED } from '../../../platform/auth/authenticate';
import { cookieToken } from '../../../platform/auth/browserSession';
import { requirePlatformPermission } from '../../../http/permissions';
import { resolveSession } from '../../../platform/auth/sessions';
import { MonitorHub } from './monitorHub';
import { ServerSampler } from './serverSampler';

const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;
const MONITOR_ONLY = '服务监控仅平台管理员可以查看';

/** The token of a socket's upgrade request: the session cookie, or `?token=` where a cookie cannot go. */
export function socketToken(request: FastifyRequest): string | null {
  const cookie = cookieToken(request);
  if (cookie && TOKEN.test(cookie)) return cookie;
  const query = (request.query as { token?: unknown }).token;
  return typeof query === 'string' && TOKEN.test(query) ? query : null;
}

/** A page of another site opening the socket with our cookie: its Origin names another host. */
function foreignOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/**
 * 服务监控: `GET /api/monitor` answers one reading, `/websocket` pushes one every three seconds while the page
 * is open. Only the platform's administrators holding `monitor:list` may watch. The browser cannot give a
 * socket an Authorization header, so the socket checks the session cookie itself (it is outside /api) and
 * closes with 4401 (no valid session) or 4403 (not allowed).
 */
export async function monitorRoutes(app: App, ctx: AppContext): Promise<void> {
  const sampler = new ServerSampler(ctx);
  const hub = new MonitorHub(
    () => sampler.read(),
    (error) => app.log.warn({ err: error }, 'server monitor reading failed'),
  );
  app.addHook('onClose', async () => hub.close());
  await app.register(websocket, { options: { maxPayload: 4096 } });

  app.get(
    '/api/monitor',
    {
      onRequest: requirePlatformPermission(ctx, 'monitor:list', MONITOR_ONLY),
      schema: { summary: '服务监控', operationId: 'serverMonitor', response: { 200: monitorSnapshotSchema } },
    },
    () => sampler.read(),
  );

  app.get('/websocket', { websocket: true }, async (socket, request) => {
    const token = socketToken(request);
    const auth = token ? await resolveSession(ctx.database.db, token) : null;
    if (!auth) return socket.close(MONITOR_CLOSE_UNAUTHORIZED, SESSION_EXPIRED);
    const allowed =
      !foreignOrigin(request) &&
      auth.company.id === PLATFORM_COMPANY_ID &&
      (await ctx.catalog.check(auth, 'monitor:list')) === 'ok';
    if (!allowed) return socket.close(MONITOR_CLOSE_FORBIDDEN, MONITOR_ONLY);
    // The page only listens; anything it sends is ignored.
    hub.add(socket);
  });
}
