import Fastify, { LogController } from 'fastify';
import type { App } from '../context';
import { registerRequestTiming } from './requestTiming';
import { registerRequestLog, requestIdGenerator } from './requestLog';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A server with the request log, its JSON lines kept in `lines`. */
function serverWithLog(trustProxy: boolean) {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdGenerator(trustProxy),
  });
  registerRequestTiming(app as unknown as App);
  registerRequestLog(app as unknown as App);
  app.get('/api/ok', async () => ({ ok: true }));
  app.get('/api/fails', async () => {
    throw Object.assign(new Error('boom'), { statusCode: 400 });
  });
  return { app, lines };
}

describe('the request log', () => {
  it('writes one JSON line per request with its id, and the answer carries the same id', async () => {
    const { app, lines } = serverWithLog(false);
    const ok = await app.inject({ method: 'GET', url: '/api/ok?page=2' });
    const failed = await app.inject({ method: 'GET', url: '/api/fails' });
    const missing = await app.inject({ method: 'GET', url: '/api/nope' });
    const ids = [ok, failed, missing].map((response) => response.headers['x-request-id'] as string);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(3);

    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests).toEqual([
      expect.objectContaining({ reqId: ids[0], method: 'GET', url: '/api/ok?page=2', statusCode: 200 }),
      expect.objectContaining({ reqId: ids[1], url: '/api/fails', statusCode: 400 }),
      expect.objectContaining({ reqId: ids[2], url: '/api/nope', statusCode: 404 }),
    ]);
    expect(typeof requests[0]!.ms).toBe('number');
    // The error Fastify logs for the failed request has the same id.
    expect(lines.filter((line) => line.reqId === ids[1]).length).toBeGreaterThanOrEqual(1);
    await app.close();
  });

  it("keeps the proxy's X-Request-Id behind a trusted proxy, and never a direct client's", async () => {
    const proxied = serverWithLog(true);
    const fromProxy = await proxied.app.inject({ url: '/api/ok', headers: { 'x-request-id': 'a1b2c3d4e5f6a7b8' } });
    expect(fromProxy.headers['x-request-id']).toBe('a1b2c3d4e5f6a7b8');
    const odd = await proxied.app.inject({ url: '/api/ok', headers: { 'x-request-id': 'x\ny' } });
    expect(odd.headers['x-request-id']).toMatch(UUID);

    const direct = serverWithLog(false);
    const fromClient = await direct.app.inject({ url: '/api/ok', headers: { 'x-request-id': 'a1b2c3d4e5f6a7b8' } });
    expect(fromClient.headers['x-request-id']).toMatch(UUID);
    await Promise.all([proxied.app.close(), direct.app.close()]);
  });
});
