import { and, eq, inArray, sql } from 'drizzle-orm';
import { PLAN_CODES } from '@yjf/domain/membership';
import { planEditWireSchema } from '@yjf/domain/membershipSchemas';
import { planEditFromWire, planToWire, type PlanWire } from '@yjf/domain/membershipWire';
import { z } from '@yjf/domain/zod';
import type { App, AppContext } from '../../context';
import { badRequest, notFound } from '../../http/errors';
import { requirePlatformPermission } from '../../http/permissions';
import { loggedWrite } from '../../crud/operationLog';
import { menus } from '../accounts/menuTables';
import { loadCatalogue, planOf } from '../membership/currentPlan';
import { plans } from '../accounts/planTables';

const PLATFORM_ONLY = '套餐由平台统一维护，企业不能修改';
const codeParams = z.object({ code: z.enum(PLAN_CODES, { error: '套餐不存在' }) });

/**
 * The plan catalogue for the platform's administrators (套餐管理): `GET /api/plans` and `PUT /api/plans/:code`
 * (name, yearly price, discount, staff included, the menus it opens). A change is seen at once by the menus,
 * the gating and the prices.
 */
export async function planRoutes(app: App, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;

  app.get(
    '/api/plans',
    {
      schema: { summary: '套餐列表', operationId: 'planList' },
      onRequest: requirePlatformPermission(ctx, 'plan:list', PLATFORM_ONLY),
    },
    async () => {
      const catalogue = await loadCatalogue(ctx.catalog);
      return PLAN_CODES.map((code) => planToWire(catalogue[code]));
    },
  );

  app.put(
    '/api/plans/:code',
    {
      onRequest: requirePlatformPermission(ctx, 'plan:edit', PLATFORM_ONLY),
      schema: { summary: '编辑套餐', operationId: 'planEdit', params: codeParams, body: planEditWireSchema },
    },
    async (request): Promise<PlanWire> => {
      const { code } = request.params;
      const edit = planEditFromWire(request.body);
      const menuIds = [...new Set(edit.menuIds)];
      const updated = await loggedWrite(db, request, async (tx, log) => {
        const [before] = await tx.select().from(plans).where(eq(plans.code, code)).for('update');
        if (!before) throw notFound('套餐不存在');
        if (menuIds.length) {
          const found = await tx
            .select({ id: menus.id })
            .from(menus)
            .where(and(inArray(menus.id, menuIds), eq(menus.scope, 'plan')));
          if (found.length !== menuIds.length)
            throw badRequest('套餐只能开通业务菜单，所选菜单中有不存在或不可售的菜单');
        }
        const [after] = await tx
          .update(plans)
          .set({
            name: edit.name,
            yearlyPriceFen: edit.price,
            discountPercent: edit.discountPercent,
            numberOfStaff: edit.includedStaff,
            menuIds,
            updatedAt: sql`now()`,
          })
          .where(eq(plans.code, code))
          .returning();
        log({ action: 'edit', resource: 'plan', description: `编辑套餐「${after!.name}」`, before, after });
        return after!;
      });
      await ctx.catalog.changed();
      return planToWire(planOf(updated));
    },
  );
}
