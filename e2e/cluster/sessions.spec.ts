import { expect, test, type APIRequestContext } from '@playwright/test';
import { devCaptcha, devSmsCode } from '../support/signIn';
import { bearer, INSTANCE_A, INSTANCE_B, passwordSignIn, PROXY } from './clusterTargets';

/** Sessions, captcha answers and SMS codes live in the database: any instance takes what another one made. */

/**
 * How long until `target` refuses `token`, asked every 10 ms; fails past a second. Each instance keeps the
 * sessions it checked (server/src/platform/auth/keptSessions.ts) until the database tells it one ended.
 */
async function refusedWithin1s(request: APIRequestContext, target: string, token: string): Promise<number> {
  const started = Date.now();
  for (;;) {
    const status = (await request.get(`${target}/auth/info`, { headers: bearer(token) })).status();
    if (status === 401) return Date.now() - started;
    expect(status, target).toBe(200);
    expect(Date.now() - started, `${target} 一秒后仍接受已结束的会话`).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

test('a sign-in made on instance A is accepted by instance B and through nginx; signing out on B ends it on A within a second', async ({
  request,
}) => {
  const signIn = await request.post(`${INSTANCE_A}/auth/login`, { data: passwordSignIn('13800000002') });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const { token } = await signIn.json();

  for (const target of [INSTANCE_B, PROXY, INSTANCE_A]) {
    const info = await request.get(`${target}/auth/info`, { headers: bearer(token) });
    expect(info.status(), target).toBe(200);
    expect((await info.json()).user.username).toBe('13800000002');
  }

  expect((await request.delete(`${INSTANCE_B}/auth/logout`, { headers: bearer(token) })).status()).toBe(200);
  // The instance that ended it refuses it at once: its answer waited until it had heard the notice.
  expect((await request.get(`${INSTANCE_B}/auth/info`, { headers: bearer(token) })).status()).toBe(401);
  const waits = [await refusedWithin1s(request, INSTANCE_A, token), await refusedWithin1s(request, PROXY, token)];
  test.info().annotations.push({ type: '会话结束后另一实例拒绝所用时间', description: `${waits.join('、')} ms` });
});

test('a user disabled by an administrator on A is refused by B within a second', async ({ request }) => {
  const admin = await (await request.post(`${INSTANCE_A}/auth/login`, { data: passwordSignIn('13800000001') })).json();
  const sales = await (await request.post(`${INSTANCE_A}/auth/login`, { data: passwordSignIn('13800000002') })).json();
  expect((await request.get(`${INSTANCE_B}/auth/info`, { headers: bearer(sales.token) })).status()).toBe(200);
  const status = (enabled: boolean) =>
    request.post(`${INSTANCE_A}/api/users/updateState`, {
      headers: bearer(admin.token),
      data: { id: sales.user.id, enabled },
    });
  const disabled = await status(false);
  expect(disabled.status(), await disabled.text()).toBe(200);
  try {
    const waited = await refusedWithin1s(request, INSTANCE_B, sales.token);
    test.info().annotations.push({ type: '停用用户后另一实例拒绝所用时间', description: `${waited} ms` });
  } finally {
    expect((await status(true)).status()).toBe(200);
  }
});

test('an SMS sign-in spans the instances: picture from A, code sent by B, sign-in through nginx', async ({
  playwright,
}, testInfo) => {
  // One code a minute per phone: a retry signs in another account.
  const phone = ['13800000004', '13800000003'][testInfo.retry] ?? '13800000003';
  const [a, b] = await Promise.all(
    [INSTANCE_A, INSTANCE_B].map((baseURL) => playwright.request.newContext({ baseURL })),
  );
  try {
    expect((await a!.get(`/auth/getImageCode?phone=${phone}`)).headers()['content-type']).toBe('image/png');
    const answer = await devCaptcha(b!, phone);
    const sent = await b!.get(`/auth/code/imageCode?phone=${phone}&imageCode=${answer}`);
    expect(sent.status(), await sent.text()).toBe(200);
    const code = await devSmsCode(a!, phone);
    const signIn = await a!.post(`${PROXY}/auth/login`, { data: { username: phone, code } });
    expect(signIn.status(), await signIn.text()).toBe(200);
    // The code was used up by that sign-in, on whichever instance took it.
    const again = await b!.post('/auth/login', { data: { username: phone, code } });
    expect(again.status()).toBe(400);
  } finally {
    await Promise.all([a!.dispose(), b!.dispose()]);
  }
});

test('the websocket of 服务监控 reaches an instance through nginx and pushes readings', async ({ page, request }) => {
  const signIn = await request.post(`${PROXY}/auth/login`, { data: passwordSignIn('13800000000') });
  const { token } = await signIn.json();
  // A page on nginx's origin: the socket's Origin must match the Host nginx passes on, or the server refuses it.
  await page.goto(`${PROXY}/api/health/live`);
  const reading = await page.evaluate(
    (url) =>
      new Promise<string>((resolve, reject) => {
        const socket = new WebSocket(url);
        socket.onmessage = (event) => {
          resolve(String(event.data));
          socket.close();
        };
        socket.onclose = (event) => reject(new Error(`closed ${event.code} ${event.reason}`));
        setTimeout(() => reject(new Error('no reading within 15 s')), 15_000);
      }),
    `${PROXY.replace('http', 'ws')}/websocket?token=${token}`,
  );
  expect(JSON.parse(reading)).toMatchObject({ cpu: { cores: expect.any(Number) }, memory: expect.any(Object) });
});
