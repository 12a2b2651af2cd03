import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * What every change of a record also writes: the next version (the optimistic lock an edit's `version` is
 * checked against) and the update time. Spread it into `.set()`:
 *
 * @example await tx.update(tasks).set({ ...completion, ...nextRevision(tasks) }).where(...)
 */
export function nextRevision(table: { version: AnyPgColumn }): { version: SQL; updateTime: Date } {
  return { version: sql`${table.version} + 1`, updateTime: new Date() };
}
