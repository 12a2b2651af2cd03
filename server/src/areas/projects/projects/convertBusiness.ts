import { chinaToday } from '@yjf/domain/calendar';
import { and, eq } from 'drizzle-orm';
import {
  convertBusinessSchema,
  WON_BUSINESS_STATUS,
  type ConvertBusinessResult,
} from '@yjf/area-business/domain/businessSchemas';
import { STALE_EDIT_MESSAGE } from '@yjf/domain/lists';
import type { App, AppContext } from '../../../context';
import { authOf } from '../../../http/callerAuth';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { requirePermission } from '../../../http/permissions';
import { scopeFor } from '../../../crud/dataScope';
import { assertNamedInReach } from '../../../crud/namedRecords';
import { loggedWrite } from '../../../crud/operationLog';
import { businessScope } from '../../business/opportunities/resource';
import { businessOpportunities as business } from '../../business/opportunities/schema';
import { nextProjectCode } from './projectCode';
import { projectResource } from './resource';
import { projects } from './schema';
import { recordStatusChange } from './statusHistory';
import { nextRevision } from '../../../crud/revision';

/** Why an opportunity of a customer the caller does not reach is not converted. */
export const CUSTOMER_OUT_OF_REACH = '该商机的客户不在你的数据权限内，不能转为项目，请联系客户负责人';

/**
 * `POST /api/business/convert`, served by the projects area (a project is made; the opportunity knows nothing of
 * projects but the id it is given): a won business opportunity becomes a project (with its code, its first status
 * entry, signed today) with its customer, amount and owner as manager, and the opportunity is marked 成功. Once only: a second conversion is refused.
 */
export async function businessConvertRoutes(app: App, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  app.post(
    '/api/business/convert',
    {
      onRequest: requirePermission(ctx, 'business:edit'),
      schema: { summary: '商机转为项目', operationId: 'businessConvert', body: convertBusinessSchema },
    },
    async (request): Promise<ConvertBusinessResult> => {
      const auth = authOf(request);
      const { id, version } = request.body;
      return loggedWrite(db, request, async (tx, log) => {
        const [found] = await tx
          .select()
          .from(business)
          .where(
            and(
              eq(business.id, id),
              eq(business.companyId, auth.company.id),
              await scopeFor(businessScope, { db: tx, auth }),
            ),
          )
          .for('update');
        if (!found) throw notFound('商机不存在或已被删除');
        if (found.version !== version) throw conflict(STALE_EDIT_MESSAGE);
        const [existing] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.businessId, id));
        if (existing) throw badRequest('该商机已转为项目');
        // The project is the customer's: only for a customer the caller reaches, as an added project would be.
        await assertNamedInReach(
          app,
          tx,
          auth,
          projectResource,
          { customerId: found.customerId },
          {
            refusal: () => CUSTOMER_OUT_OF_REACH,
          },
        );
        const [project] = await tx
          .insert(projects)
          .values({
            companyId: auth.company.id,
            createdBy: auth.user.id,
            code: await nextProjectCode(tx, auth.company.id),
            name: found.name,
            customerId: found.customerId,
            businessId: found.id,
            contractAmount: found.estimatedAmount,
            signDate: chinaToday(),
            managerId: found.ownerId ?? auth.user.id,
            remark: found.remark,
          })
          .returning({ id: projects.id });
        await recordStatusChange(tx, {
          companyId: auth.company.id,
          projectId: project!.id,
          from: null,
          to: 0,
          by: auth.user.id,
          remark: `由商机「${found.name}」转入`,
        });
        await tx
          .update(business)
          .set({ status: WON_BUSINESS_STATUS, projectId: project!.id, ...nextRevision(business) })
          .where(eq(business.id, id));
        log({
          action: 'convert',
          resource: 'business',
          recordId: id,
          description: `商机「${found.name}」转为项目`,
          before: found,
          after: { projectId: project!.id, status: WON_BUSINESS_STATUS },
        });
        return { projectId: project!.id, message: '已转为项目' };
      });
    },
  );
}
