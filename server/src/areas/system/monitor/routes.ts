import { MONITOR_CLOSE_FORBIDDEN, monitorSnapshotSchema } from '@yjf/area-system/domain/monitorSchemas';
import { PLATFORM_COMPANY_ID } from '@yjf/domain/session';
import type { App, AppContext } from '../../../context';
import { requirePlatformPermission } from '../../../http/permissions';
import { addSocketChannel } from '../../../platform/sockets/socketRoutes';
import { MonitorHub } from './monitorHub';
import { ServerSampler } from './serverSampler';

const MONITOR_ONLY = '服务监控仅平台管理员可以查看';

/**
 * 服务监控: `GET /api/monitor` answers one reading, `/websocket` pushes one every three seconds while the page
 * is open. Only the platform's administrators holding `monitor:list` may watch. The kernel's socket
 * (platform/sockets) checks the session and the page's origin and closes with 4401 without a valid session; this
 * channel, the socket's bare one (no `?channel=`, as the spec names the path), closes with 4403 anyone else.
 */
export async function monitorRoutes(app: App, ctx: AppContext): Promise<void> {
  const sampler = new ServerSampler(ctx);
  const hub = new MonitorHub(
    () => sampler.read(),
    (error) => app.log.warn({ err: error }, 'server monitor reading failed'),
  );
  app.addHook('onClose', async () => hub.close());

  app.get(
    '/api/monitor',
    {
      onRequest: requirePlatformPermission(ctx, 'monitor:list', MONITOR_ONLY),
      schema: { summary: '服务监控', operationId: 'serverMonitor', response: { 200: monitorSnapshotSchema } },
    },
    () => sampler.read(),
  );

  addSocketChannel(
    app,
    'monitor',
    async (socket, { auth }) => {
      const allowed =
        auth.company.id === PLATFORM_COMPANY_ID && (await ctx.catalog.check(auth, 'monitor:list')) === 'ok';
      if (!allowed) return socket.close(MONITOR_CLOSE_FORBIDDEN, MONITOR_ONLY);
      // The page only listens; anything it sends is ignored.
      hub.add(socket);
    },
    { bare: true },
  );
}
