import { and, asc, between, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ErrorLogDetail, ErrorLogRow, OperationLogDetail, OperationLogRow } from '@yjf/domain/logSchemas';
import type { ListPage, ListQuery } from '@yjf/domain/lists';
import { PLATFORM_COMPANY_ID } from '@yjf/domain/session';
import type { Db } from '../../db/client';
import type { Auth } from '../../http/callerAuth';
import { visibleDeptIds } from '../../crud/dataScope';
import { companies, users } from '../../db/accountTables';
import { browserName } from './browserName';
import { errorLogs } from './schema';
import { operationLogs } from '../../crud/operationLogTable';
import { containsPattern } from '../../crud/listConditions';
import { listPage } from '../../crud/listPage';

type Filters = { blurry?: string; createTime?: { from: Date; to: Date } };

const operationColumns = {
  id: operationLogs.id,
  username: operationLogs.username,
  description: operationLogs.description,
  action: operationLogs.action,
  resource: operationLogs.resource,
  recordId: operationLogs.recordId,
  ip: operationLogs.ip,
  userAgent: operationLogs.userAgent,
  durationMs: operationLogs.durationMs,
  createTime: operationLogs.createTime,
};

const errorColumns = {
  id: errorLogs.id,
  companyId: errorLogs.companyId,
  companyName: companies.name,
  username: errorLogs.username,
  method: errorLogs.method,
  url: errorLogs.url,
  description: errorLogs.description,
  message: errorLogs.message,
  ip: errorLogs.ip,
  userAgent: errorLogs.userAgent,
  durationMs: errorLogs.durationMs,
  createTime: errorLogs.createTime,
};

/** A row as the lists show it: the browser named, the time as ISO, the user agent left for the detail. */
function listed<Row extends { userAgent: string; createTime: Date }>(row: Row) {
  const { userAgent, createTime, ...rest } = row;
  return { ...rest, browser: browserName(userAgent), createTime: createTime.toISOString() };
}

/**
 * Whose operations a list shows: the caller's company, narrowed to the users the caller sees (`authors`), or only
 * the caller (个人中心's 我的日志).
 */
export type OperationScope = { companyId: number; userId?: number; authors?: SQL };

/**
 * Who wrote the log rows (operations or errors) a caller of 系统监控 sees: the users they see in 用户管理, by their
 * roles' data scope (`visibleDeptIds`: 本级 their department and below), and themself; undefined when they see
 * the whole company. A row tells what was done to which record by name, so it is no wider than the users list.
 */
export async function authorsInView(
  db: Db,
  auth: Auth,
  column: typeof operationLogs.userId | typeof errorLogs.userId,
): Promise<SQL | undefined> {
  const visible = await visibleDeptIds(db, auth);
  if (visible === null) return undefined;
  const seen = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, auth.company.id), inArray(users.deptId, [...visible])));
  return visible.size ? or(eq(column, auth.user.id), inArray(column, seen)) : eq(column, auth.user.id);
}

export function operationWhere(scope: OperationScope, filters: Filters): SQL {
  const conditions = [eq(operationLogs.companyId, scope.companyId)];
  if (scope.userId !== undefined) conditions.push(eq(operationLogs.userId, scope.userId));
  if (scope.authors) conditions.push(scope.authors);
  if (filters.blurry) {
    const pattern = containsPattern(filters.blurry);
    conditions.push(
      or(
        ilike(operationLogs.username, pattern),
        ilike(operationLogs.description, pattern),
        ilike(operationLogs.resource, pattern),
      )!,
    );
  }
  if (filters.createTime) {
    conditions.push(between(operationLogs.createTime, filters.createTime.from, filters.createTime.to));
  }
  return and(...conditions)!;
}

/**
 * The error logs a caller sees: their company's, of the users they see (`authorsInView`); the platform's
 * administrators see every company's and those of requests without a session.
 */
export async function errorScope(db: Db, auth: Auth): Promise<SQL | undefined> {
  if (auth.company.id === PLATFORM_COMPANY_ID) return undefined;
  return and(eq(errorLogs.companyId, auth.company.id), await authorsInView(db, auth, errorLogs.userId));
}

