import { expect, test } from '@playwright/test';
import { accessLog, bearer, INSTANCE_A, INSTANCE_B, passwordSignIn, postFrom, PROXY } from './clusterTargets';

/**
 * What is counted per client address and per phone is counted in the database, so a cluster counts it once:
 * the address is the one nginx saw (the last X-Forwarded-For entry, TRUST_PROXY), whichever instance answers.
 */

const TOO_MANY_SIGN_INS = '登录尝试过于频繁，请稍后再试';

test('the session of a sign-in through nginx records the address nginx saw, not 127.0.0.1', async ({ request }) => {
  const client = '127.0.0.77';
  const signIn = await postFrom(client, `${PROXY}/auth/login`, passwordSignIn('13800000002'));
  expect(signIn.status).toBe(200);
  const admin = (await (await request.post(`${INSTANCE_B}/auth/login`, { data: passwordSignIn('13800000001') })).json())
    .token as string;
  const online = await request.get(`${INSTANCE_A}/api/online?size=100`, { headers: bearer(admin) });
  const rows = (await online.json()).content as { username: string; ip: string }[];
  expect(rows.filter((row) => row.username === '13800000002').map((row) => row.ip)).toContain(client);
});

test('the 31st sign-in from one address within a minute is refused, whichever instance takes it', async ({
  request,
}, testInfo) => {
  // A retry within the minute comes from another address: the first one's count is still running.
  const client = `127.0.0.${31 + 10 * testInfo.retry}`;
  // A wrong SMS code costs no password hash: 30 quick tries, spread over both instances by nginx.
  const attempt = () => postFrom(client, `${PROXY}/auth/login`, { username: '13912345678', code: '123456' });
  for (let i = 0; i < 30; i += 1) {
    const answer = await attempt();
    expect(answer.status, `attempt ${i + 1}: ${answer.json.message}`).toBe(400);
  }
  const upstreams = () =>
    new Set(
      accessLog()
        .filter((line) => line.startsWith(`${client} `) && line.includes('POST /auth/login'))
        .map((line) => /upstream=([\d.:]+)\//.exec(line)?.[1]),
    );
  await expect
    .poll(upstreams, { message: 'nginx sent the tries to both instances' })
    .toEqual(new Set([INSTANCE_A.slice(7), INSTANCE_B.slice(7)]));

  // Through nginx twice (round robin: each instance once), and at each instance as nginx would pass it on.
  for (let i = 0; i < 2; i += 1) {
    const refused = await attempt();
    expect(refused).toEqual({ status: 429, json: { status: 429, message: TOO_MANY_SIGN_INS } });
  }
  for (const instance of [INSTANCE_A, INSTANCE_B]) {
    const refused = await request.post(`${instance}/auth/login`, {
      data: { username: '13912345678', code: '123456' },
      headers: { 'x-forwarded-for': client },
    });
    expect(refused.status(), instance).toBe(429);
    expect(await refused.json()).toEqual({ status: 429, message: TOO_MANY_SIGN_INS });
  }
  // Another address is not affected.
  expect(
    (await postFrom('127.0.0.32', `${PROXY}/auth/login`, { username: '13912345678', code: '123456' })).status,
  ).toBe(400);
});

test('five wrong passwords, tried on both instances, lock the phone on both', async ({ request }, testInfo) => {
  // For 15 minutes: a retry locks another account (one the later tests sign in to by SMS only, if at all).
  const phone = ['13800000003', '13800000004'][testInfo.retry] ?? '13800000004';
  // Each try from its own address (as nginx would pass it on), so only the phone's count is at work here.
  const tryOn = (instance: string, password: string, client: string) =>
    request.post(`${instance}/auth/login`, {
      data: passwordSignIn(phone, password),
      headers: { 'x-forwarded-for': client },
    });
  for (let i = 0; i < 5; i += 1) {
    const wrong = await tryOn(i % 2 ? INSTANCE_B : INSTANCE_A, `wrong-${i}`, `198.51.100.${i + 1}`);
    expect(wrong.status()).toBe(400);
    expect((await wrong.json()).message).toBe(
      i < 4 ? `用户名或密码错误，还可尝试 ${4 - i} 次` : '密码错误次数过多，该账号的密码登录已锁定 15 分钟',
    );
  }
  // Now even the right password is refused, on either instance and through nginx.
  for (const instance of [INSTANCE_A, INSTANCE_B]) {
    const locked = await tryOn(instance, 'demo123456', '198.51.100.9');
    expect(locked.status(), instance).toBe(429);
    expect((await locked.json()).message).toContain('该账号的密码登录已锁定 15 分钟');
  }
  const throughProxy = await request.post(`${PROXY}/auth/login`, { data: passwordSignIn(phone) });
  expect(throughProxy.status()).toBe(429);
});
