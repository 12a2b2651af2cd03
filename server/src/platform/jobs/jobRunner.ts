import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { JOB_NAME } from '@yjf/area-system/domain/jobSchemas';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import type { SqlResult } from '../../db/client';
import type { ScheduledJob } from './scheduledJob';
import { assertCron, JOB_TIME_ZONE, scheduledMoment } from './cronSchedule';
import { isPaused } from './jobPauses';
import { finishRun, startRun } from './jobRuns';

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduled jobs (定时任务) on this instance: declared when the app is built, started by main.ts. */
    jobs: JobRunner;
  }
}

/** What a queued run carries: its schedule, or who pressed 立即执行. */
type RunData = { trigger: 'schedule' } | { trigger: 'manual'; userId: number; userName: string };

/** How often the runner looks at the database, and how it retries; the tests shorten them. */
export type JobTimings = {
  /**
   * How often an instance looks whether a schedule is due, seconds (pg-boss's cronMonitorIntervalSeconds; the
   * instances take turns, one look per interval between them). With the two below, a run starts within about
   * five seconds of its minute.
   */
  cronCheckSeconds: number;
  /** How often a due schedule's run is moved into its job's queue, seconds (cronWorkerIntervalSeconds). */
  cronQueueSeconds: number;
  /** How often each job's queue is asked for a run, seconds. */
  pollSeconds: number;
  /** The wait before the first retry of a failed run, seconds; each further retry waits about twice as long. */
  retryDelaySeconds: number;
  /** How many times a failed run is tried again. */
  retryLimit: number;
  /** How long `stop` lets the runs in progress finish before it gives them back to the queue, ms. */
  stopWaitMs: number;
};

export const JOB_TIMINGS: JobTimings = {
  cronCheckSeconds: 2,
  cronQueueSeconds: 1,
  pollSeconds: 2,
  retryDelaySeconds: 30,
  retryLimit: 2,
  stopWaitMs: 10_000,
};

/** pg-boss's schema: its tables, apart from the application's (`public`). */
const PG_BOSS_SCHEMA = 'pgboss';

/** A run may take this long unless its job says otherwise; then it fails and is retried. */
const DEFAULT_TIMEOUT_SECONDS = 600;

export const JOBS_NOT_STARTED = '定时任务尚未启动，请稍后再试';
const STOPPING = '实例正在停止，该次执行交回队列，稍后重试';

/** Refuses a list with a name twice, a name that is not a queue name, or a cron that is not five fields. */
function assertDeclarations(jobs: readonly ScheduledJob[]): void {
  const names = new Set<string>();
  for (const job of jobs) {
    if (!JOB_NAME.test(job.name)) throw new Error(`scheduled job name must match ${JOB_NAME}: ${job.name}`);
    if (names.has(job.name)) throw new Error(`scheduled job declared twice: ${job.name}`);
    names.add(job.name);
    assertCron(job.cron);
  }
}

/**
 * Runs the declared jobs on their schedules with pg-boss over the server's own database: PostgreSQL, or the
 * embedded PGlite through `Database.executeSql`. Every instance works every job's queue (a run is taken by one,
 * `FOR UPDATE SKIP LOCKED`); the instances take turns looking at the schedules, and pg-boss queues a schedule's run
 * once per minute whoever looks (a 60-second singleton slot). A run that throws is retried after
 * `retryDelaySeconds`, then twice as long; one cut off by a stopped instance is retried once its timeout passes.
 * A paused job's scheduled runs are skipped (the pause is in `job_pauses`, so it holds on every instance and across
 * restarts); 立即执行 runs it even then. Every attempt is written to `job_runs`.
 *
 * Nothing starts until `start`: main.ts starts it once the server listens, and an API test only when it asks.
 */
