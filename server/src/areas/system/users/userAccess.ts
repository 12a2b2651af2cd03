import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { subtreeIds } from '@yjf/area-system/domain/deptTree';
import { NOT_FOUND_MESSAGE } from '@yjf/domain/lists';
import { visibleDeptIds } from '../../../crud/dataScope';
import type { ReadContext } from '../../../crud/resourceDefinition';
import type { Db } from '../../../db/client';
import { badRequest, notFound } from '../../../http/errors';
import { roles, userRoles, users } from '../../../db/accountTables';
import type { Auth } from '../../../http/callerAuth';
import { companyDepartments } from '../departments/resource';
import { assertRoleManageable, callerLevel } from '../roles/grants';

/**
 * Which users a caller may see and manage in the user administration: their roles' data scope (全部 all the
 * company, 本级 their own department and below, 自定义 the roles' departments and below; administrators all),
 * and never a user whose roles they could not grant themselves. The roles' scopes are read in one place for
 * users and business records alike (`crud/dataScope.ts`).
 */

/** Whether a user of this department is in view (users without a department only for whole-company scopes). */
export const inView = (visible: Set<number> | null, deptId: number | null) =>
  visible === null || (deptId !== null && visible.has(deptId));

/**
 * The caller's data scope as a condition on users (the list engine's `callerScope`), or undefined when they see
 * the whole company. Users without a department fall outside any narrower scope, as `inView` says.
 */
export async function usersInView({ db, auth }: ReadContext): Promise<SQL | undefined> {
  const visible = await visibleDeptIds(db, auth);
  return visible === null ? undefined : inArray(users.deptId, [...visible]);
}

/** The users of a department of the caller's company and of the departments below it (the list's `deptId`). */
export async function usersOfDeptTree(deptId: number, { db, auth }: ReadContext): Promise<SQL> {
  return inArray(users.deptId, subtreeIds(await companyDepartments(db, auth.company.id), deptId));
}

/** A user of the caller's company, or a 404 (another company's user does not exist for the caller). */
export async function companyUser(db: Db, auth: Auth, userId: number) {
  const [user] = await db
    .select({ id: users.id, deptId: users.deptId, enabled: users.enabled, name: users.nickName, phone: users.phone })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, auth.company.id)))
    .limit(1);
  if (!user) throw notFound(NOT_FOUND_MESSAGE);
  return user;
}

/**
 * Refuses to touch a user outside the caller's data scope (404, as if absent) or holding a role the caller
 * may not manage (403: an administrators' role, or a more senior one).
 */
export async function assertUserManageable(db: Db, auth: Auth, target: { id: number; deptId: number | null }) {
  if (!inView(await visibleDeptIds(db, auth), target.deptId)) throw notFound(NOT_FOUND_MESSAGE);
  if (auth.isAdmin) return;
  const held = await db
    .select({ name: roles.name, level: roles.level, isAdmin: roles.isAdmin })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, target.id));
  const level = await callerLevel(db, auth);
  for (const role of held) assertRoleManageable(role, level);
}

/** Refuses putting a user in a department the caller does not see (they could not find the user again). */
export async function assertDeptInView(db: Db, auth: Auth, deptId: number | null): Promise<void> {
  if (!inView(await visibleDeptIds(db, auth), deptId)) throw badRequest('只能把用户放在自己可管理的部门');
}
