import { expect, test } from '@playwright/test';
import { followupIds, withBothInstances } from './acknowledgedWrites';
import { bearer, clusterState, INSTANCE_B, passwordSignIn, PROXY, runClusterCommand } from './clusterTargets';

const BURST = 200;
const PARALLEL = 8;

type Outcome = { status: number; id?: number; sentAt: number };

test('killing an instance in the middle of a burst of writes loses no acknowledged write, and nginx keeps serving', async ({
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

  // 200 follow-ups, 8 at a time, through nginx; instance B is killed (SIGKILL, no drain) after the 60th is sent.
  const outcomes: Outcome[] = [];
  let next = 0;
  let killedAt = 0;
  const write = async (n: number): Promise<Outcome> => {
    const sentAt = Date.now();
    try {
      const response = await request.post(`${PROXY}/api/customerFollowup`, {
        headers,
        data: { customerId, method: 1, content: `第 ${n} 次写入`, followTime: '2026-11-20 10:00:00' },
      });
      return {
        status: response.status(),
        id: response.ok() ? ((await response.json()).id as number) : undefined,
        sentAt,
      };
    } catch {
      return { status: 0, sentAt };
    }
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

  const acknowledged = outcomes.filter((outcome) => outcome.id !== undefined);
  const failed = outcomes.filter((outcome) => outcome.id === undefined);
  const lateness = failed.map((outcome) => outcome.sentAt - killedAt);
  process.stdout.write(
    `  ${acknowledged.length} 次写入得到确认，${failed.length} 次失败（${failed.map((o) => o.status).join('、') || '无'}；` +
      `发出时间相对杀掉实例 ${lateness.join('、') || '-'} ms）\n`,
  );
  // Only what B held when it died, or what nginx sent it before it saw B gone, may fail (nginx never repeats a
  // POST it has sent); from then on nginx sends everything to A.
  expect(Math.max(...lateness, 0), 'a write failed long after the kill').toBeLessThan(1_000);
  expect(acknowledged.length).toBeGreaterThan(BURST - 3 * PARALLEL);

  // Every acknowledged write is there.
  const stored = await followupIds(request, token, customerId);
  expect(acknowledged.filter((outcome) => !stored.has(outcome.id!))).toEqual([]);

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
