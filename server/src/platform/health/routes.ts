import { healthSchema } from '@yjf/domain/health';
import type { App, AppContext } from '../../context';
import { serverVersion } from '../../version';
import { z } from '@yjf/domain/zod';
import { readinessOf, readinessSchema } from './readiness';

/**
 * `GET /api/health`: the server is up and its database answers, with its version, the contract of each area's
 * API it serves and its memory. Beside it, for a proxy or an orchestrator: `GET /api/health/live` (the process
 * answers: restart it when not) and `GET /api/health/ready` (the database and the live releases are reachable: send it traffic only then).
 * Open to everyone, never cached.
 */
export async function healthRoutes(app: App, ctx: AppContext): Promise<void> {
  // From the moment the instance is told to stop, it is not ready: a proxy that asks sends the next requests
  // elsewhere, while the instance still answers those it is sent (Fastify's return503OnClosing is off, app.ts).
  let stopping = false;
  app.addHook('preClose', (done) => {
    stopping = true;
    done();
  });
  app.get(
    '/api/health/live',
    {
      config: { public: true },
      schema: {
        summary: '存活检查',
        operationId: 'healthLive',
        response: { 200: z.object({ status: z.literal('UP') }) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'UP' as const };
    },
  );

  app.get(
    '/api/health/ready',
    {
      config: { public: true },
      schema: {
        summary: '就绪检查',
        operationId: 'healthReady',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const readiness = await readinessOf(ctx, stopping);
      reply.header('Cache-Control', 'no-store').code(readiness.status === 'READY' ? 200 : 503);
      return readiness;
    },
  );

  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: { summary: '服务健康状态', operationId: 'health', response: { 200: healthSchema, 503: healthSchema } },
    },
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
        contracts: ctx.releases.servedContracts() ?? {},
        uptimeSeconds: Math.round((Date.now() - ctx.startedAt.getTime()) / 1000),
        startedAt: ctx.startedAt.toISOString(),
        node: process.version,
        memoryMb: { rss: Math.round(memory.rss / 1048576), heapUsed: Math.round(memory.heapUsed / 1048576) },
        database,
      };
    },
  );
}
