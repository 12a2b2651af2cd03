import { eq, inArray } from 'drizzle-orm';
import { menuRoutesSchema } from '@yjf/domain/menusSchema';
import { idListSchema, menuFormSchema, menuNodeSchema } from '@yjf/domain/menuSchemas';
import { z } from '@yjf/domain/zod';
import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../context';
import type { Db } from '../../db/client';
import { authOf } from '../../http/callerAuth';
import { badRequest, notFound } from '../../http/errors';
import { requirePermission, requirePlatformPermission } from '../../http/permissions';
import { type Operation, loggedWrite } from '../../crud/operationLog';
import { toMenuTree } from './routeTree';
import { menus } from '../accounts/menuTables';

/** Menus (spec section 7, "Menus"): the signed-in user's routes, and the global menu set's administration. */
export async function menuRoutes(app: App, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;

  app.get(
    '/api/menus/build',
    { schema: { summary: '当前用户的菜单', operationId: 'menuBuild', response: { 200: menuRoutesSchema } } },
    async (request) => ctx.catalog.userRouteTree(authOf(request)),
  );

  app.get(
    '/api/menus/tree',
    {
      onRequest: requirePermission(ctx, 'menu:list', 'roles:list'),
      schema: { summary: '菜单树', operationId: 'menuTree', response: { 200: z.array(menuNodeSchema) } },
    },
    async (request) => toMenuTree(await ctx.catalog.companyMenus(authOf(request).company)),
  );

  /** The menu set is global: only the platform's administrators change it (said before the input is checked). */
  const platformOnly = (permission: string) =>
    requirePlatformPermission(ctx, permission, '菜单由平台统一维护，企业不能修改');

  /**
   * A parent must exist, must not be a button, and must not be the menu itself or one of its descendants
   * (the tree would lose the branch in a loop).
   */
  const assertParent = async (pid: number | null, id?: number) => {
    if (pid === null) return;
    if (pid === id) throw badRequest('上级菜单不能是自己');
    const rows = await db.select({ id: menus.id, pid: menus.pid, type: menus.type }).from(menus);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const parent = byId.get(pid);
    if (!parent) throw badRequest('上级菜单不存在');
    if (parent.type === 2) throw badRequest('按钮下不能再添加菜单');
    if (id === undefined) return;
    const seen = new Set<number>();
    for (let at: number | null = parent.pid; at !== null && !seen.has(at); at = byId.get(at)?.pid ?? null) {
      if (at === id) throw badRequest('上级菜单不能是自己的下级菜单');
      seen.add(at);
    }
  };

  /** Writes and logs a change of the menu set in one transaction, then lets every screen see it. */
  const writeMenus = async <T>(
    request: FastifyRequest,
    write: (tx: Db) => Promise<{ result: T; log: Operation[] }>,
  ) => {
    const result = await loggedWrite(db, request, async (tx, log) => {
      const outcome = await write(tx);
      log(...outcome.log);
      return outcome.result;
    });
    await ctx.catalog.changed();
    return result;
  };

  app.post(
    '/api/menus',
    {
      onRequest: platformOnly('menu:add'),
      schema: { summary: '新增菜单', operationId: 'menuAdd', body: menuFormSchema },
    },
    async (request, reply) => {
      const { id: _ignored, ...menu } = request.body;
      await assertParent(menu.pid);
      const id = await writeMenus(request, async (tx) => {
        const [row] = await tx.insert(menus).values(menu).returning({ id: menus.id });
        const log: Operation = {
          action: 'add',
          resource: 'menus',
          recordId: row!.id,
          description: `新增菜单「${menu.title}」`,
          after: menu,
        };
        return { result: row!.id, log: [log] };
      });
      return reply.code(201).send({ id, message: '新增成功' });
    },
  );

  app.put(
    '/api/menus',
    {
      onRequest: platformOnly('menu:edit'),
      schema: { summary: '编辑菜单', operationId: 'menuEdit', body: menuFormSchema },
    },
    async (request) => {
      const { id, ...menu } = request.body;
      if (!id) throw badRequest('缺少菜单编号');
      await assertParent(menu.pid, id);
      if (menu.type === 2) {
        const [child] = await db.select({ id: menus.id }).from(menus).where(eq(menus.pid, id)).limit(1);
        if (child) throw badRequest('有下级菜单的菜单不能改为按钮');
      }
      await writeMenus(request, async (tx) => {
        const [before] = await tx.select().from(menus).where(eq(menus.id, id)).for('update');
        if (!before) throw notFound('菜单不存在');
        await tx.update(menus).set(menu).where(eq(menus.id, id));
        const log: Operation = {
          action: 'edit',
          resource: 'menus',
          recordId: id,
          description: `编辑菜单「${menu.title}」`,
          before,
          after: { id, ...menu },
        };
        return { result: undefined, log: [log] };
      });
      return { message: '编辑成功' };
    },
  );

  app.delete(
    '/api/menus',
    {
      onRequest: platformOnly('menu:del'),
      schema: { summary: '删除菜单', operationId: 'menuDelete', body: idListSchema },
    },
    async (request) => {
      const ids = request.body;
      const children = await db.select({ id: menus.id }).from(menus).where(inArray(menus.pid, ids));
      if (children.some((child) => !ids.includes(child.id))) throw badRequest('请先删除下级菜单');
      await writeMenus(request, async (tx) => {
        const befores = await tx.delete(menus).where(inArray(menus.id, ids)).returning();
        const log = befores.map((before): Operation => ({
          action: 'delete',
          resource: 'menus',
          recordId: before.id,
          description: `删除菜单「${before.title}」`,
          before,
        }));
        return { result: undefined, log };
      });
      return { message: '删除成功' };
    },
  );
}
