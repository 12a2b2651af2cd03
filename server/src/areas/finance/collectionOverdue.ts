import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { addDays, chinaToday } from '@yjf/domain/calendar';
import { formatMoney } from '@yjf/domain/money';
import { COLLECTION_STAGES } from '@yjf/area-finance/domain/collectionSchemas';
import type { AppContext } from '../../context';
import type { ScheduledJob } from '../../platform/jobs/scheduledJob';
import { permissionHolders } from '../../platform/messages/recipientCandidates';
import { sendMessages, type MessageDraft } from '../../platform/messages/sendMessages';
import { projects } from '../projects/projects/schema';
import { collectionOverdue } from './projectFinance';
import { collectionResource } from './resource';
import { collections } from './schema';

/** Who is told of an overdue collection: the users of 收款管理. */
const FINANCE_PERMISSION = 'collection:list';
/**
 * How many days after its planned date a collection is still told of: it is told the day after (the job's first
 * run past the date); the rest is for a run missed while the server was down, and for a planned date moved into
 * the past. Older ones stay on 收款管理's 已逾期 tag without a message.
 */
export const OVERDUE_LOOKBACK_DAYS = 7;
/** How many collections one round reads and sends for. */
const BATCH = 500;

const stageLabel = (stage: unknown) => COLLECTION_STAGES.find((s) => s.value === String(stage))?.label ?? '收款';

/**
 * 收款逾期: each collection past its planned date and not fully received (`collectionOverdue`), planned in the last
 * `OVERDUE_LOOKBACK_DAYS` days, is told once per planned date (`collectionOverdue:<id>:<date>`: a new date
 * tells again) to its company's users of 收款管理 who reach it (数据权限: who recorded it, or its project). Read in
 * rounds along `collections_open_planned_idx`. Answers how many messages were written: none for a repeated run.
 */
export async function remindOverdueCollections(ctx: AppContext, today = chinaToday()): Promise<number> {
  const db = ctx.database.db;
  const financeStaff = new Map<number, Promise<number[]>>();
  const staffOf = (companyId: number) => {
    if (!financeStaff.has(companyId)) financeStaff.set(companyId, permissionHolders(db, companyId, FINANCE_PERMISSION));
    return financeStaff.get(companyId)!;
  };
  let sent = 0;
  let after: { plannedDate: string; id: number } | null = null;
  for (;;) {
    const rows = await db
      .select({
        id: collections.id,
        companyId: collections.companyId,
        projectId: collections.projectId,
        projectName: projects.name,
        stage: collections.stage,
        plannedDate: collections.plannedDate,
        plannedAmount: collections.plannedAmount,
        receivedAmount: collections.receivedAmount,
      })
      .from(collections)
      .innerJoin(projects, eq(projects.id, collections.projectId))
      .where(
        and(
          collectionOverdue(today),
          gte(collections.plannedDate, addDays(today, -OVERDUE_LOOKBACK_DAYS)),
          after
            ? sql`(${collections.plannedDate}, ${collections.id}) > (${after.plannedDate}, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(asc(collections.plannedDate), asc(collections.id))
      .limit(BATCH);
    const drafts: MessageDraft[] = [];
    for (const row of rows) {
      if (!row.plannedDate) continue;
      const owed = row.plannedAmount - row.receivedAmount;
      drafts.push({
        companyId: row.companyId,
        kind: 'collectionOverdue',
        title: `项目「${row.projectName}」的${stageLabel(row.stage)}已逾期`,
        content:
          `计划 ${row.plannedDate} 收款 ${formatMoney(row.plannedAmount)}，已收 ${formatMoney(row.receivedAmount)}，` +
          `尚欠 ${formatMoney(owed)}`,
        link: `/CollectMoney/${row.projectId}`,
        to: await staffOf(row.companyId),
        permission: FINANCE_PERMISSION,
        about: { resource: collectionResource, id: row.id },
        dedupeKey: `collectionOverdue:${row.id}:${row.plannedDate}`,
      });
    }
    sent += await sendMessages(db, ctx, drafts);
    const last = rows.at(-1);
    if (rows.length < BATCH || !last?.plannedDate) return sent;
    after = { plannedDate: last.plannedDate, id: last.id };
  }
}

/** Every morning at 9, the collections that have just become overdue (消息中心 › 收款逾期). */
export const collectionOverdueJob: ScheduledJob = {
  name: 'collection-overdue-reminders',
  title: '收款逾期提醒',
  description: '每天 9 点提醒财务人员过了计划收款日期仍未收齐的收款',
  cron: '0 9 * * *',
  run: async (ctx) => `发送 ${await remindOverdueCollections(ctx)} 条收款逾期提醒`,
};
