import { count, eq } from 'drizzle-orm';
import { PLAN_CODES, type CurrentPlan, type Plan, type PlanCode } from '@yjf/domain/membership';
import type { Db } from '../../db/client';
import { companies, users } from '../../db/accountTables';
import type { CompanyRow } from '../../http/callerAuth';
import type { MenuCatalog, PlanRow } from '../menus/catalog';

/** A catalogue row as the price rules read it (sent as the spec's "meal" by `planToWire`). */
export function planOf(row: PlanRow): Plan {
  return {
    code: row.code as PlanCode,
    name: row.name,
    discount: row.discountPercent / 100,
    discountPercent: row.discountPercent,
    includedStaff: row.numberOfStaff,
    price: row.yearlyPriceFen / 100,
    priceFen: row.yearlyPriceFen,
    menuIds: row.menuIds,
  };
}

/** The plan catalogue A, B, C from the database (through the catalog's short cache). */
export async function loadCatalogue(catalog: MenuCatalog): Promise<Record<PlanCode, Plan>> {
  const { plans } = await catalog.all();
  const entries = PLAN_CODES.map((code) => {
    const row = plans.get(code);
    if (!row) throw new Error(`plan ${code} is missing from the catalogue`);
    return [code, planOf(row)] as const;
  });
  return Object.fromEntries(entries) as Record<PlanCode, Plan>;
}

/** How many staff accounts a company has (spec "applicable"). */
export async function headCount(db: Db, companyId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.companyId, companyId));
  return Number(row?.n ?? 0);
}

/** What the company holds now, read fresh (not from the session's copy), as the price rules need it. */
export async function currentPlanOf(db: Db, companyId: number): Promise<CurrentPlan & { company: CompanyRow }> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw new Error(`company ${companyId} is missing`);
  return {
    company,
    planCode: (company.planCode as PlanCode | null) ?? null,
    endDate: company.planEndDate,
    vip: company.vip,
    staffLimit: company.staffLimit,
    applicable: await headCount(db, companyId),
  };
}
