import PgBoss from 'pg-boss';
import type { JobRun, ScheduledJobRow } from '@yjf/area-system/domain/jobSchemas';
import type { ListPage } from '@yjf/domain/lists';
import type { App } from '../../context';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { apiCaller } from '../../../test/apiCalls';
import { signIn } from '../../../test/session';
import type { JobTimings } from './jobRunner';
import type { ScheduledJob } from './scheduledJob';

/** Intervals of a second or less and retries a second apart, so a test waits seconds, not minutes. */
const FAST: Partial<JobTimings> = {
  cronCheckSeconds: 1,
  cronQueueSeconds: 1,
  pollSeconds: 0.5,
  retryDelaySeconds: 1,
  stopWaitMs: 2000,
};

const runsOf: Record<string, number> = {};
const counting = (name: string, cron: string): ScheduledJob => ({
  name,
  title: `测试任务 ${name}`,
  description: '数它执行了几次',
  cron,
  run: async () => `第 ${(runsOf[name] = (runsOf[name] ?? 0) + 1)} 次执行`,
});

let failingTries = 0;
/** Fails its first try, succeeds the next. */
const failingOnce: ScheduledJob = {
  name: 'test-failing-once',
  title: '第一次失败的任务',
  description: '第一次抛出错误，重试时成功',
  cron: '0 0 1 1 *',
  run: async () => {
    failingTries += 1;
    if (failingTries === 1) throw new Error('连接第三方服务超时');
    return '重试后成功';
  },
};

const everyMinute = counting('test-every-minute', '* * * * *');
/** Once a year: its scheduled runs come only from the test, which plays pg-boss's cron. */
const yearly = counting('test-yearly', '0 0 1 1 *');

/**
 * The runner (pg-boss over the server's database), on PGlite and on PostgreSQL: the cron path, 立即执行, retries,
 * a schedule's minute run once, pause and resume across instances, and a run queued while no instance ran.
 */
