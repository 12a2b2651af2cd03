import { expect, test } from '@playwright/test';
import { followupsOf, postLikeTheClient, withBothInstances } from './acknowledgedWrites';
import { bearer, clusterState, INSTANCE_B, passwordSignIn, PROXY, runClusterCommand } from './clusterTargets';

const BURST = 200;
const PARALLEL = 8;

type Outcome = { n: number; status: number; id?: number; attempts: number; replayed: boolean; sentAt: number };

test('killing an instance in the middle of a burst of writes fails none and does none twice (the client sends again with its key), and nginx keeps serving', async ({
  request,
}) => {
  await withBothInstances(request);
  const victim = clusterState().instances.find((instance) => `http://127.0.0.1:${instance.port}` === INSTANCE_B)!;
  expect((await request.get(`${INSTANCE_B}/api/health/ready`)).status(), 'both instances run').toBe(200);

  const token = (await (await request.post(`${PROXY}/auth/login`, { data: passwordSignIn('13800000001') })).json())
    .token as string;
  const headers = bearer(token);
  const customer = await request.post(`${PROXY}/api/customer`, {
    headers,
    data: {
      name: `集群写入测试 ${Date.now()}`,
      channelType: 3,
      channelStatus: 4,
      intentDegree: 2,
      contactName: '测试',
      phone: '13912345678',
    },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  const customerId = (await customer.json()).id as number;

  // 200 follow-ups, 8 at a time, through nginx, sent as the API client sends a write (an Idempotency-Key, and once
  // more on a 502, 503, 504 or a dropped connection); instance B is killed (SIGKILL, no drain) after the 60th is sent.
  const outcomes: Outcome[] = [];
  let next = 0;
  let killedAt = 0;
  const write = async (n: number): Promise<Outcome> => {
    const sentAt = Date.now();
    const sent = await postLikeTheClient(request, `${PROXY}/api/customerFollowup`, token, {
      customerId,
      method: 1,
      content: `第 ${n} 次写入`,
      followTime: '2026-11-20 10:00:00',
    });
    const id = sent.status === 201 ? (sent.body as { id: number }).id : undefined;
    return { n, status: sent.status, id, attempts: sent.attempts, replayed: sent.replayed, sentAt };
  };
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < BURST) {
        const n = (next += 1);
        if (n === 60) {
          process.kill(victim.pid, 'SIGKILL');
          killedAt = Date.now();
        }
        outcomes.push(await write(n));
      }
    }),
  );

  const failed = outcomes.filter((outcome) => outcome.id === undefined);
  const resent = outcomes.filter((outcome) => outcome.attempts > 1);
  const stored = await followupsOf(request, token, customerId);
  const twice = stored.length - new Set(stored.map((row) => row.content)).size;
  process.stdout.write(
    `  实例被杀：${BURST} 次写入，失败 ${failed.length} 次（${failed.map((o) => o.status).join('、') || '无'}），` +
      `重发 ${resent.length} 次（发出时间相对杀掉实例 ${resent.map((o) => o.sentAt - killedAt).join('、') || '-'} ms；` +
      `其中 ${resent.filter((o) => o.replayed).length} 次已在被杀的实例上写入，得到首次的应答），` +
      `重复写入 ${twice} 次\n`,
  );
  expect(failed, 'every write is answered as done').toEqual([]);
  // Every write is there once: the one its answer named, and no other with its content.
  expect(stored).toHaveLength(BURST);
  const byContent = new Map(stored.map((row) => [row.content, row.id]));
  expect(outcomes.filter((outcome) => byContent.get(`第 ${outcome.n} 次写入`) !== outcome.id)).toEqual([]);

  // nginx keeps serving with one instance: reads and writes.
  for (let i = 0; i < 10; i += 1) {
    expect((await request.get(`${PROXY}/api/health/ready`)).status()).toBe(200);
  }
  expect((await write(BURST + 1)).status).toBe(201);

  // The instance comes back (`pnpm cluster restart --instance 2`) and takes requests again.
  runClusterCommand('restart', ['--instance', '2']);
  const info = await request.get(`${INSTANCE_B}/auth/info`, { headers });
  expect(info.status()).toBe(200);
});
