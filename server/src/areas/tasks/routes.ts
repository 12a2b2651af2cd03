import { eq, sql } from 'drizzle-orm';
import { completeTaskSchema, reopenTaskSchema, TASK_DONE, TASK_OPEN } from '@yjf/domain/taskSchemas';
import type { App, AppContext } from '../../context';
import { runRecordCommand } from '../../crud/recordCommand';
import { badRequest } from '../../http/errors';
import { requirePermission } from '../../http/permissions';
import { tasks } from './schema';

const TASK_NOT_FOUND = '任务不存在或已被删除';

/** `POST /api/task/complete` marks a task done with a note; `POST /api/task/reopen` opens it again. */
export async function taskRoutes(app: App, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const canEdit = requirePermission(ctx, 'task:edit');

  app.post('/api/task/complete', { preHandler: canEdit, schema: { body: completeTaskSchema } }, async (request) => {
    const { id, version, note } = request.body;
    return runRecordCommand(db, request, {
      table: tasks,
      id,
      version,
      notFoundMessage: TASK_NOT_FOUND,
      action: 'complete',
      resource: 'task',
      run: async (tx, before, auth) => {
        if (before.status === TASK_DONE) throw badRequest('任务已完成');
        const completion = {
          status: TASK_DONE,
          completedAt: new Date(),
          completedBy: auth.user.id,
          completionNote: note,
        };
        await tx
          .update(tasks)
          .set({ ...completion, version: sql`${tasks.version} + 1`, updateTime: new Date() })
          .where(eq(tasks.id, id));
        return {
          description: `完成任务「${String(before.title)}」`,
          after: completion,
          result: { message: '任务已完成' },
        };
      },
    });
  });

  app.post('/api/task/reopen', { preHandler: canEdit, schema: { body: reopenTaskSchema } }, async (request) => {
    const { id, version } = request.body;
    return runRecordCommand(db, request, {
      table: tasks,
      id,
      version,
      notFoundMessage: TASK_NOT_FOUND,
      action: 'reopen',
      resource: 'task',
      run: async (tx, before) => {
        if (before.status === TASK_OPEN) throw badRequest('任务尚未完成');
        const reopened = { status: TASK_OPEN, completedAt: null, completedBy: null, completionNote: '' };
        await tx
          .update(tasks)
          .set({ ...reopened, version: sql`${tasks.version} + 1`, updateTime: new Date() })
          .where(eq(tasks.id, id));
        return {
          description: `重新打开任务「${String(before.title)}」`,
          after: reopened,
          result: { message: '任务已重新打开' },
        };
      },
    });
  });
}
