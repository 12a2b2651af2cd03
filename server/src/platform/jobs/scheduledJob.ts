import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';

/**
 * A job the server runs on a schedule (定时任务): once per schedule across every instance, retried when it
 * fails, each run logged. Declared by the part of the product it serves; the list of them is composed in
 * `composition/scheduledJobs.ts`, and the runner (pg-boss over the server's database, `jobRunner.ts`) is this
 * folder's.
 *
 * @example
 *   export const messageCleanupJob: ScheduledJob = {
 *     name: 'message-cleanup', title: '消息清理', description: '删除超过公司保留天数的消息',
 *     cron: '30 3 * * *',
 *     run: async (ctx) => `删除 ${await removeOldMessages(ctx.database.db)} 条消息`,
 *   };
 */
export type ScheduledJob = {
  /** Stable queue name, lower-case with dashes (`followup-reminders`); never renamed once released. */
  name: string;
  /** What 定时任务 calls it (跟进提醒). */
  title: string;
  /** One Chinese sentence: what a run does. */
  description: string;
  /** Five-field cron expression in China time (Asia/Shanghai): `* * * * *` every minute, `0 8 * * *` at 08:00. */
  cron: string;
  /** A run taking longer than this fails and is retried; ten minutes unless the job says otherwise. */
  timeoutSeconds?: number;
  /**
   * One run. Resolves with a short Chinese summary of what it did (`发送 3 条提醒`), kept as the run's result;
   * throws to fail the run, which is then retried. A run may be repeated after a crash, so it must be safe to
   * run twice (messages carry a dedupe key).
   */
  run(ctx: AppContext, log: FastifyBaseLogger): Promise<string>;
};
