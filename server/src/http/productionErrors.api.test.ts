import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../test/testServer';
import { bearer, signIn } from '../../test/session';
import { registerErrorHandling } from './errors';
import { registerSecurityHeaders } from './securityHeaders';

const INTERNAL_ERROR = { status: 500, message: '服务器内部错误' };
/** What a leaked cause would show: a stack frame, a file path, SQL, or Node's own error names. */
const LEAK = /\bat \S+ \(|\/srv\/|node_modules|\.ts:\d|select |insert |relation |TypeError|ReferenceError|stack/i;

/** Fails when the body or any header of a response shows more than the status and a Chinese message. */
function expectNoLeak(response: LightMyRequestResponse) {
  expect(response.body).not.toMatch(LEAK);
  expect(Object.values(response.headers).join('\n')).not.toMatch(LEAK);
  const { status, message, ...rest } = response.json() as Record<string, unknown>;
  // A server failure names its request (a random id, nothing of its cause).
  if (response.statusCode >= 500) delete rest.requestId;
  expect({ status, chinese: /[\u4e00-\u9fa5]/.test(String(message)), rest, body: response.body }).toEqual({
    status: response.statusCode,
    chinese: true,
    rest: {},
    body: response.body,
  });
}

describe('errors in production mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: 'production' });
  });
  afterAll(() => server.close());

  it('answers a database failure inside a handler with a bare 500: no SQL, no stack', async () => {
    const token = await signIn(server, '13800000001');
    await server.database.db.execute(sql`alter table customers rename to customers_gone`);
    try {
      const response = await server.request({ method: 'GET', url: '/api/customer', headers: bearer(token) });
      expect(response.statusCode).toBe(500);
      // With the request's id: the one the answer's header and the server's log lines carry.
      expect(response.json()).toEqual({ ...INTERNAL_ERROR, requestId: response.headers['x-request-id'] });
      expectNoLeak(response);
    } finally {
      await server.database.db.execute(sql`alter table customers_gone rename to customers`);
    }
    const again = await server.request({ method: 'GET', url: '/api/customer', headers: bearer(token) });
    expect(again.statusCode).toBe(200);
  });

  it('answers hostile and malformed requests with a 4xx and a Chinese message only', async () => {
    const token = await signIn(server, '13800000001');
    const json = { ...bearer(token), 'content-type': 'application/json' };
    const responses = await Promise.all([
      server.request({ method: 'GET', url: '/api/nope' }),
      server.request({ method: 'GET', url: '/api/customer/%E0%A4%A' }),
      server.request({ method: 'GET', url: '/api/customer/abc', headers: bearer(token) }),
      server.request({ method: 'GET', url: '/api/customer?page=-1&size=abc', headers: bearer(token) }),
      server.request({ method: 'POST', url: '/api/customer', headers: json, payload: '{"name":' }),
      server.request({ method: 'POST', url: '/api/customer', headers: json, payload: '[1,2' }),
      server.request({ method: 'POST', url: '/api/customer', headers: json, payload: { name: 42 } }),
      server.request({
        method: 'POST',
        url: '/api/customer',
        headers: { ...bearer(token), 'content-type': 'application/xml' },
        payload: '<a/>',
      }),
      server.request({ method: 'POST', url: '/api/customer', headers: json, payload: `"${'x'.repeat(1_100_000)}"` }),
      server.request({ method: 'POST', url: '/auth/login', payload: { username: "1' or '1'='1", password: 'x' } }),
      server.request({ method: 'DELETE', url: '/api/customer', headers: json, payload: { ids: 'drop table' } }),
    ]);
    expect(responses[1]!.json()).toEqual({ status: 400, message: '请求地址不正确' });
    expect(responses[1]!.headers['x-content-type-options']).toBe('nosniff');
    for (const response of responses) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expectNoLeak(response);
    }
  });

  it('has no development helpers', async () => {
    for (const url of ['/dev/captcha/13800000001', '/dev/sms/13800000001']) {
      const response = await server.request({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expectNoLeak(response);
    }
  });
});

describe('the error handler', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    registerErrorHandling(app);
    registerSecurityHeaders(app, { hstsMaxAge: 0 });
    app.get('/throws', async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.5:5432 at /srv/yjf/server/src/db/client.ts:12');
    });
    app.get('/type-error', async () => (undefined as unknown as { name: string }).name);
    app.get('/throws-string', async () => {
      throw 'select * from users';
    });
    app.get('/teapot', async () => {
      throw Object.assign(new Error('internal detail: select secret from vault'), { statusCode: 418 });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('never shows an unexpected error to the client', async () => {
    for (const url of ['/throws', '/type-error', '/throws-string']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ ...INTERNAL_ERROR, requestId: expect.any(String) });
      expectNoLeak(response);
    }
    // Each failure names its own request.
    const ids = await Promise.all(
      ['/throws', '/throws'].map(async (url) => (await app.inject({ method: 'GET', url })).json().requestId),
    );
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('keeps the status of a client error but not its message', async () => {
    const response = await app.inject({ method: 'GET', url: '/teapot' });
    expect(response.statusCode).toBe(418);
    // A client error names no request: nothing went wrong on the server to look up.
    expect(response.json()).toEqual({ status: 418, message: '请求不正确' });
  });
});
