import { and, count, eq, gte, notInArray, sql, sum, type SQL } from 'drizzle-orm';
import { CLOSED_BUSINESS_STATUSES } from '@yjf/area-business/domain/businessSchemas';
import { chinaDayStart, chinaMonthStart, formatDate } from '@yjf/domain/calendar';
import { FOLLOWUP_DAYS, type ChartSlice, type FollowupDay } from '@yjf/area-business/domain/dashboard';
import { DICT, type Option } from '@yjf/domain/dictionaries';
import type { Db } from '../../../db/client';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { loadDicts } from '../../../platform/dicts/service';
import { businessOpportunities as business } from '../opportunities/schema';
import { customers } from '../../customers/schema';
import { customerFollowups } from '../../customers/followups/schema';
import { businessFollowups } from '../followups/schema';
import type { RecordTable } from '../../../crud/resourceDefinition';
import { inReach, reachedPeople } from '../../../crud/dataScope';
import type { Auth } from '../../../http/callerAuth';
import { customerScope } from '../../customers/resource';
import { businessScope } from '../opportunities/resource';
import { customerFollowupScope } from '../../customers/followups/resource';
import { businessFollowupScope } from '../followups/resource';

/** Every option in order, with its count (zero when it has none), so a chart keeps its categories still. */
function slices(options: Option[], rows: { value: unknown; count: number; amount?: unknown }[]): ChartSlice[] {
  const byValue = new Map(rows.map((row) => [String(row.value), row]));
  return options.map((option) => {
    const row = byValue.get(option.value);
    const slice: ChartSlice = { value: option.value, name: option.label, count: row?.count ?? 0 };
    if (row && row.amount !== undefined) slice.amount = Number(row.amount ?? 0);
    return slice;
  });
}

async function dictOptions(db: Db, code: string): Promise<Option[]> {
  const [group] = await loadDicts(db, [code]);
  return (group?.children ?? []).map((item) => ({ value: item.value, label: item.name }));
}

/**
 * What the dashboard counts: the caller's company, narrowed per table to the caller's data scope (undefined
 * where they reach the whole company), as the lists are.
 */
export type DashboardScope = {
  companyId: number;
  customers?: SQL;
  business?: SQL;
  customerFollowups?: SQL;
  businessFollowups?: SQL;
};

/** The dashboard's scope for a caller: each table's `dataScope` for the people they reach. */
export async function dashboardScope(db: Db, auth: Auth): Promise<DashboardScope> {
  const people = await reachedPeople(db, auth);
  return {
    companyId: auth.company.id,
    customers: inReach(customerScope, people),
    business: inReach(businessScope, people),
    customerFollowups: inReach(customerFollowupScope, people),
    businessFollowups: inReach(businessFollowupScope, people),
  };
}

async function countBy(db: Db, table: RecordTable, column: AnyPgColumn, where: SQL) {
  const rows = await db.select({ value: column, count: count() }).from(table).where(where).groupBy(column);
  return rows.map((row) => ({ value: row.value, count: Number(row.count) }));
}

export async function customersByDict(
  db: Db,
  scope: DashboardScope,
  dict: typeof DICT.channelType | typeof DICT.channelStatus,
) {
  const column = dict === DICT.channelType ? customers.channelType : customers.channelStatus;
  const where = and(eq(customers.companyId, scope.companyId), scope.customers)!;
  return slices(await dictOptions(db, dict), await countBy(db, customers, column, where));
}

/** Business opportunities by status (the funnel), with their estimated amounts in fen. */
export async function businessByStatus(db: Db, scope: DashboardScope): Promise<ChartSlice[]> {
  const rows = await db
    .select({ value: business.status, count: count(), amount: sum(business.estimatedAmount) })
    .from(business)
    .where(and(eq(business.companyId, scope.companyId), scope.business))
    .groupBy(business.status);
  return slices(
    await dictOptions(db, DICT.businessStatus),
    rows.map((row) => ({ value: row.value, count: Number(row.count), amount: Number(row.amount ?? 0) })),
  );
}

/** Follow-ups per China day over the last 30 days, of customers and of business, every day present. */
export async function followupsPerDay(db: Db, scope: DashboardScope, now = new Date()): Promise<FollowupDay[]> {
  const since = chinaDayStart(now, 1 - FOLLOWUP_DAYS);
  const perDay = async (table: typeof customerFollowups | typeof businessFollowups, reach?: SQL) => {
    const day = sql<string>`to_char((${table.followTime} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
    const rows = await db
      .select({ day, count: count() })
      .from(table)
      .where(and(eq(table.companyId, scope.companyId), reach, gte(table.followTime, since)))
      .groupBy(day);
    return new Map(rows.map((row) => [row.day, Number(row.count)]));
  };
  const [ofCustomers, ofBusiness] = await Promise.all([
    perDay(customerFollowups, scope.customerFollowups),
    perDay(businessFollowups, scope.businessFollowups),
  ]);
  return Array.from({ length: FOLLOWUP_DAYS }, (_, index) => {
    const date = formatDate(chinaDayStart(now, index + 1 - FOLLOWUP_DAYS));
    return { date, customer: ofCustomers.get(date) ?? 0, business: ofBusiness.get(date) ?? 0 };
  });
}

/** The number cards: customers (and new this month), open business and its amount, follow-ups this month. */
export async function summaryCounts(db: Db, scope: DashboardScope, now = new Date()) {
  const monthStart = chinaMonthStart(now);
  const ofCustomers = and(eq(customers.companyId, scope.companyId), scope.customers);
  const [[all], [fresh], [open], [followCustomers], [followBusiness]] = await Promise.all([
    db.select({ n: count() }).from(customers).where(ofCustomers),
    db
      .select({ n: count() })
      .from(customers)
      .where(and(ofCustomers, gte(customers.createTime, monthStart))),
    db
      .select({ n: count(), amount: sum(business.estimatedAmount) })
      .from(business)
      .where(
        and(
          eq(business.companyId, scope.companyId),
          scope.business,
          notInArray(business.status, [...CLOSED_BUSINESS_STATUSES]),
        ),
      ),
    db
      .select({ n: count() })
      .from(customerFollowups)
      .where(
        and(
          eq(customerFollowups.companyId, scope.companyId),
          scope.customerFollowups,
          gte(customerFollowups.followTime, monthStart),
        ),
      ),
    db
      .select({ n: count() })
      .from(businessFollowups)
      .where(
        and(
          eq(businessFollowups.companyId, scope.companyId),
          scope.businessFollowups,
          gte(businessFollowups.followTime, monthStart),
        ),
      ),
  ]);
  return {
    customers: Number(all?.n ?? 0),
    newCustomersThisMonth: Number(fresh?.n ?? 0),
    openBusiness: Number(open?.n ?? 0),
    openBusinessAmount: Number(open?.amount ?? 0),
    followupsThisMonth: Number(followCustomers?.n ?? 0) + Number(followBusiness?.n ?? 0),
  };
}
