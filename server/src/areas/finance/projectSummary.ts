import { and, count, eq, lt, sql } from 'drizzle-orm';
import { chinaToday } from '@yjf/domain/calendar';
import { idParamsSchema } from '@yjf/domain/fieldSchemas';
import type { ProjectSummary } from '@yjf/area-projects/domain/projectSchemas';
import { TASK_DONE, TASK_OPEN } from '@yjf/area-projects/domain/taskSchemas';
import type { App, AppContext } from '../../context';
import { authOf } from '../../http/callerAuth';
import { requirePermission } from '../../http/permissions';
import { companyProject } from '../projects/projects/companyProject';
import { schemes } from '../projects/schemes/schema';
import { tasks } from '../projects/tasks/schema';
import { projectFinance } from './projectFinance';

/**
 * `GET /api/project/{id}/summary`: a project's money and work on its page. The finance area answers it because
 * it sees both: the project's tasks and drawings below it, and the collections that are its own.
 */
export async function projectSummaryRoutes(app: App, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  app.get(
    '/api/project/:id/summary',
    {
      onRequest: requirePermission(ctx, 'project:list'),
      schema: { summary: '项目资金与进度汇总', operationId: 'projectSummary', params: idParamsSchema },
    },
    async (request): Promise<ProjectSummary> => {
      const project = await companyProject(db, authOf(request), request.params.id);
      const [work] = await db
        .select({
          total: count(),
          done: count(sql`case when ${tasks.status} = ${TASK_DONE} then 1 end`),
          overdue: count(
            sql`case when ${and(eq(tasks.status, TASK_OPEN), lt(tasks.dueDate, chinaToday()))} then 1 end`,
          ),
        })
        .from(tasks)
        .where(eq(tasks.projectId, project.id));
      const [drawings] = await db
        .select({ total: count() })
        .from(schemes)
        .where(and(eq(schemes.projectId, project.id), eq(schemes.latest, true)));
      const { received, outstanding } = await projectFinance(db, project);
      return {
        contractAmount: project.contractAmount,
        received,
        outstanding,
        tasks: { total: work?.total ?? 0, done: work?.done ?? 0, overdue: work?.overdue ?? 0 },
        schemes: drawings?.total ?? 0,
      };
    },
  );
}
