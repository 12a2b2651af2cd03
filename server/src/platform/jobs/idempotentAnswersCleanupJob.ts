import { lt } from 'drizzle-orm';
import type { ScheduledJob } from './scheduledJob';
import { idempotentAnswers } from '../../http/idempotencyTable';

/** How long the answer of a keyed write is kept for a send again (as Stripe keeps its keys). */
export const IDEMPOTENT_ANSWER_HOURS = 24;

/** 请求应答清理, hourly: the answers of keyed writes older than a day (http/idempotency.ts). */
export const idempotentAnswersCleanupJob: ScheduledJob = {
  name: 'idempotent-answers-cleanup',
  title: '请求应答清理',
  description: `删除 ${IDEMPOTENT_ANSWER_HOURS} 小时前的写操作应答（它们只用于网络中断后重发的同一请求不被执行两次）`,
  cron: '40 * * * *',
  run: async (ctx) => {
    const removed = await ctx.database.db
      .delete(idempotentAnswers)
      .where(lt(idempotentAnswers.createdAt, new Date(Date.now() - IDEMPOTENT_ANSWER_HOURS * 3_600_000)))
      .returning({ key: idempotentAnswers.key });
    return removed.length ? `删除 ${removed.length} 条请求应答` : '没有需要清理的请求应答';
  },
};
