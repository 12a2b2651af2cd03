import { and, countDistinct, desc, eq, ilike } from 'drizzle-orm';
import { idParamsSchema } from '@yjf/domain/fieldSchemas';
import { listQuerySchema } from '@yjf/domain/listQuerySchema';
import type { ListPage, ListQuery } from '@yjf/domain/lists';
import {
  completeTaskSchema,
  reopenTaskSchema,
  TASK_DONE,
  TASK_OPEN,
  taskProjectDeclaration,
  type TaskProject,
} from '@yjf/area-projects/domain/taskSchemas';
import type { App, AppContext } from '../../../context';
import { scopeFor } from '../../../crud/dataScope';
import { containsPattern } from '../../../crud/listConditions';
import { runRecordCommand } from '../../../crud/recordCommand';
import { authOf } from '../../../http/callerAuth';
import { badRequest, notFound } from '../../../http/errors';
import { requirePermission } from '../../../http/permissions';
import { projects } from '../projects/schema';
import { taskScope } from './resource';
import { tasks } from './schema';
import { listPage } from '../../../crud/listPage';

const TASK_NOT_FOUND = '任务不存在或已被删除';

/**
 * `POST /api/task/complete` marks a task done with a note; `POST /api/task/reopen` opens it again.
 * `GET /api/task/projects` (and `/:id`) are the projects of the tasks the caller reaches (数据权限), for the task
 * pages' project picker: a user who reads tasks but not projects (sales) still filters by project, and is never
 * refused.
 */
export async function taskRoutes(app: App, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const canEdit = requirePermission(ctx, 'task:edit');
  const canList = requirePermission(ctx, 'task:list');

  const projectsOfTasks = () =>
    db
      .selectDistinct({ id: projects.id, name: projects.name, code: projects.code })
      .from(tasks)
      .innerJoin(projects, eq(projects.id, tasks.projectId))
      .$dynamic();

  app.get(
    '/api/task/projects',
    {
      onRequest: canList,
      schema: {
        summary: '有任务的项目',
        operationId: 'taskProjectList',
        querystring: listQuerySchema(taskProjectDeclaration.list),
      },
    },
    async (request): Promise<ListPage<TaskProject>> => {
      const query = request.query as ListQuery;
      const auth = authOf(request);
      const blurry = query.filters.blurry as string | undefined;
      const named = blurry ? ilike(projects.name, containsPattern(blurry)) : undefined;
      const where = and(eq(tasks.companyId, auth.company.id), await scopeFor(taskScope, { db, auth }), named);
      return listPage(
        query,
        (limit, offset) => projectsOfTasks().where(where).orderBy(desc(projects.id)).limit(limit).offset(offset),
        async () => {
          const [total] = await db
            .select({ n: countDistinct(tasks.projectId) })
            .from(tasks)
            .innerJoin(projects, eq(projects.id, tasks.projectId))
            .where(where);
          return Number(total?.n ?? 0);
        },
      );
    },
  );

  app.get(
    '/api/task/projects/:id',
    {
      onRequest: canList,
      schema: { summary: '有任务的项目详情', operationId: 'taskProjectDetail', params: idParamsSchema },
    },
    async (request): Promise<TaskProject> => {
      const auth = authOf(request);
      const [found] = await projectsOfTasks()
        .where(
          and(
            eq(tasks.companyId, auth.company.id),
            await scopeFor(taskScope, { db, auth }),
            eq(projects.id, request.params.id),
          ),
        )
        .limit(1);
      if (!found) throw notFound('项目不存在或没有任务');
      return found;
    },
  );

  app.post(
    '/api/task/complete',
    { onRequest: canEdit, schema: { summary: '完成任务', operationId: 'taskComplete', body: completeTaskSchema } },
    async (request) => {
      const { id, version, note } = request.body;
      return runRecordCommand(db, request, {
        table: tasks,
        id,
        version,
        notFoundMessage: TASK_NOT_FOUND,
        scope: taskScope,
        action: 'complete',
        resource: 'task',
        run: async (_tx, before, auth) => {
          if (before.status === TASK_DONE) throw badRequest('任务已完成');
          const completion = {
            status: TASK_DONE,
            completedAt: new Date(),
            completedBy: auth.user.id,
            completionNote: note,
          };
          return {
            description: `完成任务「${String(before.title)}」`,
            changes: completion,
            result: { message: '任务已完成' },
          };
        },
      });
    },
  );

  app.post(
    '/api/task/reopen',
    { onRequest: canEdit, schema: { summary: '重新打开任务', operationId: 'taskReopen', body: reopenTaskSchema } },
    async (request) => {
      const { id, version } = request.body;
      return runRecordCommand(db, request, {
        table: tasks,
        id,
        version,
        notFoundMessage: TASK_NOT_FOUND,
        scope: taskScope,
        action: 'reopen',
        resource: 'task',
        run: async (_tx, before) => {
          if (before.status === TASK_OPEN) throw badRequest('任务尚未完成');
          const reopened = { status: TASK_OPEN, completedAt: null, completedBy: null, completionNote: '' };
          return {
            description: `重新打开任务「${String(before.title)}」`,
            changes: reopened,
            result: { message: '任务已重新打开' },
          };
        },
      });
    },
  );
}
