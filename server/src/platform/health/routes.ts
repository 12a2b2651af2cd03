import { healthSchema } from '@yjf/domain/health';
import type { App, AppContext } from '../../context';
import { serverVersion } from '../../version';

/** `GET /api/health`: the server is up and its database answers. Open to everyone, never cached. */
export async function healthRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get(
    '/api/health',
    { config: { public: true }, schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const memory = process.memoryUsage();
      let database = { driver: ctx.database.driver, up: false, latencyMs: 0, serverVersion: '' };
      try {
        database = { driver: ctx.database.driver, up: true, ...(await ctx.database.ping()) };
      } catch {
        // reported as DOWN below
      }
      reply.header('Cache-Control', 'no-store').code(database.up ? 200 : 503);
      return {
        status: database.up ? ('UP' as const) : ('DOWN' as const),
        version: serverVersion,
        uptimeSeconds: Math.round((Date.now() - ctx.startedAt.getTime()) / 1000),
        startedAt: ctx.startedAt.toISOString(),
        node: process.version,
        memoryMb: { rss: Math.round(memory.rss / 1048576), heapUsed: Math.round(memory.heapUsed / 1048576) },
        database,
      };
    },
  );
}
