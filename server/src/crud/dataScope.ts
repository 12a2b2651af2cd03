import { and, arrayOverlaps, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { subtreeIds } from '@yjf/area-system/domain/deptTree';
import type { Db } from '../db/client';
import type { Auth } from '../http/callerAuth';
import { departments, roleDepts, roles, userRoles, users } from '../db/accountTables';

/**
 * 数据权限: the part of the company's records a caller reaches, by their roles' data scope. Administrators and
 * anyone holding a 全部 role reach the whole company. Otherwise a caller reaches the records that name
 * themself (本级) and, for a 自定义 role, the records that name a user of the role's departments or of the
 * departments below them. A record outside it is absent everywhere: lists, exports, details (404), edits,
 * deletes, switches, commands, summaries, the dashboard and the waiting lists.
 *
 * The one rule, per resource (its `dataScope`, declared beside it): a record is in reach when one of these
 * columns names a user the caller reaches, or when the record it belongs to is in reach.
 *
 * - customer 渠道客户: `ownerId` 负责人
 * - business 商机: `ownerId` 负责人
 * - customerFollowup 跟进记录: `followerId` 跟进人, or its customer
 * - businessFollowup 商机跟进: `followerId` 跟进人, or its business opportunity
 * - project 项目: `managerId` 项目经理, `designerId` 设计师, `memberIds` 项目成员
 * - task 任务: `assigneeId` 执行人, `createdBy` (who handed it out), or its project
 * - scheme 方案图纸: `designerId` 设计师, or its project
 * - collection 收款: `createdBy` (who recorded it), or its project
 * - purchaseOrder 采购单: `createdBy` (who drew it up), or its project
 * - stockOut 出库单: `createdBy` (who drew it up), or its project
 *
 * Users (`/api/users`) are scoped by department instead (`visibleDeptIds`: 本级 is the caller's department and
 * those below it). What the whole company shares is not scoped: products and stock, suppliers, departments,
 * roles, dictionaries and the stored files of 系统管理.
 */

/** What a caller's roles say about their reach. */
type HeldScopes = { whole: boolean; ownDept: boolean; customDepts: number[] };

async function heldScopes(db: Db, auth: Auth): Promise<HeldScopes> {
  if (auth.isAdmin) return { whole: true, ownDept: false, customDepts: [] };
  const held = await db
    .select({ id: roles.id, dataScope: roles.dataScope })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, auth.user.id));
  if (held.some((role) => role.dataScope === '全部')) return { whole: true, ownDept: false, customDepts: [] };
  const custom = held.filter((role) => role.dataScope === '自定义').map((role) => role.id);
  const chosen = custom.length
    ? await db.select({ deptId: roleDepts.deptId }).from(roleDepts).where(inArray(roleDepts.roleId, custom))
    : [];
  return {
    whole: false,
    ownDept: held.some((role) => role.dataScope === '本级'),
    customDepts: chosen.map((row) => row.deptId),
  };
}

/** The departments of `roots` with all below them, in the caller's company. */
async function withSubDepartments(db: Db, companyId: number, roots: number[]): Promise<Set<number>> {
  if (!roots.length) return new Set();
  const all = await db
    .select({ id: departments.id, pid: departments.pid })
    .from(departments)
    .where(eq(departments.companyId, companyId));
  return new Set(roots.flatMap((root) => subtreeIds(all, root)));
}

/**
 * The departments whose users the caller sees in the user administration: null when they see the whole
 * company; 本级 is their own department and below, 自定义 the roles' departments and below.
 */
export async function visibleDeptIds(db: Db, auth: Auth): Promise<Set<number> | null> {
  const held = await heldScopes(db, auth);
  if (held.whole) return null;
  const roots = [...held.customDepts];
  if (held.ownDept && auth.user.deptId !== null) roots.push(auth.user.deptId);
  return withSubDepartments(db, auth.company.id, roots);
}

/**
 * The people whose business records the caller reaches (user ids): themself, and the users of their 自定义
 * roles' departments and below; null when they reach the whole company.
 */
export async function reachedPeople(db: Db, auth: Auth): Promise<number[] | null> {
  const held = await heldScopes(db, auth);
  if (held.whole) return null;
  const depts = await withSubDepartments(db, auth.company.id, held.customDepts);
  const colleagues = depts.size
    ? await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.companyId, auth.company.id), inArray(users.deptId, [...depts])))
    : [];
  return [...new Set([auth.user.id, ...colleagues.map((user) => user.id)])];
}

/** Which records name one of `people` (user ids): a condition on the resource's table. */
export type ScopeRule = (people: number[]) => SQL;

/** The record names one of the people in one of these columns (owner, assignee, creator). */
export const namesPerson =
  (...columns: AnyPgColumn[]): ScopeRule =>
  (people) =>
    or(...columns.map((column) => inArray(column, people)))!;

/** The record lists one of the people in an array of user ids (a project's members). */
export const listsPerson =
  (column: AnyPgColumn): ScopeRule =>
  (people) =>
    arrayOverlaps(column, people);

/**
 * The record belongs (by `column`) to a record of `parent` in reach by the parent's own rule: a task of a
 * project in reach, a follow-up of a customer in reach.
 */
export const belongsTo =
  (column: AnyPgColumn, parent: PgTable & { id: AnyPgColumn }, parentRule: ScopeRule): ScopeRule =>
  (people) =>
    sql`${column} in (select ${parent.id} from ${parent} where ${parentRule(people)})`;

/** In reach by any of these rules. */
export const anyOf =
  (...rules: ScopeRule[]): ScopeRule =>
  (people) =>
    or(...rules.map((rule) => rule(people)))!;

/** A rule as a condition for the people reached (`reachedPeople`): undefined when that is the whole company. */
export const inReach = (rule: ScopeRule, people: number[] | null): SQL | undefined =>
  people === null ? undefined : rule(people);

/** A rule as the condition for this caller: undefined when they reach the whole company. */
export async function scopeFor(rule: ScopeRule, { db, auth }: { db: Db; auth: Auth }): Promise<SQL | undefined> {
  return inReach(rule, await reachedPeople(db, auth));
}
