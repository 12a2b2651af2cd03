import { and, eq } from 'drizzle-orm';
import { users } from '../platform/accounts/schema';
import type { Db } from '../db/client';
import { badRequest } from '../http/errors';
import type { RecordTable } from './resourceDefinition';

/**
 * References a form makes to other records must stay inside the caller's company: a user as owner, a customer
 * of a business opportunity. A reference elsewhere is a 400 that names the field, never a foreign row.
 */
export async function assertCompanyUser(tx: Db, companyId: number, userId: number, label: string): Promise<void> {
  const [found] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
  if (!found) throw badRequest(`${label}不存在或不属于本企业`);
}

/** A record of the company's table, or a 400 with `message`. */
export async function assertCompanyRecord(
  tx: Db,
  table: RecordTable,
  companyId: number,
  id: number,
  message: string,
): Promise<void> {
  const [found] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.companyId, companyId)))
    .limit(1);
  if (!found) throw badRequest(message);
}

/**
 * The person a form gives a record in `field` (owner, manager, assignee, designer): the one chosen, else the
 * user who adds it (an edit may leave it empty), always a person of the caller's company.
 */
export async function resolveOwner(
  form: Record<string, unknown>,
  { tx, auth, existing }: { tx: Db; auth: { company: { id: number }; user: { id: number } }; existing?: unknown },
  { field = 'ownerId', label = '负责人' }: { field?: string; label?: string } = {},
): Promise<number | null> {
  const ownerId = (form[field] as number | null) ?? (existing ? null : auth.user.id);
  if (ownerId !== null) await assertCompanyUser(tx, auth.company.id, ownerId, label);
  return ownerId;
}
