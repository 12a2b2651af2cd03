import {
  describeCron,
  jobCommandResultSchema,
  jobNameParamsSchema,
  jobRunQuerySchema,
  scheduledJobListSchema,
  type ScheduledJobRow,
} from '@yjf/area-system/domain/jobSchemas';
import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../../context';
import { authOf } from '../../../http/callerAuth';
import { badRequest, notFound } from '../../../http/errors';
import { requirePlatformPermission } from '../../../http/permissions';
import { loggedWrite, recordOperations } from '../../../crud/operationLog';
import { inTransaction } from '../../../db/transaction';
import { nextRunAfter } from '../../../platform/jobs/cronSchedule';
import { pausedJobs, pauseJob, resumeJob } from '../../../platform/jobs/jobPauses';
import { lastRuns, runPage } from '../../../platform/jobs/jobRuns';
import type { ScheduledJob } from '../../../platform/jobs/scheduledJob';

const JOBS_ONLY = '定时任务仅平台管理员可以查看和操作';
const JOB_MISSING = '定时任务不存在';

/** Who pressed the button, as the run log and the pause name them. */
const caller = (request: FastifyRequest) => {
  const { user } = authOf(request);
  return { id: user.id, name: user.nickName || user.username };
};

/**
 * 定时任务 (系统监控, `job:list` to look, `job:edit` for 立即执行, 暂停 and 恢复), the platform's administrators
 * only: the declared jobs with their schedule, state, last and next run, and the log of every run. The runner and
 * the tables are the platform's (platform/jobs); these are the screen's routes.
 */
export async function jobRoutes(app: App, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const view = requirePlatformPermission(ctx, 'job:list', JOBS_ONLY);
  const edit = requirePlatformPermission(ctx, 'job:edit', JOBS_ONLY);
  const titleOf = (name: string) => app.jobs.find(name)?.title ?? name;
  const declaredJob = (name: string): ScheduledJob => {
    const job = app.jobs.find(name);
    if (!job) throw notFound(JOB_MISSING);
    return job;
  };

  app.get(
    '/api/jobs',
    {
      onRequest: view,
      schema: { summary: '定时任务列表', operationId: 'jobList', response: { 200: scheduledJobListSchema } },
    },
    async (): Promise<ScheduledJobRow[]> => {
      const names = app.jobs.declared.map((job) => job.name);
      const [paused, last] = await Promise.all([pausedJobs(db), lastRuns(db, names, titleOf)]);
      const now = new Date();
      return app.jobs.declared.map((job) => {
        const pause = paused.get(job.name);
        return {
          name: job.name,
          title: job.title,
          description: job.description,
          cron: job.cron,
          schedule: describeCron(job.cron),
          paused: Boolean(pause),
          pausedAt: pause?.pausedAt.toISOString() ?? null,
          pausedBy: pause ? pause.pausedBy || null : null,
          lastRun: last.get(job.name) ?? null,
          nextRunAt: pause ? null : nextRunAfter(job.cron, now).toISOString(),
        };
      });
    },
  );

  app.get(
    '/api/jobs/runs',
    {
      onRequest: view,
      schema: { summary: '定时任务执行日志', operationId: 'jobRunList', querystring: jobRunQuerySchema },
    },
    async (request) => {
      const query = request.query;
      if (query.job && !app.jobs.find(query.job)) throw badRequest(`${JOB_MISSING}：${query.job}`);
      return runPage(db, query, titleOf);
    },
  );

  app.post(
    '/api/jobs/:name/run',
    {
      onRequest: edit,
      // Not keyed (http/idempotency.ts): a keyed write runs in one transaction, and pg-boss's statement, on
      // PGlite's one connection, would wait for it forever. A second send after a lost instance may queue a
      // second run, as a second click would.
      config: { idempotent: false },
      schema: {
        summary: '立即执行定时任务',
        operationId: 'jobRunNow',
        params: jobNameParamsSchema,
        response: { 200: jobCommandResultSchema },
      },
    },
    async (request) => {
      const job = declaredJob(request.params.name);
      // Outside any transaction: on PGlite pg-boss's statement would wait for the transaction to end, forever.
      await app.jobs.runNow(job.name, caller(request));
      await inTransaction(db, (tx) =>
        recordOperations(tx, request, [
          { action: 'run', resource: 'job', description: `立即执行定时任务「${job.title}」`, after: { job: job.name } },
        ]),
      );
      return { message: '已提交执行，结果见执行日志' };
    },
  );

  for (const [verb, paused] of [
    ['pause', true],
    ['resume', false],
  ] as const) {
    const word = paused ? '暂停' : '恢复';
    app.post(
      `/api/jobs/:name/${verb}`,
      {
        onRequest: edit,
        schema: {
          summary: `${word}定时任务`,
          operationId: paused ? 'jobPause' : 'jobResume',
          params: jobNameParamsSchema,
          response: { 200: jobCommandResultSchema },
        },
      },
      async (request) => {
        const job = declaredJob(request.params.name);
        const changed = await loggedWrite(db, request, async (tx, log) => {
          const done = paused ? await pauseJob(tx, job.name, caller(request)) : await resumeJob(tx, job.name);
          if (done)
            log({
              action: 'status',
              resource: 'job',
              description: `${word}定时任务「${job.title}」`,
              after: { job: job.name, paused },
            });
          return done;
        });
        return { message: changed ? `已${word}` : `该任务已是${paused ? '暂停' : '运行'}状态` };
      },
    );
  }
}
