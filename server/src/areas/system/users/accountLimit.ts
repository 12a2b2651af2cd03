import { count, eq } from 'drizzle-orm';
import { PLATFORM_COMPANY_ID } from '@yjf/domain/session';
import { accountLimitMessage } from '@yjf/area-system/domain/userSchemas';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../http/errors';
import { companies, users } from '../../../db/accountTables';

/**
 * Refuses a new account when the company already has as many as its plan allows (`companies.staffLimit`). The
 * company row is locked until the add commits, so concurrent adds are counted one after the other and never
 * overshoot. The platform company has no limit.
 */
export async function assertAccountRoom(tx: Db, companyId: number): Promise<void> {
  if (companyId === PLATFORM_COMPANY_ID) return;
  const [company] = await tx
    .select({ staffLimit: companies.staffLimit })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  const [row] = await tx.select({ accounts: count() }).from(users).where(eq(users.companyId, companyId));
  const accounts = Number(row?.accounts ?? 0);
  if (company && accounts >= company.staffLimit) throw badRequest(accountLimitMessage(company.staffLimit, accounts));
}
