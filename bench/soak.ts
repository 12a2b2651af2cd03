/**
 * The soak (issue 11, `pnpm soak`, not in CI): SOAK_MINUTES (10) of mixed traffic from SOAK_CONCURRENCY (8)
 * clients at once against the built server (`server/dist/main.cjs`, production mode) — sign-ins and sign-outs from
 * ever new client addresses, menus, customer lists with fuzzy searches, customer and project details, customers
 * and follow-ups added, edited and deleted, exports — while the server's resident memory (VmRSS in /proc) is
 * sampled every SOAK_SAMPLE_SECONDS (30). It prints the samples, the growth over the second half (after the
 * warm-up) as a least-squares slope in MB per minute, the requests and errors by kind, and 通过 when the slope is
 * under SOAK_SLOPE_LIMIT (1 MB/min) and nothing failed; 未通过 (exit code 1) otherwise.
 *
 * PGlite by default; with TEST_DATABASE_URL (through server/test/with-postgres.sh) on PostgreSQL. The server runs
 * with TRUST_PROXY=true so each sign-in can come from its own address (X-Forwarded-For), as many users behind a
 * reverse proxy would: the per-address rate limits and the sessions then see a stream of new clients.
 */
import fs from 'node:fs';
import { startBuiltServer } from './builtServer';
import { loginBody, printTable, signIn } from './support';

const MINUTES = Number(process.env.SOAK_MINUTES || 10);
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY || 8);
const SAMPLE_SECONDS = Number(process.env.SOAK_SAMPLE_SECONDS || 30);
const SLOPE_LIMIT = Number(process.env.SOAK_SLOPE_LIMIT || 1);
const CUSTOMERS = Number(process.env.SOAK_CUSTOMERS || 5000);
const PORT = Number(process.env.SOAK_PORT || 8140);
const SEARCH_WORDS = ['锦绣', '华', '影音', '1390', '科技', '家庭影院'];

type Counter = { requests: number; errors: number; firstError?: string };
type Sample = { minute: number; rssMb: number };

