import { and, asc, eq } from 'drizzle-orm';
import { NOT_FOUND_MESSAGE, STALE_EDIT_MESSAGE } from '@yjf/domain/lists';
import { roleMenusSchema, type CallerLevel, type RoleOption } from '@yjf/area-system/domain/roleSchemas';
import type { App, AppContext } from '../../../context';
import { authOf } from '../../../http/callerAuth';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { requirePermission } from '../../../http/permissions';
import { roles } from '../../../db/accountTables';
import { loggedWrite } from '../../../crud/operationLog';
import { roleMenus } from '../../../platform/accounts/menuTables';
import { assertMenusGrantable, assertRoleManageable, callerLevel } from './grants';
import { nextRevision } from '../../../crud/revision';

/**
 * The role calls beside the list engine's: every role of the company for the user form, the caller's own level
 * (the role screen greys what it cannot manage), and the assignment of a role's menus.
 */
export async function roleRoutes(app: App, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;

  app.get(
    '/api/roles/all',
    {
      schema: { summary: '全部角色', operationId: 'roleAll' },
      onRequest: requirePermission(ctx, 'roles:list', 'user:list'),
    },
    async (request) => {
      const rows: RoleOption[] = await db
        .select({ id: roles.id, name: roles.name, level: roles.level, isAdmin: roles.isAdmin })
        .from(roles)
        .where(eq(roles.companyId, authOf(request).company.id))
        .orderBy(asc(roles.level), asc(roles.id));
      return rows;
    },
  );

  app.get(
    '/api/roles/level',
    {
      schema: { summary: '当前用户的角色级别', operationId: 'roleLevel' },
      onRequest: requirePermission(ctx, 'roles:list', 'user:list'),
    },
    async (request) => {
      const answer: CallerLevel = { level: await callerLevel(db, authOf(request)) };
      return answer;
    },
  );

  /**
   * Replaces a role's menus with exactly those given (the browser sends the checked menus and their parents),
   * each one the company sees and the caller holds. The administrators' role holds everything already.
   */
  app.put(
    '/api/roles/menu',
    {
      onRequest: requirePermission(ctx, 'roles:edit'),
      schema: { summary: '保存角色菜单', operationId: 'roleMenusEdit', body: roleMenusSchema },
    },
    async (request) => {
      const auth = authOf(request);
      const { id, version, menuIds } = request.body;
      return loggedWrite(db, request, async (tx, log) => {
        const [role] = await tx
          .select({
            id: roles.id,
            name: roles.name,
            level: roles.level,
            isAdmin: roles.isAdmin,
            version: roles.version,
          })
          .from(roles)
          .where(and(eq(roles.id, id), eq(roles.companyId, auth.company.id)))
          .for('update');
        if (!role) throw notFound(NOT_FOUND_MESSAGE);
        if (version !== undefined && role.version !== version) throw conflict(STALE_EDIT_MESSAGE);
        if (role.isAdmin) throw badRequest(`角色「${role.name}」是管理员角色，拥有全部菜单，不能修改`);
        assertRoleManageable(role, await callerLevel(tx, auth));
        await assertMenusGrantable(tx, auth, ctx.catalog, menuIds);
        const before = (
          await tx.select({ menuId: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, id))
        ).map((row) => row.menuId);
        await tx.delete(roleMenus).where(eq(roleMenus.roleId, id));
        if (menuIds.length) await tx.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId: id, menuId })));
        // A new version, so an edit dialog opened before the assignment reloads instead of overwriting.
        const [updated] = await tx
          .update(roles)
          .set({ ...nextRevision(roles) })
          .where(eq(roles.id, id))
          .returning({ version: roles.version });
        log({
          action: 'edit',
          resource: 'roles',
          recordId: id,
          description: `分配角色「${role.name}」的菜单（${menuIds.length} 个）`,
          before: { menuIds: before.sort((a, b) => a - b) },
          after: { menuIds: [...menuIds].sort((a, b) => a - b) },
        });
        return { message: '保存成功', version: updated!.version };
      });
    },
  );
}
