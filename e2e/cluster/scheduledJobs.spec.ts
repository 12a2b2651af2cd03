import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { postgresBin } from '@yjf/deploy/cluster/postgresServer';
import { withBothInstances } from './acknowledgedWrites';
import {
  bearer,
  clusterState,
  INSTANCE_A,
  INSTANCE_B,
  passwordSignIn,
  PROXY,
  runClusterCommand,
} from './clusterTargets';

/** What this test reads of a run in 执行日志 (`JobRun` of remotes/system/src/domain/jobSchemas.ts). */
type JobRun = { trigger: string; scheduledFor: string | null; startedAt: string; instance: string; status: string };

/** The product's every-minute job (server/src/platform/auth/sessionCleanupJob.ts). */
const JOB = 'session-cleanup';
const MINUTE = 60_000;
/**
 * How late into its minute a scheduled run may start. On a quiet machine a run starts within about five seconds
 * of its minute (JOB_TIMINGS; 1.4–3.4 s measured, printed below). `pnpm test` runs this suite beside the
 * end-to-end suite, with both cores busy, and there a run once started 11.1 s in: pg-boss's looks at the
 * schedule and the queue are timers, and they wait for the CPU like anything else. What this test is about is
 * exactly one run a minute, the minute's own, whichever instances are up; within the minute's first half keeps
 * a late run unmistakably its minute's.
 */
const RUN_STARTS_WITHIN_MS = 30_000;

const minuteOf = (at: number) => Math.floor(at / MINUTE) * MINUTE;
const label = (minute: number) => new Date(minute).toISOString().slice(11, 16);
const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

/** The job's scheduled runs, newest first, as 执行日志 lists them (through nginx). */
async function scheduledRuns(request: APIRequestContext, token: string): Promise<JobRun[]> {
  const response = await request.get(`${PROXY}/api/jobs/runs?job=${JOB}&size=100`, { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()).content as JobRun[]).filter((run) => run.trigger === 'schedule');
}

/** The runs of the job started in a minute, whatever minute they say they serve. */
const startedIn = (runs: JobRun[], minute: number) =>
  runs.filter((run) => minuteOf(new Date(run.startedAt).getTime()) === minute);

/** Rows of a query on the cluster's PostgreSQL, as psql prints them (`a|b`). */
function psql(query: string): string[][] {
  const out = execFileSync(
    path.join(postgresBin(), 'psql'),
    [clusterState().instanceEnv.DATABASE_URL!, '-Atc', query],
    { encoding: 'utf8' },
  );
  return out
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('|'));
}

/**
 * pg-boss's own record: how many runs of the job its cron put in the job's queue in each minute. Counted apart
 * from job_runs, so a second copy the runner would skip (its minute already ran) still shows here.
 */
function queuedPerMinute(): Map<number, number> {
  const rows = psql(
    `select (extract(epoch from date_trunc('minute', created_on)) * 1000)::bigint, count(*) from pgboss.job
      where name = '${JOB}' and data->>'trigger' = 'schedule' group by 1`,
  );
  return new Map(rows.map(([minute, count]) => [Number(minute), Number(count)]));
}

/** When PostgreSQL last started: the database-restart test restarts it. */
const postgresUpSince = () =>
  Number(psql(`select (extract(epoch from pg_postmaster_start_time()) * 1000)::bigint`)[0]![0]);

/** Since when an instance's process has run, by its own 服务监控 reading. */
async function upSince(request: APIRequestContext, instance: string, token: string): Promise<number> {
  const reading = await request.get(`${instance}/api/monitor`, { headers: bearer(token) });
  expect(reading.status(), instance).toBe(200);
  return Date.now() - ((await reading.json()).process.uptimeSeconds as number) * 1000;
}

/** The minute's runs: exactly one, started within the minute's first half, successful; answers it. */
function expectOneRun(runs: JobRun[], minute: number): JobRun {
  const inMinute = startedIn(runs, minute);
  expect(
    inMinute.map(
      (run) => `${run.startedAt} ${run.instance} ${run.status}, scheduled for ${run.scheduledFor} (${run.trigger})`,
    ),
    `runs started in ${label(minute)} UTC`,
  ).toHaveLength(1);
  const [run] = inMinute;
  expect(run!.scheduledFor).toBe(new Date(minute).toISOString());
  expect(new Date(run!.startedAt).getTime() - minute).toBeLessThan(RUN_STARTS_WITHIN_MS);
  expect(run!.status).toBe('succeeded');
  expect(queuedPerMinute().get(minute), `pg-boss queued in ${label(minute)} UTC`).toBe(1);
  return run!;
}

test('the every-minute job runs once a minute with two instances up, and once a minute after one is killed', async ({
  request,
}) => {
  test.setTimeout(6 * MINUTE);
  const began = Date.now();
  await withBothInstances(request);
  const token = (await (await request.post(`${PROXY}/auth/login`, { data: passwordSignIn('13800000000') })).json())
    .token as string;

  // Two whole minutes during which both instances and the database ran: the last two already over, when all three
  // have run that long (the suite's earlier tests take minutes), else the next two.
  const bothUp = Math.max(
    await upSince(request, INSTANCE_A, token),
    await upSince(request, INSTANCE_B, token),
    postgresUpSince(),
  );
  const firstWhole = minuteOf(bothUp) + MINUTE;
  const lastOver = minuteOf(Date.now()) - MINUTE;
  const watched = lastOver - MINUTE >= firstWhole ? [lastOver - MINUTE, lastOver] : [firstWhole, firstWhole + MINUTE];

  // Instance B dies without a word (SIGKILL) as the next minute begins, before anything of that minute's run
  // happened (a run starts seconds into its minute): that minute still runs once, on A.
  const afterKill = Math.max(watched[1]! + MINUTE, minuteOf(Date.now()) + MINUTE);
  const victim = clusterState().instances.find((instance) => `http://127.0.0.1:${instance.port}` === INSTANCE_B)!;
  await sleepUntil(afterKill);
  process.kill(victim.pid, 'SIGKILL');
  await sleepUntil(afterKill + MINUTE);

  const runs = await scheduledRuns(request, token);
  const described = (run: JobRun, minute: number) =>
    `${run.instance}，${((new Date(run.startedAt).getTime() - minute) / 1000).toFixed(1)} 秒后开始`;
  const ranBy = watched.map((minute) => described(expectOneRun(runs, minute), minute));
  const survivorRun = expectOneRun(runs, afterKill);
  const survivor = survivorRun.instance;
  expect(survivor.endsWith(`:${victim.pid}`), 'the killed instance ran nothing after it died').toBe(false);

  // The instance comes back (`pnpm cluster restart --instance 2`) and answers again.
  runClusterCommand('restart', ['--instance', '2']);
  expect((await request.get(`${INSTANCE_B}/api/health/ready`)).status()).toBe(200);
  process.stdout.write(
    `  ${JOB}: ${watched.map(label).join('、')} UTC 两个实例都在时每分钟执行 1 次（${ranBy.join('；')}），` +
      `杀掉实例后 ${label(afterKill)} UTC 执行 1 次（${described(survivorRun, afterKill)}）；用时 ${((Date.now() - began) / 1000).toFixed(0)} 秒\n`,
  );
});
