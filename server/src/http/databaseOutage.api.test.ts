import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { openNotices } from '../db/notices';
import { buildConfiguredApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import type { App } from '../context';
import { DEMO_PASSWORD } from '../composition/seed/demoAccounts';
import { postgresUrl } from '../../test/templateDatabase';
import { copyTemplateData, type ServerData } from '../../test/serverProcess';
import { startTcpProxy, type TcpProxy } from '../../test/tcpProxy';
import { bearer, encrypted } from '../../test/session';
import { DATABASE_UNAVAILABLE } from './databaseOutage';

/** An answer to wait for: a 503 must come at once, not after the client gave up. */
const QUICK_MS = 3000;

/** The whole app on PostgreSQL at `url` (through the proxy), requests by injection. */
async function startAppOn(url: string) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-outage-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: workDir,
    HOST_DIST: path.join(workDir, 'no-host'),
  });
  const database = await openDatabase({ driver: 'postgres', url, poolSize: 4 });
  const notices = openNotices(database, url);
  const app: App = await buildConfiguredApp(config, database, notices);
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await notices.close();
      await database.close();
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}

const timed = async (request: Promise<LightMyRequestResponse>) => {
  const started = performance.now();
  const response = await request;
  return { response, ms: performance.now() - started };
};
const signInBody = { username: '13800000001', password: encrypted(DEMO_PASSWORD) };

/**
 * The database out of reach: calls answer 503 with a plain Chinese message at once (never a 500, never a hang),
 * /api/health says DOWN, and when the database is back the same server answers again without a restart. With
 * nothing behind the proxy this runs on every API run; the cut-and-restore of a live PostgreSQL needs one, so it
 * runs on the PostgreSQL run (TEST_DATABASE_URL).
 */
describe('the database unreachable', () => {
  it('answers 503 with a clear message, quickly, when no database answers at all', async () => {
    const proxy = await startTcpProxy();
    const server = await startAppOn(`postgres://postgres@127.0.0.1:${proxy.port}/yjf`);
    try {
      const signIn = await timed(server.app.inject({ method: 'POST', url: '/auth/login', payload: signInBody }));
      expect(signIn.response.statusCode).toBe(503);
      expect(signIn.response.json()).toEqual({
        status: 503,
        message: DATABASE_UNAVAILABLE,
        requestId: signIn.response.headers['x-request-id'],
      });
      expect(signIn.ms).toBeLessThan(QUICK_MS);

      const health = await timed(server.app.inject({ method: 'GET', url: '/api/health' }));
      expect(health.response.statusCode).toBe(503);
      expect(health.response.json()).toMatchObject({ status: 'DOWN', database: { up: false, driver: 'postgres' } });
      expect(health.ms).toBeLessThan(QUICK_MS);
    } finally {
      await server.close();
      await proxy.close();
    }
  });

  if (postgresUrl()) {
    describe('a live PostgreSQL cut off and back', () => {
      let data: ServerData;
      let proxy: TcpProxy;
      let server: Awaited<ReturnType<typeof startAppOn>>;
      const get = (token: string, url: string) =>
        timed(server.app.inject({ method: 'GET', url, headers: bearer(token) }));

      beforeAll(async () => {
        data = await copyTemplateData();
        const url = new URL(data.env.DATABASE_URL!);
        proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port) });
        url.hostname = '127.0.0.1';
        url.port = String(proxy.port);
        server = await startAppOn(url.toString());
      });
      afterAll(async () => {
        await server?.close();
        await proxy?.close();
        await data?.remove();
      });

      it('answers 503 while the connection is cut, and answers again once it is back', async () => {
        const signIn = await server.app.inject({ method: 'POST', url: '/auth/login', payload: signInBody });
        expect(signIn.statusCode).toBe(200);
        const token = signIn.json<{ token: string }>().token;
        const before = await get(token, '/api/customer?size=5');
        expect(before.response.statusCode).toBe(200);

        await proxy.cut();
        for (const url of ['/api/customer?size=5', '/api/purchaseOrder?size=5', '/api/menus/build']) {
          const during = await get(token, url);
          expect({ url, status: during.response.statusCode, body: during.response.json() }).toEqual({
            url,
            status: 503,
            body: { status: 503, message: DATABASE_UNAVAILABLE, requestId: during.response.headers['x-request-id'] },
          });
          expect(during.ms).toBeLessThan(QUICK_MS);
        }
        const write = await timed(
          server.app.inject({
            method: 'POST',
            url: '/api/customer',
            headers: bearer(token),
            payload: {
              name: '断网客户',
              channelType: 7,
              channelStatus: 4,
              intentDegree: 1,
              contactName: '陈先生',
              phone: '13912345678',
            },
          }),
        );
        expect(write.response.statusCode).toBe(503);
        const health = await get(token, '/api/health');
        expect(health.response.statusCode).toBe(503);
        expect(health.response.json()).toMatchObject({ status: 'DOWN', database: { up: false } });

        await proxy.restore();
        const after = await get(token, '/api/customer?size=5');
        expect(after.response.statusCode).toBe(200);
        expect(after.response.json()).toEqual(before.response.json());
        expect((await get(token, '/api/health')).response.json()).toMatchObject({ status: 'UP' });
        const again = await server.app.inject({ method: 'POST', url: '/auth/login', payload: signInBody });
        expect(again.statusCode).toBe(200);
      });
    });
  }
});
