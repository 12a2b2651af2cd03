import type { LightMyRequestResponse } from 'fastify';
import { startTestServer, type TestServer } from '../../test/testServer';

/** The address a reverse proxy in front of the server connects from. */
const PROXY = '127.0.0.1';

describe('rate limits per client address (behind a trusted proxy)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'true', PAYMENT_PROVIDER: 'sandbox' });
  });
  afterAll(() => server.close());

  /** A request the proxy passes on for `client`, its X-Forwarded-For being what the client sent plus its address. */
  const from = (client: string, method: 'GET' | 'POST', url: string, payload?: object, claimed?: string) =>
    server.request({
      method,
      url,
      payload,
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': claimed ? `${claimed}, ${client}` : client },
    });
  const signIn = (client: string, claimed?: string) =>
    from(client, 'POST', '/auth/login', { username: '13912345678', code: '123456' }, claimed);
  const captcha = (client: string) => from(client, 'GET', '/auth/getImageCode?phone=13800000001');
  const sms = (client: string) => from(client, 'GET', '/auth/code/imageCode?phone=13800000001&imageCode=ZZZZ');

  const statusesOf = async (count: number, send: () => Promise<LightMyRequestResponse>) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i += 1) statuses.push((await send()).statusCode);
    return statuses;
  };
  const expectLimited = (response: LightMyRequestResponse, message: string) => {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ status: 429, message });
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  };

  it('lets one address try to sign in 30 times a minute, then answers 429; another address still gets in', async () => {
    expect(new Set(await statusesOf(30, () => signIn('203.0.113.1')))).toEqual(new Set([400]));
    expectLimited(await signIn('203.0.113.1'), '登录尝试过于频繁，请稍后再试');
    expect((await signIn('203.0.113.2')).json()).toEqual({ status: 400, message: '验证码错误或已过期' });
  });

  it('draws 30 captcha pictures a minute for one address, then answers 429', async () => {
    expect(new Set(await statusesOf(30, () => captcha('203.0.113.11')))).toEqual(new Set([200]));
    expectLimited(await captcha('203.0.113.11'), '请求过于频繁，请稍后再试');
    const other = await captcha('203.0.113.12');
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-type']).toBe('image/png');
  });

  it('takes 10 SMS requests a minute from one address, then answers 429 and sends nothing', async () => {
    expect(new Set(await statusesOf(10, () => sms('203.0.113.21')))).toEqual(new Set([400]));
    expectLimited(await sms('203.0.113.21'), '获取验证码过于频繁，请稍后再试');
    expect((await sms('203.0.113.22')).json()).toEqual({ status: 400, message: '图文验证码错误' });
    expect(server.sms).toEqual([]);
  });

  it('counts the address the proxy saw, not one the client wrote into X-Forwarded-For', async () => {
    let forged = 0;
    const statuses = await statusesOf(31, () => signIn('203.0.113.31', `198.51.100.${(forged += 1)}`));
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('counts the hits of one address on every instance over the database, as a cluster behind a proxy does', async () => {
    const other = await server.anotherInstance();
    try {
      const onOther = () =>
        other.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { username: '13912345678', code: '123456' },
          remoteAddress: PROXY,
          headers: { 'x-forwarded-for': '203.0.113.41' },
        });
      // 15 here, 15 there: the 31st is refused whichever instance takes it.
      expect(new Set(await statusesOf(15, () => signIn('203.0.113.41')))).toEqual(new Set([400]));
      expect(new Set(await statusesOf(15, onOther))).toEqual(new Set([400]));
      expectLimited(await onOther(), '登录尝试过于频繁，请稍后再试');
      expectLimited(await signIn('203.0.113.41'), '登录尝试过于频繁，请稍后再试');
    } finally {
      await other.close();
    }
  });
});
