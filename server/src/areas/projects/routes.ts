import { chinaToday } from '@yjf/domain/calendar';
import { and, count, eq, lt, sql } from 'drizzle-orm';
import { idParamsSchema } from '@yjf/domain/fieldSchemas';
import {
  projectStatusSchema,
  type ProjectStatusEntry,
  type ProjectSummary,
} from '@yjf/area-projects/domain/projectSchemas';
import { TASK_DONE, TASK_OPEN } from '@yjf/area-projects/domain/taskSchemas';
import { DICT } from '@yjf/domain/dictionaries';
import type { App, AppContext } from '../../context';
import type { Db } from '../../db/client';
import { runRecordCommand } from '../../crud/recordCommand';
import { authOf } from '../../http/authenticate';
import { badRequest, notFound } from '../../http/errors';
import { requirePermission } from '../../http/permissions';
import { loadDicts } from '../dicts/service';
import { projectFinance } from '../finance/projectFinance';
import { schemes } from '../schemes/schema';
import { tasks } from '../tasks/schema';
import { projects } from './schema';
import { recordStatusChange, statusHistoryOf } from './statusHistory';
import { nextRevision } from '../../crud/revision';

const PROJECT_NOT_FOUND = '项目不存在或已被删除';

/**
 * The project calls beyond the list engine: `POST /api/project/status` moves a project to another D004
 * status and records who, when, from and to; `GET /api/project/{id}/statusHistory` reads those changes;
 * `GET /api/project/{id}/summary` its money and work.
 */
export async function projectRoutes(app: App, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;

  /** The project of the caller's company, or a 404. */
  const ownProject = async (companyId: number, id: number) => {
    const [found] = await db
      .select({ id: projects.id, contractAmount: projects.contractAmount })
      .from(projects)
      .where(and(eq(projects.id, id), eq(projects.companyId, companyId)));
    if (!found) throw notFound(PROJECT_NOT_FOUND);
    return found;
  };

  app.post(
    '/api/project/status',
    { onRequest: requirePermission(ctx, 'project:edit'), schema: { body: projectStatusSchema } },
    async (request) => {
      const { id, version, status, remark } = request.body;
      const [statuses] = await loadDicts(db, [DICT.projectStatus]);
      const target = statuses?.children.find((item) => item.value === String(status));
      if (!target) throw badRequest(`项目状态的取值“${status}”不存在`);
      return runRecordCommand(db, request, {
        table: projects,
        id,
        version,
        notFoundMessage: PROJECT_NOT_FOUND,
        action: 'status',
        resource: 'project',
        run: async (tx: Db, before, auth) => {
          if (before.status === status) throw badRequest(`项目已是「${target.name}」状态`);
          await tx
            .update(projects)
            .set({ status, ...nextRevision(projects) })
            .where(eq(projects.id, id));
          await recordStatusChange(tx, {
            companyId: auth.company.id,
            projectId: id,
            from: before.status as number,
            to: status,
            by: auth.user.id,
            remark,
          });
          return {
            description: `项目「${String(before.name)}」状态改为「${target.name}」`,
            after: { status },
            result: { message: `已改为「${target.name}」` },
          };
        },
      });
    },
  );

  app.get(
    '/api/project/:id/statusHistory',
    { onRequest: requirePermission(ctx, 'project:list'), schema: { params: idParamsSchema } },
    async (request): Promise<ProjectStatusEntry[]> => {
      const project = await ownProject(authOf(request).company.id, request.params.id);
      return statusHistoryOf(db, project.id);
    },
  );

  app.get(
    '/api/project/:id/summary',
    { onRequest: requirePermission(ctx, 'project:list'), schema: { params: idParamsSchema } },
    async (request): Promise<ProjectSummary> => {
      const project = await ownProject(authOf(request).company.id, request.params.id);
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
      // Received is what the project's collections recorded, summed the way the finance area sums it.
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
