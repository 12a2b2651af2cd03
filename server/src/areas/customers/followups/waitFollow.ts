import { and, asc, count, eq, gte, isNotNull, lt, type SQL } from 'drizzle-orm';
import {
  waitFollowQuerySchema,
  waitFollowWindow,
  WAIT_FOLLOW_RANGES,
  type WaitFollowCounts,
  type WaitFollowQuery,
  type WaitFollowRange,
} from '@yjf/area-customers/domain/followupSchemas';
import type { ListPage } from '@yjf/domain/lists';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { App, AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { authOf, type Auth } from '../../../http/callerAuth';
import { forbidden } from '../../../http/errors';
import { requirePermission } from '../../../http/permissions';
import { users } from '../../../db/accountTables';
import { userName } from '../../../platform/accounts/userName';
import { customers } from '../schema';
import { listPage } from '../../../crud/listPage';
import { scopeFor, type ScopeRule } from '../../../crud/dataScope';
import { customerScope } from '../resource';

export const ALL_SCOPE_FORBIDDEN = '只有企业管理员可以查看全公司的待跟进';

/** Whose records a waiting list holds: the caller's own, or (administrators) the company's. */
export function scopeOf(auth: Auth, scope: WaitFollowQuery['scope']): 'mine' | 'all' {
  if (scope === 'all' && !auth.isAdmin) throw forbidden(ALL_SCOPE_FORBIDDEN);
  return scope;
}

/**
 * A waiting list's records: the table, which of them wait (the caller's own, or the company's), and the
 * resource's data scope, which narrows the company's to what the caller reaches.
 */
export type Due = {
  table: PgTable & { id: AnyPgColumn; nextFollowTime: AnyPgColumn };
  where: (auth: Auth, scope: 'mine' | 'all') => SQL;
  reach: ScopeRule;
};

/** Which customers wait for a follow-up at all: enabled, with a planned time (the list and the reminders). */
export const customerWaits = and(eq(customers.enabled, true), isNotNull(customers.nextFollowTime))!;

/** Customers waiting for a follow-up: the company's that wait, or the caller's own. */
export const dueCustomers: Due = {
  table: customers,
  where: (auth, scope) =>
    and(
      eq(customers.companyId, auth.company.id),
      customerWaits,
      scope === 'mine' ? eq(customers.ownerId, auth.user.id) : undefined,
    )!,
  reach: customerScope,
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

/** A waiting list's row names its owner. */
export const owner = users;

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
 * A waiting list's route (spec section 7), soonest first: `rows` is what a row shows, with its joins. The
 * customers' is below; the business area lists its opportunities with the same.
 */
export function waitingListRoute(
  app: App,
  ctx: AppContext,
  list: { url: string; permission: string; summary: string; operationId: string; due: Due; rows: () => PgSelect },
): void {
  const db = ctx.database.db;
  const { url, permission, summary, operationId, due, rows } = list;
  app.get(
    url,
    {
      onRequest: requirePermission(ctx, permission),
      schema: { summary, operationId, querystring: waitFollowQuerySchema },
    },
    async (request) => {
      const auth = authOf(request);
      const query = request.query;
      const waiting = await dueWhere(db, due, auth, scopeOf(auth, query.scope));
      const where = and(waiting, windowWhere(due, query.range, new Date()))!;
      return duePage(db, due, where, query, rows());
    },
  );
}

/** 待跟进客户: `GET /api/customer/waitFollow` and its counts per window, `GET /api/customer/getWaitFollowRange`. */
export async function waitFollowRoutes(app: App, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  waitingListRoute(app, ctx, {
    url: '/api/customer/waitFollow',
    permission: 'customer:list',
    summary: '待跟进客户',
    operationId: 'customerWaitFollow',
    due: dueCustomers,
    rows: () =>
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
  });

  app.get(
    '/api/customer/getWaitFollowRange',
    {
      onRequest: requirePermission(ctx, 'customer:list'),
      schema: {
        summary: '待跟进客户（按时间范围）',
        operationId: 'customerWaitFollowRange',
        querystring: waitFollowQuerySchema,
      },
    },
    async (request) => {
      const auth = authOf(request);
      return waitFollowCounts(db, dueCustomers, auth, scopeOf(auth, request.query.scope));
    },
  );
}
