import { eq, sql } from 'drizzle-orm';
import { chinaDayStart } from '@yjf/domain/calendar';
import { users } from '../../db/accountTables';
import { sessions, smsCodes, smsSends } from './schema';
import { resolveSession } from './sessions';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { bearer, encrypted, requestSmsCode, signIn } from '../../../test/session';

describe('sign-in and sessions', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const login = (payload: object, remoteAddress = '10.0.0.1') =>
    server.request({ method: 'POST', url: '/auth/login', payload, remoteAddress });

  it('signs in with the encrypted password and answers token, logo, user and URL', async () => {
    const response = await login({ username: '13800000001', password: encrypted('demo123456') });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.URL).toBe(server.config.portalUrl);
    expect(body.user).toMatchObject({
      userid: 2,
      id: 2,
      username: '13800000001',
      phone: '13800000001',
      companyid: 2,
      companyname: '示例影音科技',
      vip: 1,
      nickName: '张总',
      realname: '张伟',
      sex: 1,
      roles: ['admin'],
    });
    const stored = await server.database.db.select().from(sessions).where(eq(sessions.userId, 2));
    expect(stored.some((s) => s.tokenHash === body.token)).toBe(false);
  });

  it('gives a user without permissions the role ROLE_SYSTEM_DEFAULT', async () => {
    const token = await signIn(server, '13800000002');
    const info = await server.request({ method: 'GET', url: '/auth/info', headers: bearer(token) });
    expect(info.json().user.roles.length).toBeGreaterThan(0);
  });

  it('refuses a wrong password or an unknown user with the same message, and counts down', async () => {
    const wrong = await login({ username: '13800000003', password: encrypted('nope-nope') });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('用户名或密码错误，还可尝试 4 次');
    const unknown = await login({ username: '13900000009', password: encrypted('demo123456') });
    expect(unknown.json().message).toBe('用户名或密码错误，还可尝试 4 次');
  });

  it('refuses a password that was not encrypted', async () => {
    const response = await login({ username: '13800000001', password: 'demo123456' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('密码格式不正确，请刷新页面后重试');
  });

  it('validates the form with the messages of spec section 5', async () => {
    expect((await login({ username: '12345', password: encrypted('x') })).json()).toEqual({
      status: 400,
      message: '请输入11为手机号',
    });
    expect((await login({ username: '13800000001' })).json().message).toBe('请输入密码');
    expect((await login({ username: '13800000001', code: '' })).json().message).toBe('请输入验证码');
    expect((await login({ password: encrypted('x') })).json().message).toBe('请输入手机号');
  });

  it('locks password sign-in after five wrong passwords in fifteen minutes; SMS sign-in still works', async () => {
    for (let i = 0; i < 5; i += 1) await login({ username: '13800000000', password: encrypted('wrong-one') });
    const locked = await login({ username: '13800000000', password: encrypted('demo123456') });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toContain('锁定 15 分钟');
    const code = await requestSmsCode(server, '13800000000');
    expect((await login({ username: '13800000000', code })).statusCode).toBe(200);
  });

  it('answers the signed-in user on /auth/info and 401 without a valid token', async () => {
    const token = await signIn(server, '13800000003');
    const info = await server.request({ method: 'GET', url: '/auth/info', headers: bearer(token) });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      user: { username: '13800000003', companyname: '星河声学工程', vip: 2 },
      logo: '',
    });
    for (const headers of [
      {},
      { authorization: 'Bearer nonsense-token-that-is-long-enough' },
      { authorization: token },
    ]) {
      const response = await server.request({ method: 'GET', url: '/auth/info', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: 401, message: '登录状态已过期，请重新登录' });
    }
  });

  it('answers the caller of a token without the password hash, the search text or the bookkeeping columns', async () => {
    const token = await signIn(server, '13800000003');
    const caller = await resolveSession(server.database.db, token);
    expect(caller).toMatchObject({ user: { username: '13800000003', enabled: true }, company: { id: 3, vip: 2 } });
    expect(Object.keys(caller!.user).sort()).toEqual([
      'avatarPath',
      'companyId',
      'deptId',
      'email',
      'enabled',
      'id',
      'nickName',
      'phone',
      'realName',
      'sex',
      'username',
    ]);
    expect(Object.keys(caller!.company).sort()).toEqual([
      'enabled',
      'id',
      'logo',
      'name',
      'planCode',
      'planEndDate',
      'staffLimit',
      'trialEndDate',
      'vip',
    ]);
  });

  it('ends the session at once on logout', async () => {
    const token = await signIn(server, '13800000003');
    expect((await server.request({ method: 'DELETE', url: '/auth/logout', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    expect((await server.request({ method: 'GET', url: '/auth/info', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('treats an expired session as signed out', async () => {
    const token = await signIn(server, '13800000003');
    await server.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.userId, 4));
    expect((await server.request({ method: 'GET', url: '/auth/info', headers: bearer(token) })).statusCode).toBe(401);
  });

  it("ends a disabled user's sessions and refuses their sign-in", async () => {
    const token = await signIn(server, '13800000002');
    await server.database.db.update(users).set({ enabled: false }).where(eq(users.id, 3));
    try {
      expect((await server.request({ method: 'GET', url: '/auth/info', headers: bearer(token) })).statusCode).toBe(401);
      const again = await login({ username: '13800000002', password: encrypted('demo123456') });
      expect(again.json().message).toBe('账号已被停用，请联系企业管理员');
    } finally {
      await server.database.db.update(users).set({ enabled: true }).where(eq(users.id, 3));
    }
  });

  it('remembers the session for 100 days only when asked', async () => {
    const remembered = (
      await login({ username: '13800000001', password: encrypted('demo123456'), rememberMe: true })
    ).json().token;
    const rows = await server.database.db.select().from(sessions).where(eq(sessions.userId, 2));
    const longest = Math.max(...rows.map((row) => row.expiresAt.getTime() - row.createdAt.getTime()));
    expect(Math.round(longest / 86400000)).toBe(100);
    expect(rows.filter((row) => row.rememberMe)).toHaveLength(1);
    expect(remembered).toBeTruthy();
  });
});

describe('image captcha and SMS codes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const picture = (phone: string) => server.request({ method: 'GET', url: `/auth/getImageCode?phone=${phone}` });
  const answerOf = async (phone: string) =>
    (await server.request({ method: 'GET', url: `/dev/captcha/${phone}` })).json().answer as string;
  const askSms = (phone: string, imageCode: string, remoteAddress = '10.0.1.1') =>
    server.request({ method: 'GET', url: `/auth/code/imageCode?phone=${phone}&imageCode=${imageCode}`, remoteAddress });

  it('draws a PNG picture for a phone and never caches it', async () => {
    const response = await picture('13800000001');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await picture('1380000')).json().message).toBe('请输入11为手机号');
  });

  it('refuses a wrong picture answer and sends no SMS', async () => {
    await picture('13800000001');
    const response = await askSms('13800000001', 'ZZZZ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, message: '图文验证码错误' });
    expect(server.sms).toHaveLength(0);
  });

  it('uses a picture answer once only, and sends a 6-digit code for a right one', async () => {
    await picture('13800000001');
    const answer = await answerOf('13800000001');
    const sent = await askSms('13800000001', answer.toLowerCase());
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe('验证码已发送，5 分钟内有效');
    expect(server.sms.at(-1)).toEqual({ phone: '13800000001', code: expect.stringMatching(/^\d{6}$/) });
    const reused = await askSms('13800000001', answer);
    expect(reused.json().message).toBe('图文验证码错误');
  });

  it('refuses a second SMS to the same phone within 60 seconds', async () => {
    await picture('13800000001');
    const tooSoon = await askSms('13800000001', await answerOf('13800000001'));
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(/^验证码发送过于频繁，请 \d+ 秒后再试$/);
  });

  it('refuses the eleventh SMS of a day to one phone', async () => {
    // Ten sends earlier today, the last over a minute ago: in the first 71 seconds of a China day there is no
    // such "earlier today" (the test failed from 00:00 to 00:11 when it placed them minutes apart), so wait.
    const sinceMidnight = Date.now() - chinaDayStart().getTime();
    if (sinceMidnight < 72_000) await new Promise((resolve) => setTimeout(resolve, 72_000 - sinceMidnight));
    const earlier = Array.from({ length: 10 }, (_, i) => ({
      phone: '13800000003',
      sentAt: new Date(Date.now() - 61_000 - i * 1000),
    }));
    await server.database.db.insert(smsSends).values(earlier);
    await picture('13800000003');
    const response = await askSms('13800000003', await answerOf('13800000003'));
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toBe('该手机号今日获取验证码次数已达上限，请明天再试');
  }, 120_000);

  it('signs in with an SMS code once; a wrong or used code is refused', async () => {
    const code = await requestSmsCode(server, '13800000002');
    const wrong = await server.request({
      method: 'POST',
      url: '/auth/login',
      payload: { username: '13800000002', code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.json()).toEqual({ status: 400, message: '验证码错误或已过期' });
    const right = await server.request({
      method: 'POST',
      url: '/auth/login',
      payload: { username: '13800000002', code },
    });
    expect(right.statusCode).toBe(200);
    const again = await server.request({
      method: 'POST',
      url: '/auth/login',
      payload: { username: '13800000002', code },
    });
    expect(again.json().message).toBe('验证码错误或已过期');
  });

  it('answers an unregistered phone as it answers a wrong code, and only the phone’s owner learns more', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/auth/login',
      payload: { username: '13912345678', code: '123456' },
    });
    expect(response.json()).toEqual({ status: 400, message: '验证码错误或已过期' });
    const code = await requestSmsCode(server, '13912345678');
    const owner = await server.request({
      method: 'POST',
      url: '/auth/login',
      payload: { username: '13912345678', code },
    });
    expect(owner.json()).toEqual({ status: 400, message: '该手机号尚未注册' });
  });

  it('limits SMS requests per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await askSms('13800000000', 'AAAA', '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('development helpers in production', () => {
  it('are not there', async () => {
    const server = await startTestServer({ NODE_ENV: 'production' });
    try {
      for (const url of ['/dev/captcha/13800000001', '/dev/sms/13800000001']) {
        expect((await server.request({ method: 'GET', url })).statusCode).toBe(404);
      }
    } finally {
      await server.close();
    }
  });
});

/** Many sign-ins at once (issue 21): the limits hold whatever the concurrency, on PGlite and PostgreSQL. */
describe('sign-in under races', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const login = (payload: object, remoteAddress = '10.0.0.1') =>
    server.request({ method: 'POST', url: '/auth/login', payload, remoteAddress });

  it('checks at most five wrong passwords of a phone however many arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        server.request({
          method: 'POST',
          url: '/auth/login',
          remoteAddress: `10.25.0.${i + 1}`,
          payload: { username: '13800000001', password: encrypted(`wrong-${i}`) },
        }),
      ),
    );
    const checked = answers.filter((a) => a.statusCode === 400).map((a) => a.json().message as string);
    expect(checked).toHaveLength(5);
    expect(checked.sort()).toEqual([
      '密码错误次数过多，该账号的密码登录已锁定 15 分钟',
      '用户名或密码错误，还可尝试 1 次',
      '用户名或密码错误，还可尝试 2 次',
      '用户名或密码错误，还可尝试 3 次',
      '用户名或密码错误，还可尝试 4 次',
    ]);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(20);
    const right = await login({ username: '13800000001', password: encrypted('demo123456') });
    expect(right.statusCode).toBe(429);
  });

  it('lets at most five wrong SMS codes of a phone be compared however many arrive at once', async () => {
    const code = await requestSmsCode(server, '13800000003');
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        server.request({
          method: 'POST',
          url: '/auth/login',
          remoteAddress: `10.26.0.${i + 1}`,
          payload: { username: '13800000003', code: i === 24 ? code : wrong },
        }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 400)).toBe(true);
    const [row] = await server.database.db.select().from(smsCodes).where(eq(smsCodes.phone, '13800000003'));
    expect(row!.attempts).toBe(5);
    // The code is void after five tries: even the right one no longer signs in.
    const right = await server.request({
      method: 'POST',
      url: '/auth/login',
      payload: { username: '13800000003', code },
    });
    expect(right.json()).toEqual({ status: 400, message: '验证码错误或已过期' });
  });

  it('lets one right SMS code sign in once, however many use it at once', async () => {
    const code = await requestSmsCode(server, '13800000001');
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        server.request({
          method: 'POST',
          url: '/auth/login',
          remoteAddress: `10.27.0.${i + 1}`,
          payload: { username: '13800000001', code },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
  });
});
