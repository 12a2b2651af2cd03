/**
 * The API under load (issue 11): autocannon at 50 connections for 20 s (BENCH_SECONDS), after 10 s of the same
 * load to warm the server up (WARM_UP_SECONDS, half of it), on each of sign-in,
 * `GET /api/menus/build`, a customer list page with a fuzzy search at 100,000 customers (BENCH_ROWS) and a
 * project's detail, against the built server (`server/dist/main.cjs`) in production mode. For each: requests
 * per second, p50/p95/p99 latency and errors (connection errors and answers other than 2xx).
 * Goals on PostgreSQL: list p99 under 50 ms, no errors at all (recorded for the summary of `pnpm bench`).
 * On PostgreSQL the first customer page, the fuzzy search and the project's detail are then compared with the
 * same SQL sent directly (directSql.ts); issue 26 asks the API for at least 0.85 of its throughput
 * (issue 59: 0.6 for the first page, whose SQL costs less than an HTTP exchange).
 *
 * PGlite by default; with TEST_DATABASE_URL (run through server/test/with-postgres.sh) on PostgreSQL.
 *
 * Sign-in allows 30 attempts a minute per client address, and every autocannon connection comes from
 * 127.0.0.1. The limit stays on: the server runs with TRUST_PROXY=true, as behind a reverse proxy, and each
 * sign-in request carries its own X-Forwarded-For address, as many users behind that proxy would. So the
 * limiter's real code counts every request (a fresh window per address), and afterwards 31 sign-ins from one
 * address check that the 31st is still refused with 429. The sign-ins are of 200 staff in turn (seedStaff): one
 * account takes at most five password checks at once (its try limit), and a morning's sign-ins are many people's.
 */
import autocannon from 'autocannon';
import { COUNT_LIMIT } from '@yjf/domain/lists';
import { POSTGRES_POOL_SIZE } from '../server/src/db/client';
import { startBuiltServer } from './builtServer';
import { captureQueries, directRounds } from './directSql';
import { STAFF_PHONE_BASE } from './seedStaff';
import { startBareHttp } from './bareHttp';
import { OPEN_PREFIX, startPassThroughHttp } from './passThroughHttp';
import { busyCoreSeconds, loginBody, printTable, recordGoal, signIn } from './support';

const ROWS = Number(process.env.BENCH_ROWS || 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS || 20);
const CONNECTIONS = 50;
const PORT = Number(process.env.BENCH_PORT || 8132);
const BARE_PORT = PORT + 1;
const PASS_THROUGH_PORT = PORT + 2;
const LIST_P99_GOAL_MS = 50;
/** Issue 26: the broad fuzzy search (a tenth of the customers) at 50 connections. */
const SEARCH_THROUGHPUT_GOAL = 300;
/** Matches a tenth of the generated customers (names are prefix + trade + number, ten prefixes). */
const FUZZY_WORD = '锦绣';
const STAFF = 200;
/** Issue 26: the API serves at least this share of what the same SQL sent directly serves. */
const DIRECT_RATIO_GOAL = 0.85;
/**
 * Issue 59: the first customer page, whose SQL is so cheap that one HTTP exchange costs the machine more than it
 * (see docs/architecture.md, "How far any HTTP API can go here"), at least this share.
 */
const FIRST_PAGE_RATIO_GOAL = 0.6;
const staffLogins = Array.from({ length: STAFF }, (_, i) => loginBody(String(STAFF_PHONE_BASE + i)));

