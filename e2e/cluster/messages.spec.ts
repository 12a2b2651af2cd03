import { expect, test, type APIRequestContext } from '@playwright/test';
import { skipMembershipDialog } from '../support/signIn';
import {
  bearer,
  INSTANCE_A,
  INSTANCE_B,
  INSTANCE_PORTS,
  lastAccessLogLine,
  passwordSignIn,
  PROXY,
} from './clusterTargets';

/** The demo field engineer (company 2), whose bell rings, and the administrator who gives them tasks. */
const ENGINEER = '13800000004';
const ADMIN = '13800000001';
/** What the issue asks: a message shows on the bell within 2 s, whichever instance the page's socket is on. */
const WITHIN_MS = 2000;

async function signIn(request: APIRequestContext, target: string, phone: string): Promise<string> {
  const response = await request.post(`${target}/auth/login`, { data: passwordSignIn(phone) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).token as string;
}

/**
 * 消息中心 behind nginx: the engineer's page (through nginx) holds one socket on one instance; the administrator
 * gives them a task through instance A, then through instance B, so one of the two is always written on the other
 * instance than the socket's (PostgreSQL tells every instance at the commit, each pushes to its own sockets). The
 * bell shows each within 2 s. Which instance held the socket is read from nginx's access log once it has closed.
 */
test('a task assigned through either instance rings the assignee’s bell through nginx within 2 s', async ({
  page,
  request,
}) => {
  const engineer = await signIn(request, PROXY, ENGINEER);
  const engineerId = (await (await request.get(`${PROXY}/auth/info`, { headers: bearer(engineer) })).json()).user
    .id as number;
  const admins = { A: await signIn(request, INSTANCE_A, ADMIN), B: await signIn(request, INSTANCE_B, ADMIN) };
  const projects = await request.get(`${PROXY}/api/project?size=1`, { headers: bearer(admins.A) });
  const projectId = (await projects.json()).content[0].id as number;
  // What an earlier run left is not this test's: nothing unread, the kind on.
  expect(
    (await request.put(`${PROXY}/api/messages/read`, { headers: bearer(engineer), data: { all: true } })).ok(),
  ).toBe(true);
  await request.put(`${PROXY}/api/messages/preferences`, {
    headers: bearer(engineer),
    data: { kinds: [{ kind: 'taskAssigned', enabled: true }] },
  });

  await page.context().addCookies([{ name: 'YJF-TOKEN', value: engineer, url: PROXY }]);
  await skipMembershipDialog(page, ENGINEER);
  const socketOpened = page.waitForEvent('websocket', (socket) => socket.url().includes('channel=messages'));
  await page.goto(`${PROXY}/dashboard`);
  const socket = await socketOpened;
  // The server's first push (the count on connecting) says the socket is up.
  await socket.waitForEvent('framereceived');
  const bell = page.getByRole('button', { name: /^消息/ });
  await expect(bell).toHaveAttribute('aria-label', '消息');

  const given: number[] = [];
  const timings: Record<string, number> = {};
  try {
    for (const [index, [name, target]] of (
      [
        ['A', INSTANCE_A],
        ['B', INSTANCE_B],
      ] as const
    ).entries()) {
      const created = await request.post(`${target}/api/task`, {
        headers: bearer(admins[name]),
        data: { projectId, title: `集群铃铛${name}${Date.now() % 100000}`, priority: 2, assigneeId: engineerId },
      });
      expect(created.status(), await created.text()).toBe(201);
      const answered = Date.now();
      given.push((await created.json()).id as number);
      await expect(bell).toHaveAttribute('aria-label', `消息，${index + 1} 条未读`, { timeout: WITHIN_MS });
      timings[name] = Date.now() - answered;
    }
  } finally {
    await page.close();
    if (given.length) await request.delete(`${PROXY}/api/task`, { headers: bearer(admins.A), data: given });
  }

  // nginx writes the socket's line once it has closed: `upstream=127.0.0.1:<port>/101`.
  await expect.poll(() => lastAccessLogLine('/websocket?channel=messages'), { timeout: 10_000 }).toContain('upstream=');
  const line = lastAccessLogLine('/websocket?channel=messages')!;
  const port = Number(/upstream=[\d.]+:(\d+)\//.exec(line)?.[1]);
  const socketOn = port === INSTANCE_PORTS[0] ? 'A' : port === INSTANCE_PORTS[1] ? 'B' : `?(${line})`;
  const other = socketOn === 'A' ? 'B' : 'A';
  console.log(
    `铃铛的连接在实例 ${socketOn} 上：经实例 A 指派后 ${timings.A} ms、经实例 B 指派后 ${timings.B} ms 显示新的未读数` +
      `（跨实例的是经 ${other} 的那次：${timings[other]} ms）`,
  );
  expect(['A', 'B']).toContain(socketOn);
});