const counters = new Map<string, Counter>();
const counter = (kind: string) => {
  let found = counters.get(kind);
  if (!found) counters.set(kind, (found = { requests: 0, errors: 0 }));
  return found;
};

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** Least-squares slope of y over x. */
function slope(points: { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return NaN;
  const meanX = points.reduce((s, p) => s + p.x, 0) / n;
  const meanY = points.reduce((s, p) => s + p.y, 0) / n;
  const sxx = points.reduce((s, p) => s + (p.x - meanX) ** 2, 0);
  const sxy = points.reduce((s, p) => s + (p.x - meanX) * (p.y - meanY), 0);
  return sxx ? sxy / sxx : NaN;
}

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;
const randomAddress = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

async function main(): Promise<void> {
  const server = await startBuiltServer({
    port: PORT,
    customers: CUSTOMERS,
    env: { TRUST_PROXY: 'true', PAYMENT_PROVIDER: 'sandbox', ALLOW_DEMO_PASSWORDS: 'true' },
  });
  const { url } = server;
  const pid = server.process.pid!;
  try {
    const tokens = await Promise.all(['13800000001', '13800000002'].map((phone) => signIn(url, phone)));
    const admin = tokens[0]!;

    /** One call, counted under `kind`; answers the JSON body of a 2xx, or null (counted as an error). */
    const call = async <T>(kind: string, path: string, init: RequestInit & { token?: string } = {}) => {
      const count = counter(kind);
      count.requests += 1;
      try {
        const response = await fetch(`${url}${path}`, {
          ...init,
          headers: {
            ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
            ...(init.body ? { 'content-type': 'application/json' } : {}),
            ...(init.headers as Record<string, string> | undefined),
          },
        });
        const body = response.headers.get('content-type')?.includes('json')
          ? await response.json()
          : await response.arrayBuffer();
        if (response.ok) return body as T;
        count.errors += 1;
        count.firstError ??= `${response.status} ${JSON.stringify(body).slice(0, 200)}`;
      } catch (error) {
        count.errors += 1;
        count.firstError ??= String(error);
      }
      return null;
    };

    type Page = { content: { id: number; version: number }[] };
    const customerIds = [
      ...((await call<Page>('准备', '/api/customer?page=0&size=100', { token: admin }))?.content ?? []),
      ...((await call<Page>('准备', '/api/customer?page=1&size=100', { token: admin }))?.content ?? []),
    ].map((row) => row.id);
    const projectIds = ((await call<Page>('准备', '/api/project?size=20', { token: admin }))?.content ?? []).map(
      (row) => row.id,
    );
    if (!customerIds.length || !projectIds.length) throw new Error('没有可用的客户或项目数据');

    const actions: [weight: number, run: () => Promise<unknown>][] = [
      [
        1,
        async () => {
          const headers = { 'x-forwarded-for': randomAddress() };
          const session = await call<{ token: string }>('登录与退出', '/auth/login', {
            method: 'POST',
            body: loginBody(pick(['13800000001', '13800000002'])),
            headers,
          });
          if (!session) return;
          await call('登录与退出', '/auth/info', { token: session.token, headers });
          await call('登录与退出', '/api/menus/build', { token: session.token, headers });
          await call('登录与退出', '/auth/logout', { method: 'DELETE', token: session.token, headers });
        },
      ],
      [2, () => call('菜单', '/api/menus/build', { token: pick(tokens) })],
      [
        4,
        () =>
          call(
            '客户列表与搜索',
            `/api/customer?page=${Math.floor(Math.random() * 20)}&size=10&blurry=${encodeURIComponent(pick(SEARCH_WORDS))}`,
            { token: pick(tokens) },
          ),
      ],
      [2, () => call('客户详情', `/api/customer/${pick(customerIds)}`, { token: admin })],
      [1, () => call('项目详情', `/api/project/${pick(projectIds)}`, { token: admin })],
      [
        2,
        async () => {
          const form = {
            name: `浸泡测试客户${Math.floor(Math.random() * 1e9)}`,
            channelType: 7,
            channelStatus: 4,
            intentDegree: 1,
            contactName: '陈先生',
            phone: '13912345678',
            region: '广东省深圳市南山区',
            address: '科技园南路 18 号',
            remark: '',
          };
          const added = await call<{ id: number; version: number }>('客户增改删与跟进', '/api/customer', {
            method: 'POST',
            token: admin,
            body: JSON.stringify(form),
          });
          if (!added) return;
          const followup = await call<{ id: number }>('客户增改删与跟进', '/api/customerFollowup', {
            method: 'POST',
            token: admin,
            body: JSON.stringify({
              customerId: added.id,
              method: 1,
              content: '电话沟通，约周六到店',
              followTime: '2026-11-20 10:00:00',
            }),
          });
          const current = await call<{ version: number }>('客户增改删与跟进', `/api/customer/${added.id}`, {
            token: admin,
          });
          await call('客户增改删与跟进', '/api/customer', {
            method: 'PUT',
            token: admin,
            body: JSON.stringify({ ...form, id: added.id, version: current?.version, remark: '已回访' }),
          });
          if (followup) {
            await call('客户增改删与跟进', '/api/customerFollowup', {
              method: 'DELETE',
              token: admin,
              body: JSON.stringify([followup.id]),
            });
          }
          await call('客户增改删与跟进', '/api/customer', {
            method: 'DELETE',
            token: admin,
            body: JSON.stringify([added.id]),
          });
        },
      ],
      [
        0.2,
        () => call('导出', `/api/customer/download?blurry=${encodeURIComponent(pick(SEARCH_WORDS))}`, { token: admin }),
      ],
    ];
    const totalWeight = actions.reduce((sum, [weight]) => sum + weight, 0);
    const chooseAction = () => {
      let roll = Math.random() * totalWeight;
      for (const [weight, run] of actions) {
        roll -= weight;
        if (roll <= 0) return run;
      }
      return actions[0]![1];
    };

    const started = Date.now();
    const endAt = started + MINUTES * 60_000;
    const samples: Sample[] = [{ minute: 0, rssMb: rssMb(pid) }];
    const sampler = setInterval(() => {
      samples.push({ minute: (Date.now() - started) / 60_000, rssMb: rssMb(pid) });
      process.stdout.write(
        `  ${samples.at(-1)!.minute.toFixed(1)} 分钟：RSS ${samples.at(-1)!.rssMb.toFixed(1)} MB，` +
          `请求 ${[...counters.values()].reduce((sum, c) => sum + c.requests, 0)}\n`,
      );
    }, SAMPLE_SECONDS * 1000);
    process.stdout.write(
      `浸泡测试：${MINUTES} 分钟，${CONCURRENCY} 个并发客户端，${server.driver}，每 ${SAMPLE_SECONDS} 秒采样内存\n`,
    );
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (Date.now() < endAt) await chooseAction()();
      }),
    );
    clearInterval(sampler);
    const minute = (Date.now() - started) / 60_000;
    if (minute - samples.at(-1)!.minute > 0.05) samples.push({ minute, rssMb: rssMb(pid) });

    printTable(
      `内存采样（${server.driver}，服务进程 VmRSS）`,
      ['分钟', 'RSS (MB)'],
      samples.map((s) => [s.minute.toFixed(1), s.rssMb.toFixed(1)]),
    );
    const kinds = [...counters.entries()];
    printTable(
      '请求',
      ['类别', '请求数', '错误数', '第一个错误'],
      kinds.map(([kind, c]) => [kind, c.requests, c.errors, c.firstError ?? '']),
    );
    const secondHalf = samples.filter((s) => s.minute >= MINUTES / 2).map((s) => ({ x: s.minute, y: s.rssMb }));
    const growth = slope(secondHalf);
    const errors = kinds.reduce((sum, [, c]) => sum + c.errors, 0);
    const requests = kinds.reduce((sum, [, c]) => sum + c.requests, 0);
    const passed = Number.isFinite(growth) && growth < SLOPE_LIMIT && errors === 0;
    process.stdout.write(
      `\n后半程内存增长：${Number.isFinite(growth) ? growth.toFixed(2) : '样本不足'} MB/分钟（${secondHalf.length} 个样本，` +
        `阈值 ${SLOPE_LIMIT} MB/分钟）；请求 ${requests}，错误 ${errors}（${(requests / (MINUTES * 60)).toFixed(0)} 次/秒）\n` +
        `结论：${passed ? '通过' : '未通过'}\n`,
    );
    if (!passed) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`浸泡测试失败：${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
