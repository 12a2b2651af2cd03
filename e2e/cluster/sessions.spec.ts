import { expect, test } from '@playwright/test';
import { devCaptcha, devSmsCode } from '../support/signIn';
import { bearer, INSTANCE_A, INSTANCE_B, passwordSignIn, PROXY } from './clusterTargets';

/** Sessions, captcha answers and SMS codes live in the database: any instance takes what another one made. */

test('a sign-in made on instance A is accepted by instance B and through nginx; signing out on B ends it on A', async ({
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
  for (const target of [INSTANCE_A, PROXY]) {
    expect((await request.get(`${target}/auth/info`, { headers: bearer(token) })).status(), target).toBe(401);
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
