import { count, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { CountAnswer } from './listPage';

/**
 * How long 统计总数's exact count of a search may run on PostgreSQL. Past it the list answers the planner's
 * estimate and says so (`totalEstimated`, 约 N 条 on the pager): at 1,000,000 customers a broad search (one
 * character, a tenth of them) takes about 170 ms to count exactly, against a 50 ms goal for any answer that
 * claims to be exact; at 100,000 the same count takes about 10 ms and is still exact.
 */
export const EXACT_COUNT_BUDGET_MS = 50;

/** PostgreSQL's 57014 (query_canceled), here from `statement_timeout`, possibly wrapped by drizzle. */
function isCanceled(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    if ((cause as { code?: unknown }).code === '57014') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Counts `matches` (a select of the rows to count) exactly within `budgetMs`, in a transaction of its own
 * whose `statement_timeout` cancels it; a count that runs out of time is answered with the rows PostgreSQL's
 * planner expects (`EXPLAIN`, from the table's statistics, a few milliseconds). PostgreSQL only: the embedded
 * database has no timer to cancel a statement with.
 */
export async function countWithinBudget(
  db: Db,
  matches: PgSelect,
  budgetMs = EXACT_COUNT_BUDGET_MS,
): Promise<CountAnswer> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${Math.max(1, Math.round(budgetMs))}`));
      const [row] = await tx.select({ total: count() }).from(matches.as('matches'));
      return row?.total ?? 0;
    });
  } catch (error) {
    if (!isCanceled(error)) throw error;
  }
  const explained = (await db.execute(sql`explain (format json) ${matches}`)) as unknown as {
    rows: { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[];
  };
  return { estimate: Math.round(explained.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0) };
}
