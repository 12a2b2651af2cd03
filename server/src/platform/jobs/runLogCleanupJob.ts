import type { ScheduledJob } from './scheduledJob';
import { pruneRuns } from './jobRuns';

/** How long 执行日志 keeps a run. */
export const RUN_LOG_DAYS = 30;

/** 执行日志清理, nightly: the runs older than RUN_LOG_DAYS. */
export const runLogCleanupJob: ScheduledJob = {
  name: 'job-run-cleanup',
  title: '执行日志清理',
  description: `删除 ${RUN_LOG_DAYS} 天前的定时任务执行日志`,
  cron: '20 3 * * *',
  run: async (ctx) => {
    const removed = await pruneRuns(ctx.database.db, new Date(Date.now() - RUN_LOG_DAYS * 86_400_000));
    return removed ? `删除 ${removed} 条执行日志` : `没有超过 ${RUN_LOG_DAYS} 天的执行日志`;
  },
};
