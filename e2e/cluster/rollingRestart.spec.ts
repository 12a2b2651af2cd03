import { expect, test } from '@playwright/test';
import { followupsOf, sendLikeTheClient, withBothInstances, type Sent } from './acknowledgedWrites';
import { clusterCommandInBackground, clusterState, passwordSignIn, PROXY } from './clusterTargets';

/** Callers at once through nginx, each writing and reading in turn. */
const PARALLEL = 6;

type Outcome = { kind: 'write' | 'read'; n: number; sent: Sent };

test('a rolling restart of every instance under reads and writes through nginx fails none and does no write twice', async ({
  request,
}) => {
  test.setTimeout(180_000);
  await withBothInstances(request);
  const before = clusterState().instances.map((instance) => instance.pid);
  const token = (await (await request.post(`${PROXY}/auth/login`, { data: passwordSignIn('13800000001') })).json())
    .token as string;
  const customer = await sendLikeTheClient(request, 'POST', `${PROXY}/api/customer`, token, {
    name: `滚动重启测试 ${Date.now()}`,
    channelType: 3,
    channelStatus: 4,
    intentDegree: 2,
    contactName: '测试',
    phone: '13912345678',
  });
  expect(customer.status, JSON.stringify(customer.body)).toBe(201);
  const customerId = (customer.body as { id: number }).id;

  // The load runs from before the restart begins until after it has ended, as the API client sends.
  const outcomes: Outcome[] = [];
  let n = 0;
  let restarting = true;
  const load = Array.from({ length: PARALLEL }, async () => {
    while (restarting) {
      const write = (n += 1);
      outcomes.push({
        kind: 'write',
        n: write,
        sent: await sendLikeTheClient(request, 'POST', `${PROXY}/api/customerFollowup`, token, {
          customerId,
          method: 1,
          content: `滚动重启第 ${write} 次写入`,
          followTime: '2026-11-20 10:00:00',
        }),
      });
      outcomes.push({
        kind: 'read',
        n: write,
        sent: await sendLikeTheClient(
          request,
          'GET',
          `${PROXY}/api/customerFollowup?customerId=${customerId}&size=5`,
          token,
        ),
      });
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  await clusterCommandInBackground('restart', ['--rolling']);
  await new Promise((resolve) => setTimeout(resolve, 500));
  restarting = false;
  await Promise.all(load);

  const after = clusterState().instances.map((instance) => instance.pid);
  expect(
    after.filter((pid) => before.includes(pid)),
    'every instance was restarted',
  ).toEqual([]);
  const writes = outcomes.filter((outcome) => outcome.kind === 'write');
  const failed = outcomes.filter((outcome) => outcome.sent.status !== (outcome.kind === 'write' ? 201 : 200));
  const resent = outcomes.filter((outcome) => outcome.sent.attempts > 1);
  const stored = await followupsOf(request, token, customerId);
  const twice = stored.length - new Set(stored.map((row) => row.content)).size;
  process.stdout.write(
    `  滚动重启：${writes.length} 次写入、${outcomes.length - writes.length} 次读取，失败 ${failed.length} 次` +
      `（${failed.map((o) => `${o.kind} ${o.sent.status}`).join('、') || '无'}），重发 ${resent.length} 次，重复写入 ${twice} 次\n`,
  );
  expect(
    failed.map((outcome) => ({ kind: outcome.kind, status: outcome.sent.status, body: outcome.sent.body })),
  ).toEqual([]);
  expect(twice).toBe(0);
  expect(stored).toHaveLength(writes.length);
  const byContent = new Map(stored.map((row) => [row.content, row.id]));
  const unmatched = writes.filter(
    (write) => byContent.get(`滚动重启第 ${write.n} 次写入`) !== (write.sent.body as { id: number }).id,
  );
  expect(unmatched).toEqual([]);
});
