import { expect, test } from '@playwright/test';
import { followupIds, withBothInstances } from './acknowledgedWrites';
import { restartPostgres } from '@yjf/deploy/cluster/postgresServer';
import { bearer, clusterState, INSTANCE_A, INSTANCE_B, passwordSignIn, PROXY } from './clusterTargets';

/** Writers at once through nginx, as many as the report that found the instances dying with 57P01. */
const PARALLEL = 8;
/** Acknowledged writes wanted before the restart, and after it. */
const BEFORE = 40;
const AFTER = 40;
/** What an instance answers while its database is away (server/src/http/databaseOutage.ts). */
const DATABASE_UNAVAILABLE = '数据库暂时不可用，请稍后再试';

type Outcome = { status: number; id?: number; message?: string; ms: number; sentAt: number };

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test('restarting PostgreSQL under writes through nginx ends no instance and loses no acknowledged write', async ({
  request,
}) => {
  await withBothInstances(request);
  const state = clusterState();
  const instances = state.instances.map(({ pid, port }) => ({ pid, url: `http://127.0.0.1:${port}` }));
  for (const { url } of instances) expect((await request.get(`${url}/api/health/ready`)).status(), url).toBe(200);

  const token = (await (await request.post(`${PROXY}/auth/login`, { data: passwordSignIn('13800000001') })).json())
    .token as string;
  const headers = bearer(token);
  const customer = await request.post(`${PROXY}/api/customer`, {
    headers,
    data: {
      name: `数据库重启测试 ${Date.now()}`,
      channelType: 3,
      channelStatus: 4,
      intentDegree: 2,
      contactName: '测试',
      phone: '13912345678',
    },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  const customerId = (await customer.json()).id as number;

  const outcomes: Outcome[] = [];
  const acknowledged = () => outcomes.filter((outcome) => outcome.id !== undefined).length;
  let writing = true;
  let n = 0;
  const write = async (): Promise<Outcome> => {
    const sentAt = Date.now();
    try {
      const response = await request.post(`${PROXY}/api/customerFollowup`, {
        headers,
        data: { customerId, method: 1, content: `重启中第 ${(n += 1)} 次写入`, followTime: '2026-11-20 10:00:00' },
      });
      const body = (await response.json().catch(() => ({}))) as { id?: number; message?: string };
      const ok = response.status() === 201;
      return {
        status: response.status(),
        id: ok ? body.id : undefined,
        message: body.message,
        ms: Date.now() - sentAt,
        sentAt,
      };
    } catch {
      return { status: 0, ms: Date.now() - sentAt, sentAt };
    }
  };
  const writers = Array.from({ length: PARALLEL }, async () => {
    while (writing) {
      const outcome = await write();
      outcomes.push(outcome);
      // A refused write is tried again after a pause, as a person would.
      if (outcome.id === undefined) await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  const waitFor = async (count: number) => {
    const started = Date.now();
    while (acknowledged() < count && Date.now() - started < 20_000)
      await new Promise((resolve) => setTimeout(resolve, 20));
  };

  let backAt = 0;
  try {
    await waitFor(BEFORE);
    // `pg_ctl restart -m fast`: every session of both instances ends with 57P01, some inside a transaction.
    await restartPostgres(state.postgres!);
    backAt = Date.now();
    await waitFor(acknowledged() + AFTER);
  } finally {
    writing = false;
    await Promise.all(writers);
  }

  const refused = outcomes.filter((outcome) => outcome.id === undefined);
  // The first write sent after the database was back that it acknowledged: how long writes kept failing.
  const firstAfter = Math.min(...outcomes.filter((o) => o.id !== undefined && o.sentAt >= backAt).map((o) => o.sentAt));
  process.stdout.write(
    `  ${acknowledged()} 次写入得到确认，${refused.length} 次被拒（${[...new Set(refused.map((o) => o.status))].join('、') || '无'}）；` +
      `数据库恢复后第一个得到确认的写入在 ${firstAfter - backAt} ms 时发出\n`,
  );

  // No instance exited, and both serve.
  for (const { pid, url } of instances) {
    expect(isAlive(pid), `instance ${url} (pid ${pid}) is alive`).toBe(true);
    expect((await request.get(`${url}/api/health/ready`)).status(), url).toBe(200);
  }
  // A write was refused only with the instance's 503 and its message, quickly: never a 502 of a dead instance.
  expect(
    refused.filter((o) => o.status !== 503 || o.message !== DATABASE_UNAVAILABLE || o.ms > 3000),
    'refusals other than a quick 503',
  ).toEqual([]);
  expect(acknowledged()).toBeGreaterThanOrEqual(BEFORE + AFTER);
  expect(firstAfter - backAt, 'writes succeed again soon after the database is back').toBeLessThan(2000);

  // Every acknowledged write is there.
  const stored = await followupIds(request, token, customerId);
  expect(outcomes.filter((outcome) => outcome.id !== undefined && !stored.has(outcome.id))).toEqual([]);
  for (const url of [INSTANCE_A, INSTANCE_B])
    expect((await request.get(`${url}/auth/info`, { headers })).status()).toBe(200);
});
