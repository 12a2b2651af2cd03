import { chinaToday } from '@yjf/domain/calendar';
import { and, count, eq, lt, sql, sum } from 'drizzle-orm';
import type { ProjectFinance } from '@yjf/area-finance/domain/collectionSchemas';
import { outstandingAmount } from '@yjf/area-projects/domain/projectSchemas';
import type { Db } from '../../db/client';
import { collections } from './schema';

/**
 * A sum of fen as PostgreSQL answers it (numeric, as text; null over no rows) as a number. Fen stay integers,
 * so the number is exact as long as it is a safe integer; anything else is a fault, not a rounding.
 */
function fenOf(total: string | null): number {
  const fen = Number(total ?? 0);
  if (!Number.isSafeInteger(fen)) throw new Error(`金额合计超出范围：${String(total)}`);
  return fen;
}

/**
 * A collection past its planned date (a China day before `today`) and not fully received (逾期): what the project's
 * money counts as overdue and what the overdue reminder (收款逾期, `collectionOverdue.ts`) tells of.
 */
export const collectionOverdue = (today: string) =>
  and(lt(collections.plannedDate, today), lt(collections.receivedAmount, collections.plannedAmount))!;

/**
 * The money of one project (already known to be the caller's), in fen, summed by the database in one query
 * over its collections: planned, received, what the contract still lacks, and the stages past their planned
 * date (China `today`) that are not fully received, with the missing part of each. Both
 * `GET /api/collection/summary` and the project summary read it, so they never disagree.
 */
export async function projectFinance(
  db: Db,
  project: { id: number; contractAmount: number },
  today = chinaToday(),
): Promise<ProjectFinance> {
  const overdue = collectionOverdue(today);
  const [totals] = await db
    .select({
      planned: sum(collections.plannedAmount),
      received: sum(collections.receivedAmount),
      overdueStages: count(sql`case when ${overdue} then 1 end`),
      overdueAmount: sum(
        sql`case when ${overdue} then ${collections.plannedAmount} - ${collections.receivedAmount} end`,
      ),
    })
    .from(collections)
    .where(eq(collections.projectId, project.id));
  const received = fenOf(totals?.received ?? null);
  return {
    contractAmount: project.contractAmount,
    planned: fenOf(totals?.planned ?? null),
    received,
    outstanding: outstandingAmount(project.contractAmount, received),
    overdueStages: totals?.overdueStages ?? 0,
    overdueAmount: fenOf(totals?.overdueAmount ?? null),
  };
}
