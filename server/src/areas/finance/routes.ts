import { projectFinanceQuerySchema, type ProjectFinance } from '@yjf/area-finance/domain/collectionSchemas';
import type { App, AppContext } from '../../context';
import { authOf } from '../../http/callerAuth';
import { requirePermission } from '../../http/permissions';
import { companyProject } from '../projects/projects/companyProject';
import { projectFinance } from './projectFinance';

/**
 * The finance calls beyond the list engine: `GET /api/collection/summary?projectId=` answers a project's money
 * (contract, planned, received, outstanding, overdue stages) to whoever may list collections and reaches the
 * project (数据权限).
 */
export async function financeRoutes(app: App, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;

  app.get(
    '/api/collection/summary',
    {
      onRequest: requirePermission(ctx, 'collection:list'),
      schema: { summary: '项目收款汇总', operationId: 'collectionSummary', querystring: projectFinanceQuerySchema },
    },
    async (request): Promise<ProjectFinance> => {
      return projectFinance(db, await companyProject(db, authOf(request), request.query.projectId));
    },
  );
}
