import { and, eq } from 'drizzle-orm';
import { projectFinanceQuerySchema, type ProjectFinance } from '@yjf/area-finance/domain/collectionSchemas';
import type { App, AppContext } from '../../context';
import { authOf } from '../../http/callerAuth';
import { notFound } from '../../http/errors';
import { requirePermission } from '../../http/permissions';
import { projects } from '../projects/projects/schema';
import { projectFinance } from './projectFinance';

const PROJECT_NOT_FOUND = '项目不存在或已被删除';

/**
 * The finance calls beyond the list engine: `GET /api/collection/summary?projectId=` answers a project's money
 * (contract, planned, received, outstanding, overdue stages) to whoever may list collections.
 */
export async function financeRoutes(app: App, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;

  app.get(
    '/api/collection/summary',
    { onRequest: requirePermission(ctx, 'collection:list'), schema: { querystring: projectFinanceQuerySchema } },
    async (request): Promise<ProjectFinance> => {
      const [project] = await db
        .select({ id: projects.id, contractAmount: projects.contractAmount })
        .from(projects)
        .where(and(eq(projects.id, request.query.projectId), eq(projects.companyId, authOf(request).company.id)));
      if (!project) throw notFound(PROJECT_NOT_FOUND);
      return projectFinance(db, project);
    },
  );
}