export function errorWhere(scope: SQL | undefined, filters: Filters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [scope];
  if (filters.blurry) {
    const pattern = containsPattern(filters.blurry);
    conditions.push(
      or(
        ilike(errorLogs.username, pattern),
        ilike(errorLogs.description, pattern),
        ilike(errorLogs.url, pattern),
        ilike(errorLogs.message, pattern),
        // A request's id, as its user read it in the error's notification (请求编号).
        eq(errorLogs.requestId, filters.blurry.trim()),
      ),
    );
  }
  if (filters.createTime) {
    conditions.push(between(errorLogs.createTime, filters.createTime.from, filters.createTime.to));
  }
  return and(...conditions);
}

/** Newest first by default (`id` sorts by time too); the id breaks ties so pages never overlap. */
function order(query: ListQuery, table: typeof operationLogs | typeof errorLogs): SQL[] {
  const direction = query.sort.direction === 'asc' ? asc : desc;
  const column = query.sort.field === 'durationMs' ? table.durationMs : table.createTime;
  return [direction(column), direction(table.id)];
}

const total = async (db: Db, table: typeof operationLogs | typeof errorLogs, where: SQL | undefined) =>
  Number(
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(where)
    )[0]?.n ?? 0,
  );

/** Up to `limit` rows of the operation log from `offset`, in the list's order: a page, or a slice of the export. */
export async function operationRows(db: Db, scope: OperationScope, query: ListQuery, offset: number, limit: number) {
  const rows = await db
    .select(operationColumns)
    .from(operationLogs)
    .where(operationWhere(scope, query.filters as Filters))
    .orderBy(...order(query, operationLogs))
    .limit(limit)
    .offset(offset);
  return rows.map(listed);
}

export async function operationCount(db: Db, scope: OperationScope, query: ListQuery): Promise<number> {
  return total(db, operationLogs, operationWhere(scope, query.filters as Filters));
}

/** One page of the operation log. */
export function operationPage(db: Db, scope: OperationScope, query: ListQuery): Promise<ListPage<OperationLogRow>> {
  return listPage(
    query,
    (limit, offset) => operationRows(db, scope, query, offset, limit),
    () => operationCount(db, scope, query),
  );
}

/** One operation the scope shows, with the record before and after, or undefined. */
export async function operationDetail(
  db: Db,
  scope: OperationScope,
  id: number,
): Promise<OperationLogDetail | undefined> {
  const [row] = await db
    .select({ ...operationColumns, before: operationLogs.before, after: operationLogs.after })
    .from(operationLogs)
    .where(and(eq(operationLogs.id, id), eq(operationLogs.companyId, scope.companyId), scope.authors))
    .limit(1);
  return row ? { ...listed(row), userAgent: row.userAgent } : undefined;
}

/** One page of the error log the caller may see. */
export async function errorPage(db: Db, auth: Auth, query: ListQuery): Promise<ListPage<ErrorLogRow>> {
  const where = errorWhere(await errorScope(db, auth), query.filters as Filters);
  return listPage(
    query,
    async (limit, offset) =>
      (
        await db
          .select(errorColumns)
          .from(errorLogs)
          .leftJoin(companies, eq(companies.id, errorLogs.companyId))
          .where(where)
          .orderBy(...order(query, errorLogs))
          .limit(limit)
          .offset(offset)
      ).map(listed),
    () => total(db, errorLogs, where),
  );
}

/** One error the caller may see, with its stack, or undefined. */
export async function errorDetail(db: Db, auth: Auth, id: number): Promise<ErrorLogDetail | undefined> {
  const [row] = await db
    .select({ ...errorColumns, stack: errorLogs.stack, requestId: errorLogs.requestId })
    .from(errorLogs)
    .leftJoin(companies, eq(companies.id, errorLogs.companyId))
    .where(and(eq(errorLogs.id, id), await errorScope(db, auth)))
    .limit(1);
  return row ? { ...listed(row), userAgent: row.userAgent } : undefined;
}

/** Removes the error logs the caller may see; answers how many. */
export async function clearErrors(db: Db, auth: Auth): Promise<number> {
  const removed = await db
    .delete(errorLogs)
    .where(await errorScope(db, auth))
    .returning({ id: errorLogs.id });
  return removed.length;
}
