import { and, asc, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles, userRoles, users } from '../../db/accountTables';
import { menus, roleMenus } from '../accounts/menuTables';

/**
 * Who a message about a company's record may go to when no one person is named (the reviewers of a purchase
 * order, the finance staff of a collection): the company's enabled users holding the permission through a role,
 * and its administrators, who hold every one. A first cut, read in one query so a big company's users are not
 * checked one by one: whether the company's plan opens the permission, whether each user reaches the record (数据权限)
 * and whether they turned the kind off are `sendMessages`' checks, made in its one place.
 */
export async function permissionHolders(db: Db, companyId: number, permission: string): Promise<number[]> {
  const granting = db
    .select({ one: sql`1` })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(and(eq(roleMenus.roleId, roles.id), eq(menus.permission, permission)));
  return heldBy(db, companyId, or(eq(roles.isAdmin, true), exists(granting))!);
}

/** The company's enabled administrators (a role with `isAdmin`): who is told of its plan. */
export function companyAdministrators(db: Db, companyId: number): Promise<number[]> {
  return heldBy(db, companyId, eq(roles.isAdmin, true));
}

async function heldBy(db: Db, companyId: number, roleCondition: SQL): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(users.companyId, companyId), eq(users.enabled, true), roleCondition))
    .orderBy(asc(users.id));
  return rows.map((row) => row.id);
}
