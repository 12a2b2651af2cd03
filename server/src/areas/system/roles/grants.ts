import { and, eq, inArray, min } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { badRequest, forbidden } from '../../../http/errors';
import { roles, userRoles } from '../../../db/accountTables';
import type { Auth } from '../../../http/callerAuth';
import type { MenuCatalog } from '../../../platform/menus/catalog';
import { roleMenus } from '../../../platform/accounts/menuTables';

/**
 * What a caller may hand out: no one grants more than they hold. Administrators hold everything their company
 * sees; anyone else holds their roles' menus and may manage only roles at their own level or more junior
 * (a larger `level`), never an administrators' role.
 */

/** The most senior level among the caller's roles; administrators are above every level (0). */
export async function callerLevel(tx: Db, auth: Auth): Promise<number> {
  if (auth.isAdmin) return 0;
  const [row] = await tx
    .select({ level: min(roles.level) })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, auth.user.id));
  return row?.level ?? Number.MAX_SAFE_INTEGER;
}

/** The menu ids the caller holds: all their company sees for administrators, else their roles' menus. */
export async function heldMenuIds(tx: Db, auth: Auth, catalog: MenuCatalog): Promise<Set<number>> {
  const visible = await catalog.companyMenus(auth.company);
  if (auth.isAdmin) return new Set(visible.map((menu) => menu.id));
  const visibleIds = new Set(visible.map((menu) => menu.id));
  const granted = await tx
    .select({ menuId: roleMenus.menuId })
    .from(userRoles)
    .innerJoin(roleMenus, eq(roleMenus.roleId, userRoles.roleId))
    .where(eq(userRoles.userId, auth.user.id));
  return new Set(granted.map((row) => row.menuId).filter((id) => visibleIds.has(id)));
}

/** Refuses menus the caller does not hold (or that the company cannot see), naming none of them. */
export async function assertMenusGrantable(tx: Db, auth: Auth, catalog: MenuCatalog, menuIds: number[]): Promise<void> {
  const held = await heldMenuIds(tx, auth, catalog);
  if (menuIds.some((id) => !held.has(id))) throw forbidden('不能分配超出自己权限的菜单');
}

/** Refuses a role the caller may not manage: more senior than the caller, or an administrators' role. */
export function assertRoleManageable(role: { name: string; level: number; isAdmin: boolean }, level: number): void {
  if (role.isAdmin && level !== 0) throw forbidden(`角色「${role.name}」是管理员角色，只有管理员可以操作`);
  if (role.level < level) {
    throw forbidden(`角色权限不足，你的角色级别：${level}，低于操作的角色「${role.name}」级别：${role.level}`);
  }
}

/**
 * Checks roles about to be given to a user: they must be the caller's company's, at the caller's level or
 * below, and hold no menu the caller lacks.
 */
export async function assertRolesGrantable(tx: Db, auth: Auth, catalog: MenuCatalog, roleIds: number[]): Promise<void> {
  if (!roleIds.length) return;
  const found = await tx
    .select({ id: roles.id, name: roles.name, level: roles.level, isAdmin: roles.isAdmin })
    .from(roles)
    .where(and(eq(roles.companyId, auth.company.id), inArray(roles.id, roleIds)));
  if (found.length !== new Set(roleIds).size) throw badRequest('所选角色不存在');
  if (auth.isAdmin) return;
  const level = await callerLevel(tx, auth);
  for (const role of found) assertRoleManageable(role, level);
  const menuRows = await tx
    .select({ menuId: roleMenus.menuId })
    .from(roleMenus)
    .where(inArray(roleMenus.roleId, roleIds));
  await assertMenusGrantable(
    tx,
    auth,
    catalog,
    menuRows.map((row) => row.menuId),
  );
}