export class JobRunner {
  private boss: PgBoss | null = null;
  private starting: Promise<void> | null = null;
  private stopping = false;
  /** Waits for the statements of this start's pg-boss, then shuts its way to the database (`executor`). */
  private closeExecutor: (() => Promise<void>) | undefined;
  private timings = JOB_TIMINGS;
  /** This process, as the run log names it. */
  readonly instance = `${os.hostname()}:${process.pid}`;

  constructor(
    readonly declared: readonly ScheduledJob[],
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {
    assertDeclarations(declared);
  }

  find(name: string): ScheduledJob | undefined {
    return this.declared.find((job) => job.name === name);
  }

  /** Whether this instance runs jobs now. */
  get started(): boolean {
    return this.boss !== null && !this.stopping;
  }

  /**
   * Installs pg-boss's tables on first use (schema `pgboss`, under its advisory lock, so instances starting at
   * once install them once), creates each job's queue with its retries and timeout, (re)writes its schedule,
   * drops the schedules of jobs no longer declared, and starts working the queues.
   */
  async start(timings: Partial<JobTimings> = {}): Promise<void> {
    if (this.starting) return this.starting;
    if (this.boss) return;
    this.starting = this.startBoss(timings);
    try {
      await this.starting;
    } finally {
      this.starting = null;
    }
  }

  private async startBoss(timings: Partial<JobTimings>): Promise<void> {
    this.timings = { ...JOB_TIMINGS, ...timings };
    this.stopping = false;
    const { cronCheckSeconds, cronQueueSeconds, pollSeconds, retryDelaySeconds, retryLimit } = this.timings;
    // pg-boss loads on the first start only: a server that never runs jobs (a test, a CLI) never reads it.
    const [{ default: PgBossClass }, plans] = await Promise.all([import('pg-boss'), import('pg-boss/src/plans')]);
    const unawaited = new Set([plans.completeJobs(PG_BOSS_SCHEMA), plans.failJobsById(PG_BOSS_SCHEMA)]);
    const boss = new PgBossClass({
      schema: PG_BOSS_SCHEMA,
      db: { executeSql: this.executor(unawaited) },
      cronMonitorIntervalSeconds: cronCheckSeconds,
      cronWorkerIntervalSeconds: cronQueueSeconds,
      pollingIntervalSeconds: pollSeconds,
      // The run log is ours (job_runs); pg-boss keeps its finished jobs an hour, and its archive a day.
      archiveCompletedAfterSeconds: 3600,
      deleteAfterDays: 1,
    });
    // An error pg-boss meets in its own loops (the database away a moment) is reported, never thrown at the process.
    boss.on('error', (error) => this.log.warn({ err: error }, 'scheduled jobs: pg-boss error'));
    this.boss = boss;
    try {
      await boss.start();
      const names = new Set(this.declared.map((job) => job.name));
      for (const job of this.declared) {
        const queue = {
          name: job.name,
          retryLimit,
          retryDelay: retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: job.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
        };
        // createQueue leaves an existing queue as it was; updateQueue brings its retries and timeout up to date.
        await boss.createQueue(job.name, queue);
        await boss.updateQueue(job.name, queue);
        await boss.schedule(job.name, job.cron, { trigger: 'schedule' } satisfies RunData, { tz: JOB_TIME_ZONE });
      }
      for (const schedule of await boss.getSchedules())
        if (!names.has(schedule.name)) await boss.unschedule(schedule.name);
      for (const job of this.declared)
        await boss.work<RunData>(
          job.name,
          { pollingIntervalSeconds: pollSeconds, batchSize: 1, includeMetadata: true },
          async ([queued]) => {
            if (queued) await this.run(job, queued);
          },
        );
      this.log.info({ jobs: this.declared.length, instance: this.instance }, 'scheduled jobs started');
    } catch (error) {
      await this.halt();
      throw error;
    }
  }

  /**
   * Stops taking runs, lets the ones in progress finish (at most `stopWaitMs`; pg-boss then gives them back to the
   * queue as failed, to be retried), and waits for the statements pg-boss still has on the database.
   */
  async stop(): Promise<void> {
    // A stop while the runner starts (a signal during start-up) waits for the start: nothing it starts outlives it.
    await this.starting?.catch(() => {});
    await this.halt();
  }

  private async halt(): Promise<void> {
    const boss = this.boss;
    if (!boss || this.stopping) return;
    this.stopping = true;
    try {
      await boss.stop({ graceful: true, timeout: this.timings.stopWaitMs });
    } catch (error) {
      this.log.warn({ err: error }, 'scheduled jobs: stop failed');
    } finally {
      await this.closeExecutor?.();
      this.boss = null;
    }
  }

  /** Queues one run of the job now (立即执行), for whichever instance takes it first; logged as 手动 with the user. */
  async runNow(name: string, by: { id: number; name: string }): Promise<void> {
    if (!this.boss || this.stopping) throw new AppError(503, JOBS_NOT_STARTED);
    const data: RunData = { trigger: 'manual', userId: by.id, userName: by.name };
    await this.boss.send(name, data);
  }

  /**
   * pg-boss's way to the database, for one start: every statement is tracked, so `stop` can wait for those pg-boss
   * does not await (it completes a run without waiting), and once stopped it answers nothing and reaches nothing,
   * as pg-boss's own closed pool does, for the loops still winding down. The statements it sends without waiting
   * (`unawaited`: completing or failing a run) never reject: a rejection nobody waits for ends a Node process, and
   * one came whenever the database went away as a run ended. Such a run stays taken and is run again once its
   * timeout passes.
   */
  private executor(unawaited: ReadonlySet<string>): PgBoss.Db['executeSql'] {
    const database = this.ctx.database;
    const pending = new Set<Promise<SqlResult>>();
    let closed = false;
    this.closeExecutor = async () => {
      await Promise.allSettled([...pending]);
      closed = true;
    };
    return (text: string, values?: unknown[]) => {
      if (closed) return Promise.resolve(undefined as unknown as SqlResult);
      const sent = database.executeSql(text, values);
      const statement = unawaited.has(text)
        ? sent.catch((error: unknown) => {
            this.log.warn(
              { err: error },
              'scheduled jobs: a run could not be marked done; it runs again after its timeout',
            );
            return undefined as unknown as SqlResult;
          })
        : sent;
      pending.add(statement);
      void statement.finally(() => pending.delete(statement)).catch(() => {});
      return statement;
    };
  }

  /** One attempt of a queued run: skipped when its job is paused or its minute already ran, else run and logged. */
  private async run(job: ScheduledJob, queued: PgBoss.JobWithMetadata<RunData>): Promise<void> {
    if (this.stopping) throw new Error(STOPPING);
    const db = this.ctx.database.db;
    const data = queued.data;
    if (data.trigger === 'schedule' && (await isPaused(db, job.name))) return;
    const attempt = queued.retryCount + 1;
    const runId = await startRun(db, {
      jobName: job.name,
      trigger: data.trigger,
      scheduledFor: data.trigger === 'schedule' ? scheduledMoment(job.cron, queued.createdOn) : null,
      triggeredById: data.trigger === 'manual' ? data.userId : null,
      triggeredBy: data.trigger === 'manual' ? data.userName : null,
      attempt,
      queueJobId: queued.id,
      instance: this.instance,
    });
    if (runId === null) return;
    const began = performance.now();
    const log = this.log.child({ job: job.name, attempt });
    let summary: string;
    try {
      summary = await job.run(this.ctx, log);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)) || '执行失败';
      log.warn({ err: error }, 'scheduled job failed');
      await finishRun(db, runId, { status: 'failed', result: message, durationMs: performance.now() - began }).catch(
        (logError: unknown) => log.warn({ err: logError }, 'scheduled job: failure not logged'),
      );
      throw error;
    }
    await finishRun(db, runId, { status: 'succeeded', result: summary, durationMs: performance.now() - began });
  }
}
