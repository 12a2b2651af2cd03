import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { MESSAGE_RETENTION_DAYS } from '@yjf/domain/messages';
import { companies } from '../../db/accountTables';
import type { Db } from '../../db/client';
import type { ScheduledJob } from '../jobs/scheduledJob';
import { messages, messageSettings } from './messageTables';

/** Messages deleted by one statement: short transactions, and PGlite's one connection free between them. */
const DELETE_BATCH = 1000;

/**
 * Deletes, company by company, the messages older than the company's retention (消息保留天数, the default while
 * it has set none). Each batch takes the oldest ids by `(company_id, create_time)` (`messages_company_time_idx`)
 * and deletes them by id; running again deletes only what has aged since. Answers how many were deleted.
 */
export async function removeOldMessages(db: Db, now = new Date()): Promise<number> {
  const kept = await db
    .select({
      companyId: companies.id,
      retentionDays:
        sql<number>`coalesce(${messageSettings.retentionDays}, ${MESSAGE_RETENTION_DAYS.fallback})`.mapWith(Number),
    })
    .from(companies)
    .leftJoin(messageSettings, eq(messageSettings.companyId, companies.id))
    .orderBy(asc(companies.id));
  let removed = 0;
  for (const { companyId, retentionDays } of kept) {
    const before = new Date(now.getTime() - retentionDays * 86_400_000);
    for (;;) {
      const batch = db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.companyId, companyId), lt(messages.createTime, before)))
        .orderBy(asc(messages.createTime))
        .limit(DELETE_BATCH);
      const deleted = await db.delete(messages).where(inArray(messages.id, batch)).returning({ id: messages.id });
      removed += deleted.length;
      if (deleted.length < DELETE_BATCH) break;
    }
  }
  return removed;
}

/** 消息清理: every night at 03:30, the messages past their company's retention are deleted. */
export const messageCleanupJob: ScheduledJob = {
  name: 'message-cleanup',
  title: '消息清理',
  description: '删除超过公司消息保留天数的消息',
  cron: '30 3 * * *',
  run: async (ctx) => `删除 ${await removeOldMessages(ctx.database.db)} 条过期消息`,
};
