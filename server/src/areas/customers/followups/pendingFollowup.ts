import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A record's 下次跟进时间 while its owner has not been reminded of it (跟进提醒), else null: the key of the index
 * the every-minute reminder reads (`<table>_followup_pending_idx`) and the expression it reads it by, said once so
 * the two stay the same expression (PostgreSQL uses an expression index only for the identical expression).
 * Indexed as an expression, not as a partial index on the time, because ANALYZE keeps statistics of an indexed
 * expression: the planner then knows that of the last day's follow-up times only the few not yet reminded are
 * left, and reads them by the index (a partial index looked to it as big as the whole day's, and lost to a scan
 * of another index).
 */
export const pendingFollowupTime = (remindedFor: AnyPgColumn, next: AnyPgColumn): SQL =>
  sql`(case when ${remindedFor} is distinct from ${next} then ${next} end)`;
