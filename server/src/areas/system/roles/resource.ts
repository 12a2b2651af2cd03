import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { roleDeclaration, type Role, type RoleFormValues } from '@yjf/area-system/domain/roleSchemas';
import { defineResource, type ResourceRow } from '../../../crud/resourceDefinition';
import type { Db } from '../../../db/client';
import { badRequest, forbidden } from '../../../http/errors';
import { roleDepts, roles, userRoles } from '../../../db/accountTables';
import { roleMenus } from '../../../platform/accounts/menuTables';
import { assertRoleManageable, callerLevel } from './grants';

/** Refuses a level more senior than the caller's own (administrators may give any). */
export function assertLevelGrantable(level: number, ownLevel: number): void {
  if (level < ownLevel) throw forbidden(`角色级别不能高于你自己的级别：你的级别为 ${ownLevel}，所填级别为 ${level}`);
}

/** The name of a role must be unique in its company; said before the database's unique index would refuse. */
async function assertNameFree(tx: Db, companyId: number, name: string, exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.companyId, companyId), eq(roles.name, name), exceptId ? ne(roles.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw badRequest(`角色名称「${name}」已存在`);
}

/**
 * 角色 on the list engine: `/api/roles` with permission prefix `roles`. A row carries its menus and users'
 * count; a caller manages only roles at their level or below (administrators' roles only administrators),
 * never gives a level above their own, and cannot delete the administrators' role or a role users hold.
 */
export const roleResource = defineResource<typeof roleDeclaration, RoleFormValues>({
  path: 'roles',
  permission: 'roles',
  declaration: roleDeclaration,
  table: roles,
  projection: {
    menuIds: sql<number[]>`(select coalesce(json_agg(${roleMenus.menuId} order by ${roleMenus.menuId}), '[]'::json)
      from ${roleMenus} where ${roleMenus.roleId} = ${roles.id})`.as('menu_ids'),
    userCount: sql<number>`(select count(*)::int from ${userRoles} where ${userRoles.roleId} = ${roles.id})`.as(
      'user_count',
    ),
  },
  filterTargets: { blurry: { target: roles.searchText, lowercased: true } },
  links: { deptIds: { table: roleDepts, from: roleDepts.roleId, to: roleDepts.deptId } },
  // A user's roles are chosen from all the company's (`/api/roles/all`); grants.ts refuses what the caller lacks.
  namedFrom: { picker: '/api/roles/all', within: async () => undefined },
  prepare: async (form, { tx, auth, existing }) => {
    const ownLevel = await callerLevel(tx, auth);
    if (existing) assertRoleManageable(existing as unknown as Role, ownLevel);
    if (!auth.isAdmin) assertLevelGrantable(form.level, ownLevel);
    await assertNameFree(tx, auth.company.id, form.name, existing?.id);
    return { name: form.name, level: form.level, dataScope: form.dataScope, description: form.description };
  },
  beforeDelete: async (ids, { tx, auth }) => {
    // Locked, so a user given one of these roles meanwhile is either counted here or waits for the delete.
    const found = await tx
      .select({ id: roles.id, name: roles.name, level: roles.level, isAdmin: roles.isAdmin })
      .from(roles)
      .where(and(inArray(roles.id, ids), eq(roles.companyId, auth.company.id)))
      .orderBy(roles.id)
      .for('update');
    const admins = found.find((role) => role.isAdmin);
    if (admins) throw badRequest(`角色「${admins.name}」是管理员角色，不能删除`);
    const ownLevel = await callerLevel(tx, auth);
    for (const role of found) assertRoleManageable(role, ownLevel);
    const held = await tx
      .select({ roleId: userRoles.roleId, users: sql<number>`count(*)::int` })
      .from(userRoles)
      .where(inArray(userRoles.roleId, ids))
      .groupBy(userRoles.roleId);
    const first = held.find((row) => row.users > 0);
    if (first) {
      const name = found.find((role) => role.id === first.roleId)?.name ?? '';
      throw badRequest(`角色「${name}」已分配给 ${first.users} 个用户，请先解除关联再删除`);
    }
  },
  titleOf: (row: ResourceRow) => String(row.name),
});
