import { chinaToday } from '@yjf/domain/calendar';
import { and, eq, like, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { companies } from '../db/accountTables';
import type { RecordTable } from './resourceDefinition';

/**
 * The next number of a company's documents: a prefix, today's China date and a three-digit sequence of the day
 * (`XM20261123001` for a project, `CG…` a purchase order, `CK…` a stock-out). The company row is locked first,
 * so two records added at once never draw the same number; a unique index (company, code) stands behind it.
 */
export async function nextDailyCode(
  tx: Db,
  companyId: number,
  { table, column, prefix }: { table: RecordTable; column: AnyPgColumn; prefix: string },
  now = new Date(),
): Promise<string> {
  // NO KEY UPDATE, not UPDATE: it still queues code drawers of one company, but it does not wait for the KEY SHARE
  // locks every insert referencing the company takes (stock movements, logs), which deadlocked under load.
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('no key update');
  const stem = `${prefix}${chinaToday(now).replaceAll('-', '')}`;
  const [last] = await tx
    .select({ sequence: sql<number | null>`max(substr(${column}, ${stem.length + 1}::int)::int)` })
    .from(table)
    .where(and(eq(table.companyId, companyId), like(column, `${stem}%`)));
  return `${stem}${String((last?.sequence ?? 0) + 1).padStart(3, '0')}`;
}
