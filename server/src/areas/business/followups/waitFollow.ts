import { and, asc, count, eq, gte, isNotNull, lt, notInArray, type SQL } from 'drizzle-orm';
import { CLOSED_BUSINESS_STATUSES } from '@yjf/area-sales/domain/businessSchemas';
import {
  waitFollowQuerySchema,
  waitFollowWindow,
  WAIT_FOLLOW_RANGES,
  type WaitFollowCounts,
  type WaitFollowQuery,
  type WaitFollowRange,
} from '@yjf/area-sales/domain/followupSchemas';
import type { ListPage } from '@yjf/domain/lists';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { App, AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { authOf, type Auth } from '../../../http/callerAuth';
import { forbidden } from '../../../http/errors';
import { requirePermission } from '../../../http/permissions';
import { users } from '../../../db/accountTables';
import { userName } from '../../../platform/accounts/userName';
import { businessOpportunities as business } from '../opportunities/schema';
import { customers } from '../../customers/schema';
import { listPage } from '../../../crud/listPage';
import { scopeFor, type ScopeRule } from '../../../crud/dataScope';
import { customerScope } from '../../customers/resource';
import { businessScope } from '../opportunities/resource';

export const ALL_SCOPE_FORBIDDEN = '只有企业管理员可以查看全公司的待跟进';

/** Whose records a waiting list holds: the caller's own, or (administrators) the company's. */
function scopeOf(auth: Auth, scope: WaitFollowQuery['scope']): 'mine' | 'all' {
  if (scope === 'all' && !auth.isAdmin) throw forbidden(ALL_SCOPE_FORBIDDEN);
  return scope;
}

/**
 * A waiting list's records: the table, which of them wait (the caller's own, or the company's), and the
 * resource's data scope, which narrows the company's to what the caller reaches.
 */
export type Due = {
  table: typeof customers | typeof business;
  where: (auth: Auth, scope: 'mine' | 'all') => SQL;
  reach: ScopeRule;
};

/** Customers waiting for a follow-up: enabled, with a planned time. */
export const dueCustomers: Due = {
  table: customers,
  where: (auth, scope) =>
    and(
      eq(customers.companyId, auth.company.id),
      eq(customers.enabled, true),
      isNotNull(customers.nextFollowTime),
      scope === 'mine' ? eq(customers.ownerId, auth.user.id) : undefined,
    )!,
  reach: customerScope,
};

/** Business opportunities waiting for a follow-up: still open (not 成功 or 无效), with a planned time. */
export const dueBusiness: Due = {
  table: business,
  where: (auth, scope) =>
    and(
      eq(business.companyId, auth.company.id),
      notInArray(business.status, [...CLOSED_BUSINESS_STATUSES]),
      isNotNull(business.nextFollowTime),
      scope === 'mine' ? eq(business.ownerId, auth.user.id) : undefined,
    )!,
  reach: businessScope,
};

/** The records of a waiting list for this caller, in every window: its own condition and the caller's reach. */
async function dueWhere(db: Db, due: Due, auth: Auth, scope: 'mine' | 'all'): Promise<SQL> {
  return and(due.where(auth, scope), await scopeFor(due.reach, { db, auth }))!;
}

function windowWhere(due: Due, range: WaitFollowRange | 'all', now: Date): SQL {
  const { from, to } = waitFollowWindow(range, now);
  return and(from ? gte(due.table.nextFollowTime, from) : undefined, lt(due.table.nextFollowTime, to))!;
}

/** How many follow-ups are due in each window, for the caller (or the company). */
export async function waitFollowCounts(
  db: Db,
  due: Due,
  auth: Auth,
  scope: 'mine' | 'all',
  now = new Date(),
): Promise<WaitFollowCounts> {
  const base = await dueWhere(db, due, auth, scope);
  const counts = await Promise.all(
    WAIT_FOLLOW_RANGES.map(async ({ key }) => {
      const [row] = await db
        .select({ total: count() })
        .from(due.table)
        .where(and(base, windowWhere(due, key, now)));
      return [key, Number(row?.total ?? 0)] as const;
    }),
  );
  return Object.fromEntries(counts) as WaitFollowCounts;
}

const owner = users;

/** One page of a waiting list: `rows` (what a row shows, with its joins) due in the window, soonest first. */
async function duePage(
  db: Db,
  due: Due,
  where: SQL,
  query: WaitFollowQuery,
  rows: PgSelect,
): Promise<ListPage<unknown>> {
  return listPage(
    query,
    (limit, offset) =>
      rows.where(where).orderBy(asc(due.table.nextFollowTime), asc(due.table.id)).limit(limit).offset(offset),
    async () => {
      const [total] = await db.select({ total: count() }).from(due.table).where(where);
      return Number(total?.total ?? 0);
    },
  );
}

/**
 * The waiting-for-follow-up calls of spec section 7: `GET /api/customer/waitFollow`,
 * `GET /api/customer/getWaitFollowRange` and `GET /api/businessFollowup/waitFollow`, soonest first.
 */
export async function waitFollowRoutes(app: App, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;

  const waitingList = (url: string, permission: string, due: Due, rows: () => PgSelect) =>
    app.get(
      url,
      { onRequest: requirePermission(ctx, permission), schema: { querystring: waitFollowQuerySchema } },
      async (request) => {
        const auth = authOf(request);
        const query = request.query;
        const waiting = await dueWhere(db, due, auth, scopeOf(auth, query.scope));
        const where = and(waiting, windowWhere(due, query.range, new Date()))!;
        return duePage(db, due, where, query, rows());
      },
    );

  waitingList('/api/customer/waitFollow', 'customer:list', dueCustomers, () =>
    db
      .select({
        id: customers.id,
        version: customers.version,
        name: customers.name,
        contactName: customers.contactName,
        phone: customers.phone,
        channelStatus: customers.channelStatus,
        intentDegree: customers.intentDegree,
        ownerName: userName(owner, 'owner_name'),
        nextFollowTime: customers.nextFollowTime,
        lastFollowTime: customers.lastFollowTime,
      })
      .from(customers)
      .leftJoin(owner, eq(owner.id, customers.ownerId))
      .$dynamic(),
  );

  waitingList('/api/businessFollowup/waitFollow', 'business:list', dueBusiness, () =>
    db
      .select({
        id: business.id,
        version: business.version,
        name: business.name,
        customerId: business.customerId,
        customerName: customers.name,
        status: business.status,
        intentDegree: business.intentDegree,
        estimatedAmount: business.estimatedAmount,
        ownerName: userName(owner, 'owner_name'),
        nextFollowTime: business.nextFollowTime,
        lastFollowTime: business.lastFollowTime,
      })
      .from(business)
      .leftJoin(customers, eq(customers.id, business.customerId))
      .leftJoin(owner, eq(owner.id, business.ownerId))
      .$dynamic(),
  );

  app.get(
    '/api/customer/getWaitFollowRange',
    { onRequest: requirePermission(ctx, 'customer:list'), schema: { querystring: waitFollowQuerySchema } },
    async (request) => {
      const auth = authOf(request);
      return waitFollowCounts(db, dueCustomers, auth, scopeOf(auth, request.query.scope));
    },
  );
}
