import { asc, eq } from 'drizzle-orm';
import type { Department } from '@yjf/area-system/domain/deptSchemas';
import { deptTree } from '@yjf/area-system/domain/deptTree';
import type { App, AppContext } from '../../../context';
import { resourceRoutes } from '../../../crud/resourceRoutes';
import { authOf } from '../../../http/callerAuth';
import { requirePermission } from '../../../http/permissions';
import { departments } from '../../../db/accountTables';
import { deptResource } from './resource';

/**
 * Departments: the list engine at `/api/dept`, and `GET /api/dept/tree`, the company's whole tree for the
 * department screen, the user screen's tree and the pickers (so the user and role screens may read it too).
 */
export async function deptRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get(
    '/api/dept/tree',
    {
      schema: { summary: '部门树', operationId: 'deptTree' },
      onRequest: requirePermission(ctx, 'dept:list', 'user:list', 'roles:list'),
    },
    async (request) => {
      const rows = await ctx.database.db
        .select(deptResource.projection)
        .from(departments)
        .where(eq(departments.companyId, authOf(request).company.id))
        .orderBy(asc(departments.id));
      // The rows of the list, whose projection the declaration gives.
      return deptTree(rows as Department[]);
    },
  );
  await resourceRoutes(app, ctx, deptResource);
}