type Load = {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  total: number;
  errors: number;
  /** The machine's CPU per request, in ms of one core: the load generator's, the server's and the database's. */
  cpuMsPerRequest: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! : NaN;

/**
 * Seconds of the same load before each measure, not counted. A server process fresh to a request runs its code
 * unoptimised at first; under full load on two cores V8's optimising compilers (on background threads, beside the
 * load generator and the database) take 10-15 s to catch up: the broad search served 55/s in its first second,
 * ~180/s over its first 10 s and 300-400/s after 15 s, and with the optimising compilers off (`--no-opt
 * --no-maglev`) 160-180/s throughout. A server that has been running is past that, so the measure starts after it.
 */
const WARM_UP_SECONDS = SECONDS / 2;

type LoadRequest = { path: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string };
type SetupRequest = (request: autocannon.Request) => autocannon.Request;

/**
 * One request under load for `seconds` (SECONDS), after `warmUpSeconds` (WARM_UP_SECONDS) of the same load that
 * is not counted; latencies come from every response (autocannon's own summary has no p95).
 */
async function load(
  url: string,
  request: LoadRequest,
  setupRequest?: SetupRequest,
  seconds = SECONDS,
  warmUpSeconds = WARM_UP_SECONDS,
): Promise<Load> {
  if (warmUpSeconds > 0) await measureLoad(url, request, setupRequest, warmUpSeconds);
  return measureLoad(url, request, setupRequest, seconds);
}

/** Runs autocannon on one request for `seconds`. */
async function measureLoad(
  url: string,
  request: LoadRequest,
  setupRequest: SetupRequest | undefined,
  seconds: number,
): Promise<Load> {
  const latencies: number[] = [];
  const busyBefore = busyCoreSeconds();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}${request.path}`,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            method: request.method ?? 'GET',
            headers: request.headers,
            body: request.body,
            ...(setupRequest && { setupRequest }),
          },
        ],
      },
      (error, done) => (error ? reject(error as Error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    total: result.requests.total,
    errors: result.errors + result.non2xx,
    cpuMsPerRequest: ((busyCoreSeconds() - busyBefore) * 1000) / Math.max(result.requests.total, 1),
  };
}

/** Answers the first response's body, or fails naming the call (a benchmark of error pages measures nothing). */
async function getJson<T>(url: string, path: string, token: string): Promise<T> {
  const response = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${path}：${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** 31 sign-ins from one address: the first 30 pass and the 31st is refused, so the limit was on all along. */
async function checkSignInLimit(url: string): Promise<string[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 31; i++) {
    const response = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
      body: loginBody('13800000001'),
    });
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  const passed = statuses.slice(0, 30).every((status) => status === 200);
  if (!passed || statuses[30] !== 429) throw new Error(`登录限流没有生效：${statuses.join(',')}`);
  return ['同一地址连续 31 次登录', '200', String(statuses[30]), '达标'];
}

async function main(): Promise<void> {
  const server = await startBuiltServer({
    port: PORT,
    customers: ROWS,
    staff: STAFF,
    env: { TRUST_PROXY: 'true', PAYMENT_PROVIDER: 'sandbox', ALLOW_DEMO_PASSWORDS: 'true' },
  });
  const { url, driver } = server;
  try {
    const token = await signIn(url, '13800000001');
    const auth = { authorization: `Bearer ${token}` };
    const defaultPath = '/api/customer?page=0&size=10';
    const listPath = `/api/customer?page=0&size=10&blurry=${encodeURIComponent(FUZZY_WORD)}`;
    // The list counts a search to COUNT_LIMIT (共 1000+ 条); 统计总数 (count=exact) counts it all.
    const exactPath = `${listPath}&count=exact`;
    const { totalElements } = await getJson<{ totalElements: number }>(url, exactPath, token);
    const projects = await getJson<{ content: { id: number }[] }>(url, '/api/project?page=0&size=1', token);
    const projectId = projects.content[0]?.id;
    if (!projectId) throw new Error('公司 2 没有项目可测详情');
    await getJson(url, `/api/project/${projectId}`, token);
    await getJson(url, '/api/menus/build', token);

    let address = 0;
    const cases: [string, () => Promise<Load>][] = [
      [
        '登录 POST /auth/login',
        () =>
          load(
            url,
            {
              path: '/auth/login',
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: staffLogins[0],
            },
            (request) => {
              address += 1;
              const forwardedFor = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
              const body = staffLogins[address % STAFF];
              return { ...request, body, headers: { ...request.headers, 'x-forwarded-for': forwardedFor } };
            },
          ),
      ],
      ['菜单 GET /api/menus/build', () => load(url, { path: '/api/menus/build', headers: auth })],
      [
        `客户列表模糊搜索“${FUZZY_WORD}”（命中 ${totalElements}，计数到 ${COUNT_LIMIT}）`,
        () => load(url, { path: listPath, headers: auth }),
      ],
      [`同上，统计总数（count=exact）`, () => load(url, { path: exactPath, headers: auth })],
      [`项目详情 GET /api/project/${projectId}`, () => load(url, { path: `/api/project/${projectId}`, headers: auth })],
      ['客户列表第一页（无搜索）', () => load(url, { path: defaultPath, headers: auth })],
    ];
    const results: { label: string; result: Load }[] = [];
    for (const [label, run] of cases) {
      process.stdout.write(`${label} …\n`);
      results.push({ label, result: await run() });
    }
    const ms = (value: number) => (Number.isNaN(value) ? '—' : `${value.toFixed(1)} ms`);
    printTable(
      `接口压测（${driver}，${ROWS} 条客户，autocannon ${CONNECTIONS} 个连接，每项先以同样的负载预热 ${WARM_UP_SECONDS} s（不计），再测 ${SECONDS} s）`,
      ['接口', '请求/秒', 'p50', 'p95', 'p99', '请求数', '错误', `结论（零错误；列表 p99 < ${LIST_P99_GOAL_MS} ms）`],
      results.map(({ label, result }, index) => {
        // No answer at all within the run measures nothing: that is not a pass.
        const met = result.total > 0 && result.errors === 0 && (index !== 2 || result.p99 < LIST_P99_GOAL_MS);
        return [
          label,
          result.requestsPerSecond.toFixed(0),
          ms(result.p50),
          ms(result.p95),
          ms(result.p99),
          result.total,
          result.errors,
          met ? '达标' : '未达标',
        ];
      }),
    );
    printTable(
      `登录限流（${driver}）`,
      ['核对', '前 30 次', '第 31 次', '结论（第 31 次 429）'],
      [await checkSignInLimit(url)],
    );

    if (driver === 'PostgreSQL') {
      const { directPerSecond } = await compareWithDirectSql(url, token, [
        { label: '客户列表第一页（无搜索）', path: defaultPath, goal: FIRST_PAGE_RATIO_GOAL },
        { label: `客户列表模糊搜索“${FUZZY_WORD}”`, path: listPath, goal: DIRECT_RATIO_GOAL },
        { label: '项目详情', path: `/api/project/${projectId}`, goal: DIRECT_RATIO_GOAL },
      ]);
      const list = results[2]!.result;
      recordGoal({
        goal: '客户列表模糊搜索吞吐（PostgreSQL，50 连接）',
        target: `≥ ${SEARCH_THROUGHPUT_GOAL} 请求/秒`,
        measured: `${list.requestsPerSecond.toFixed(0)} 请求/秒`,
        met: list.requestsPerSecond >= SEARCH_THROUGHPUT_GOAL,
      });
      // Little's law: 50 connections, each waiting for its answer before it asks again, hold 50 requests in the
      // system, so the mean latency is 50 ÷ throughput. The same SQL sent straight to the database (no HTTP, no
      // session) is the most this machine serves, so 50 ÷ its rate is the lowest mean any server can reach here.
      const searchFloorMs = (CONNECTIONS / directPerSecond[1]!) * 1000;
      recordGoal({
        goal: '客户列表模糊搜索 p99（PostgreSQL，50 连接）',
        target: `< ${LIST_P99_GOAL_MS} ms`,
        measured:
          `${ms(list.p99)}（${CONNECTIONS} 连接下平均延迟 = ${CONNECTIONS} ÷ 吞吐；同样的 SQL 直接发给数据库 ` +
          `${directPerSecond[1]!.toFixed(0)} 轮/秒，平均延迟至少 ${ms(searchFloorMs)}` +
          `${searchFloorMs >= LIST_P99_GOAL_MS ? '：本机达不到此目标' : ''}）`,
        met: list.p99 < LIST_P99_GOAL_MS,
      });
      const errors = results.reduce((sum, { result }) => sum + result.errors, 0);
      recordGoal({
        goal: `接口压测错误数（PostgreSQL，${results.length} 项）`,
        target: '0',
        measured: String(errors),
        met: errors === 0 && results.every(({ result }) => result.total > 0),
      });
    }
  } finally {
    await server.stop();
  }
}

/** One turn of a load, API or direct SQL: calls per second, the machine's CPU per call, errors. */
type Turn = { perSecond: number; cpuMs: number; errors: number };
const apiTurn = (load: Load): Turn => ({
  perSecond: load.requestsPerSecond,
  cpuMs: load.cpuMsPerRequest,
  errors: load.errors,
});
const directTurn = (rounds: Awaited<ReturnType<typeof directRounds>>): Turn => ({
  perSecond: rounds.roundsPerSecond,
  cpuMs: rounds.cpuMsPerRound,
  errors: rounds.errors,
});

/** Turns of equal length as one: their mean rate, and the CPU per call over all of them. */
function bothTurns(turns: Turn[]): Omit<Turn, 'errors'> {
  const calls = turns.reduce((sum, turn) => sum + turn.perSecond, 0);
  return {
    perSecond: calls / turns.length,
    cpuMs: turns.reduce((sum, turn) => sum + turn.perSecond * turn.cpuMs, 0) / Math.max(calls, 1),
  };
}

/**
 * Issue 26: the API against the same SQL sent directly (directSql.ts), at the same concurrency; the API's
 * throughput is to be at least DIRECT_RATIO_GOAL of it. The two take turns, each for half of SECONDS, twice: the
 * machine's speed drifts by up to a third within minutes (the API's load of the same request, a few minutes before,
 * gave the ratio a spread it did not have), and turns bring each side the same share of fast and slow moments.
 *
 * Beside it, where the API's time goes, in the machine's CPU per request (every process counted: the load
 * generator, the server, PostgreSQL): the same answers from a server that only speaks HTTP (bareHttp.ts), and the
 * cheapest call a signed-in user can make (`GET /auth/info`: HTTP, the session check in the database, the user;
 * nothing else), loaded the same way. What a request costs beyond that call is its own work (its SQL, rows,
 * JSON), to set against the same SQL sent directly.
 *
 * And the ceiling the session rule sets: a session ended on any instance is refused by every instance on its next
 * request, so each request asks the database for its session first (auth/sessions.ts). The same SQL sent directly
 * with that check before it, divided by the SQL alone, is the most any such API could reach without HTTP. Served
 * over HTTP by a server that does nothing else (passThroughHttp.ts), the most any such API can reach here; and
 * without the session check, the most any API served by Node can reach, whatever its session rule.
 *
 * Answers the direct SQL's rounds per second by case (the floor of the search's latency, in main).
 */
async function compareWithDirectSql(
  url: string,
  token: string,
  cases: { label: string; path: string; goal: number }[],
) {
  const databaseUrl = process.env.TEST_DATABASE_URL!;
  const { own: captured, sessionCheck } = await captureQueries(
    databaseUrl,
    token,
    cases.map(({ path }) => path),
  );
  const bearer = { authorization: `Bearer ${token}` };
  const bodies: Record<string, string> = {};
  for (const { path } of cases) {
    const response = await fetch(`${url}${path}`, { headers: bearer });
    bodies[path] = await response.text();
  }
  process.stdout.write('已登录的最小请求 GET /auth/info …\n');
  const signedIn = await load(url, { path: '/auth/info', headers: bearer });
  if (signedIn.errors) throw new Error(`GET /auth/info 出错 ${signedIn.errors} 次`);
  const bare = await startBareHttp(BARE_PORT, bodies);
  const passThrough = await startPassThroughHttp(
    PASS_THROUGH_PORT,
    databaseUrl,
    Object.fromEntries(cases.map(({ path }, index) => [path, captured[index]!])),
    sessionCheck,
  ).catch(async (error: unknown) => {
    await bare.stop();
    throw error;
  });
  const rows: string[][] = [];
  const ratios: number[] = [];
  const ceilings: number[] = [];
  const httpCeilings: number[] = [];
  const openCeilings: number[] = [];
  const directPerSecond: number[] = [];
  try {
    for (const [index, { label, path }] of cases.entries()) {
      const queries = captured[index]!;
      const turns = {
        api: [] as Turn[],
        direct: [] as Turn[],
        checked: [] as Turn[],
        passThrough: [] as Turn[],
        openPassThrough: [] as Turn[],
      };
      const half = { callers: CONNECTIONS, seconds: SECONDS / 2 };
      const open = { path: `${OPEN_PREFIX}${path}` };
      // Each side warmed up on this request once, before its first turn (the API was, by its own case above).
      const warmUp = half.seconds / 2;
      await directRounds(databaseUrl, queries, { ...half, seconds: warmUp });
      await directRounds(databaseUrl, queries, { ...half, seconds: warmUp, first: sessionCheck });
      await measureLoad(passThrough.url, { path }, undefined, warmUp);
      await measureLoad(passThrough.url, open, undefined, warmUp);
      for (let turn = 1; turn <= 2; turn++) {
        process.stdout.write(
          `接口、直接 SQL、先查会话的直接 SQL、直通 SQL 的 HTTP 服务（第 ${turn} 轮）：${label}（${queries.length} 条）…\n`,
        );
        turns.api.push(apiTurn(await load(url, { path, headers: bearer }, undefined, half.seconds, 0)));
        turns.direct.push(directTurn(await directRounds(databaseUrl, queries, half)));
        turns.checked.push(directTurn(await directRounds(databaseUrl, queries, { ...half, first: sessionCheck })));
        turns.passThrough.push(apiTurn(await load(passThrough.url, { path }, undefined, half.seconds, 0)));
        turns.openPassThrough.push(apiTurn(await load(passThrough.url, open, undefined, half.seconds, 0)));
      }
      const errors = Object.values(turns)
        .flat()
        .reduce((sum, turn) => sum + turn.errors, 0);
      if (errors) throw new Error(`接口、直接 SQL 或直通 SQL 的 HTTP 服务出错 ${errors} 次：${label}`);
      const api = bothTurns(turns.api);
      const direct = bothTurns(turns.direct);
      const checked = bothTurns(turns.checked);
      const passed = bothTurns(turns.passThrough);
      const openPassed = bothTurns(turns.openPassThrough);
      process.stdout.write(`仅 HTTP：${label} …\n`);
      const http = await load(bare.url, { path });
      if (http.errors) throw new Error(`仅 HTTP 的服务出错 ${http.errors} 次：${label}`);
      const ratio = api.perSecond / direct.perSecond;
      directPerSecond.push(direct.perSecond);
      ratios.push(ratio);
      ceilings.push(checked.perSecond / direct.perSecond);
      httpCeilings.push(passed.perSecond / direct.perSecond);
      openCeilings.push(openPassed.perSecond / direct.perSecond);
      rows.push([
        label,
        String(queries.length),
        `${direct.perSecond.toFixed(0)}（${direct.cpuMs.toFixed(2)} ms）`,
        `${checked.perSecond.toFixed(0)}（${checked.cpuMs.toFixed(2)} ms）`,
        `${ceilings.at(-1)!.toFixed(2)}×`,
        `${openPassed.perSecond.toFixed(0)}（${openPassed.cpuMs.toFixed(2)} ms）／${passed.perSecond.toFixed(0)}（${passed.cpuMs.toFixed(2)} ms）`,
        `${openCeilings.at(-1)!.toFixed(2)}×／${httpCeilings.at(-1)!.toFixed(2)}×`,
        `${http.requestsPerSecond.toFixed(0)}（${http.cpuMsPerRequest.toFixed(2)} ms）`,
        `${api.perSecond.toFixed(0)}（${api.cpuMs.toFixed(2)} ms）`,
        `${(api.cpuMs - signedIn.cpuMsPerRequest).toFixed(2)} ms`,
        `${ratio.toFixed(2)}×`,
        `${ratio >= cases[index]!.goal ? '达标' : '未达标'}（≥ ${cases[index]!.goal}×）`,
      ]);
    }
  } finally {
    await bare.stop();
    await passThrough.stop();
  }
  printTable(
    `接口与直接 SQL（同样的 SQL、${CONNECTIONS} 个并发、连接池 ${POSTGRES_POOL_SIZE}；各方先预热 ${SECONDS / 4} s（不计），接口、两种直接 SQL 与直通 SQL 的 HTTP 服务轮流测 2 轮，每次 ${SECONDS / 2} s，仅 HTTP ${SECONDS} s（预热 ${WARM_UP_SECONDS} s）；括号内是整机每次的 CPU；已登录的最小请求 GET /auth/info：${signedIn.requestsPerSecond.toFixed(0)} 请求/秒，${signedIn.cpuMsPerRequest.toFixed(2)} ms）`,
    [
      '请求',
      'SQL 条数',
      '直接 SQL 轮/秒',
      '先查会话的直接 SQL 轮/秒',
      '会话规则的上限',
      '直通 SQL 的 HTTP 请求/秒（不查会话／先查会话）',
      'HTTP 接口的上限（不查会话／先查会话）',
      '仅 HTTP 请求/秒',
      '接口 请求/秒',
      '接口减去最小请求（CPU）',
      '之比',
      '结论',
    ],
    rows,
  );
  for (const [index, { label, goal }] of cases.entries()) {
    recordGoal({
      goal: `接口吞吐与直接 SQL 之比：${label}（PostgreSQL）`,
      target: `≥ ${goal}×`,
      measured: `${ratios[index]!.toFixed(2)}×（会话规则的上限 ${ceilings[index]!.toFixed(2)}×，HTTP 接口的上限 ${openCeilings[index]!.toFixed(2)}×（不查会话）、${httpCeilings[index]!.toFixed(2)}×（先查会话）；已登录的最小请求 ${signedIn.cpuMsPerRequest.toFixed(2)} ms CPU）`,
      met: ratios[index]! >= goal,
    });
  }
  return { directPerSecond };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