describe('scheduled jobs runner', () => {
  let server: TestServer;
  let other: App;
  let platform: string;
  /** pg-boss as its cron sends a scheduled run: into the job's queue, with the schedule's data. */
  let cron: PgBoss;
  const { ok } = apiCaller(() => server);

  const runs = async (job: string) =>
    (await ok<ListPage<JobRun>>(platform, 'GET', `/api/jobs/runs?job=${job}&size=100`)).content;

  /** Waits until the job's runs satisfy `done` (at most 15 s); answers them. */
  const waitForRuns = async (job: string, done: (runs: JobRun[]) => boolean, ms = 15_000) => {
    const until = Date.now() + ms;
    for (;;) {
      const found = await runs(job);
      if (done(found)) return found;
      if (Date.now() > until) throw new Error(`runs of ${job} never satisfied the test: ${JSON.stringify(found)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const finished = (list: JobRun[]) => list.filter((run) => run.status !== 'running');
  const sendScheduled = (job: string) => cron.send(job, { trigger: 'schedule' });
  const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  beforeAll(async () => {
    server = await startTestServer({}, { scheduledJobs: [everyMinute, yearly, failingOnce] });
    other = await server.anotherInstance();
    platform = await signIn(server, '13800000000');
    await server.app.jobs.start(FAST);
    await other.jobs.start(FAST);
    cron = new PgBoss({
      db: { executeSql: (text: string, values: unknown[]) => server.database.executeSql(text, values) },
      schedule: false,
      supervise: false,
      migrate: false,
    });
    await cron.start();
  });
  afterAll(async () => {
    await cron?.stop({ graceful: false });
    await other?.close();
    await server?.close();
  });

  it('runs an every-minute job on its schedule once per minute with two instances up', async () => {
    // A schedule whose minute began less than 60 s ago is due: the first look at it queues this minute's run.
    const found = await waitForRuns(everyMinute.name, (list) => finished(list).length > 0);
    // Both instances look at the schedules every second for a few seconds more; the minute still runs once.
    await settle(3000);
    const scheduled = (await runs(everyMinute.name)).filter((run) => run.trigger === 'schedule');
    const perMinute = new Map<string, number>();
    for (const run of scheduled) perMinute.set(run.scheduledFor!, (perMinute.get(run.scheduledFor!) ?? 0) + 1);
    expect([...perMinute.values()].every((n) => n === 1)).toBe(true);
    expect(found[0]).toMatchObject({
      jobTitle: '测试任务 test-every-minute',
      trigger: 'schedule',
      triggeredBy: null,
      attempt: 1,
      status: 'succeeded',
      result: expect.stringMatching(/^第 \d+ 次执行$/),
      instance: expect.stringMatching(/:\d+$/),
    });
    expect(new Date(found[0]!.scheduledFor!).getUTCSeconds()).toBe(0);
    expect(found[0]!.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('runs a job now (立即执行), once, logged as 手动 with the user', async () => {
    const before = runsOf[yearly.name] ?? 0;
    const answer = await ok<{ message: string }>(platform, 'POST', `/api/jobs/${yearly.name}/run`);
    expect(answer.message).toBe('已提交执行，结果见执行日志');
    const [run] = await waitForRuns(yearly.name, (list) => finished(list).some((r) => r.trigger === 'manual'));
    expect(run).toMatchObject({
      trigger: 'manual',
      triggeredBy: '平台管理员',
      scheduledFor: null,
      status: 'succeeded',
      result: `第 ${before + 1} 次执行`,
    });
    expect(run!.finishedAt).not.toBeNull();
    await settle(1000);
    expect(runsOf[yearly.name]).toBe(before + 1);
  });

  it('retries a run that throws, and logs the failure and the retry', async () => {
    await ok(platform, 'POST', `/api/jobs/${failingOnce.name}/run`);
    const list = await waitForRuns(failingOnce.name, (found) => finished(found).length === 2);
    const [retry, first] = list;
    expect(first).toMatchObject({ attempt: 1, status: 'failed', result: '连接第三方服务超时', trigger: 'manual' });
    expect(retry).toMatchObject({ attempt: 2, status: 'succeeded', result: '重试后成功', trigger: 'manual' });
    // The retry waited at least the retry delay (one second here).
    expect(new Date(retry!.startedAt).getTime() - new Date(first!.finishedAt!).getTime()).toBeGreaterThanOrEqual(900);
  });

  it('runs a minute of a schedule once, however many times it was queued', async () => {
    const start = (await runs(yearly.name)).length;
    await Promise.all([sendScheduled(yearly.name), sendScheduled(yearly.name), sendScheduled(yearly.name)]);
    await waitForRuns(yearly.name, (list) => finished(list).length === start + 1);
    await settle(2000);
    const scheduled = (await runs(yearly.name)).filter((run) => run.trigger === 'schedule');
    expect(scheduled).toHaveLength(1);
    // The minute it serves is the schedule's: 1 January, 00:00 in China.
    expect(scheduled[0]!.scheduledFor).toMatch(/^\d{4}-12-31T16:00:00\.000Z$/);
  });

  it('skips the scheduled runs of a paused job on every instance, and runs them again once resumed', async () => {
    const job = failingOnce.name;
    const ran = () => failingTries;
    const before = ran();
    const paused = await ok<{ message: string }>(platform, 'POST', `/api/jobs/${job}/pause`);
    expect(paused.message).toBe('已暂停');
    const listed = (await ok<ScheduledJobRow[]>(platform, 'GET', '/api/jobs')).find((row) => row.name === job)!;
    expect(listed).toMatchObject({ paused: true, pausedBy: '平台管理员', nextRunAt: null });

    const skipped = await Promise.all([sendScheduled(job), sendScheduled(job), sendScheduled(job)]);
    // Each queued run is taken (by either instance) and completed without running.
    const states = async () => (await Promise.all(skipped.map((id) => cron.getJobById(job, id!)))).map((j) => j?.state);
    const until = Date.now() + 10_000;
    while ((await states()).some((state) => state !== 'completed') && Date.now() < until) await settle(200);
    expect(await states()).toEqual(['completed', 'completed', 'completed']);
    expect(ran()).toBe(before);
    expect((await runs(job)).filter((run) => run.trigger === 'schedule')).toEqual([]);

    const resumed = await ok<{ message: string }>(platform, 'POST', `/api/jobs/${job}/resume`);
    expect(resumed.message).toBe('已恢复');
    await sendScheduled(job);
    const [run] = await waitForRuns(job, (list) => finished(list).some((r) => r.trigger === 'schedule'));
    expect(run).toMatchObject({ trigger: 'schedule', status: 'succeeded', attempt: 1 });
    expect(ran()).toBe(before + 1);
  });

  it('runs what was queued while no instance ran, once one starts again', async () => {
    await server.app.jobs.stop();
    await other.jobs.stop();
    const before = runsOf[yearly.name] ?? 0;
    await cron.send(yearly.name, { trigger: 'manual', userId: 1, userName: '平台管理员' });
    await settle(1500);
    expect(runsOf[yearly.name] ?? 0).toBe(before);
    await other.jobs.start(FAST);
    await waitForRuns(yearly.name, () => runsOf[yearly.name] === before + 1);
  });
});
