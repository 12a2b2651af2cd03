import { and, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../accounts/schema';
import { chinaToday } from '../menus/catalog';
import { projects } from './schema';

/**
 * The next project code of a company: `XM` + today's China date + a three-digit sequence of the day
 * (`XM20261123001`). The company row is locked first, so two projects added at once never draw the same code;
 * the unique index (company, code) stands behind it.
 */
export async function nextProjectCode(tx: Db, companyId: number, now = new Date()): Promise<string> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
  const prefix = `XM${chinaToday(now).replaceAll('-', '')}`;
  const [last] = await tx
    .select({ sequence: sql<number | null>`max(substr(${projects.code}, ${prefix.length + 1}::int)::int)` })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), like(projects.code, `${prefix}%`)));
  return `${prefix}${String((last?.sequence ?? 0) + 1).padStart(3, '0')}`;
}
