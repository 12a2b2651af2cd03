import { eq, inArray } from 'drizzle-orm';
import { menuRoutesSchema } from '@yjf/domain/menusSchema';
import { idListSchema, menuFormSchema, menuNodeSchema } from '@yjf/domain/menuSchemas';
import { z } from '@yjf/domain/zod';
import type { App, AppContext } from '../../context';
import { authOf } from '../../http/authenticate';
import { badRequest, notFound } from '../../http/errors';
import { requirePermission, requirePlatformPermission } from '../../http/permissions';
import { toMenuTree, toRouteTree } from './routeTree';
import { menus } from './schema';

/** Menus (spec section 7, "Menus"): the signed-in user's routes, and the global menu set's administration. */
export async function menuRoutes(app: App, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;

  app.get('/api/menus/build', { schema: { response: { 200: menuRoutesSchema } } }, async (request) =>
    toRouteTree(await ctx.catalog.userMenus(authOf(request))),
  );

  app.get(
    '/api/menus/tree',
    {
      preHandler: requirePermission(ctx, 'menu:list', 'roles:list'),
      schema: { response: { 200: z.array(menuNodeSchema) } },
    },
    async (request) => toMenuTree(await ctx.catalog.companyMenus(authOf(request).company)),
  );

  /** The menu set is global: only the platform's administrators change it. */
  const platformOnly = (permission: string) =>
    requirePlatformPermission(ctx, permission, '菜单由平台统一维护，企业不能修改');

  const assertParent = async (pid: number | null, id?: number) => {
    if (pid === null) return;
    if (pid === id) throw badRequest('上级菜单不能是自己');
    const [parent] = await db.select({ id: menus.id, type: menus.type }).from(menus).where(eq(menus.id, pid));
    if (!parent) throw badRequest('上级菜单不存在');
    if (parent.type === 2) throw badRequest('按钮下不能再添加菜单');
  };

  app.post(
    '/api/menus',
    { preHandler: platformOnly('menu:add'), schema: { body: menuFormSchema } },
    async (request, reply) => {
      const { id: _ignored, ...menu } = request.body;
      await assertParent(menu.pid);
      const [row] = await db.insert(menus).values(menu).returning({ id: menus.id });
      ctx.catalog.invalidate();
      return reply.code(201).send({ id: row!.id, message: '新增成功' });
    },
  );

  app.put(
    '/api/menus',
    { preHandler: platformOnly('menu:edit'), schema: { body: menuFormSchema } },
    async (request) => {
      const { id, ...menu } = request.body;
      if (!id) throw badRequest('缺少菜单编号');
      await assertParent(menu.pid, id);
      const updated = await db.update(menus).set(menu).where(eq(menus.id, id)).returning({ id: menus.id });
      if (!updated.length) throw notFound('菜单不存在');
      ctx.catalog.invalidate();
      return { message: '编辑成功' };
    },
  );

  app.delete(
    '/api/menus',
    { preHandler: platformOnly('menu:del'), schema: { body: idListSchema } },
    async (request) => {
      const ids = request.body;
      const children = await db.select({ id: menus.id }).from(menus).where(inArray(menus.pid, ids));
      if (children.some((child) => !ids.includes(child.id))) throw badRequest('请先删除下级菜单');
      await db.delete(menus).where(inArray(menus.id, ids));
      ctx.catalog.invalidate();
      return { message: '删除成功' };
    },
  );
}
