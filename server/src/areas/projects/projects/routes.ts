import { idParamsSchema } from '@yjf/domain/fieldSchemas';
import { projectStatusSchema, type ProjectStatusEntry } from '@yjf/area-projects/domain/projectSchemas';
import { DICT } from '@yjf/domain/dictionaries';
import type { App, AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { runRecordCommand } from '../../../crud/recordCommand';
import { authOf } from '../../../http/callerAuth';
import { badRequest } from '../../../http/errors';
import { requirePermission } from '../../../http/permissions';
import { loadDicts } from '../../../platform/dicts/service';
import { companyProject, PROJECT_NOT_FOUND } from './companyProject';
import { projectScope } from './resource';
import { projects } from './schema';
import { recordStatusChange, statusHistoryOf } from './statusHistory';

/**
 * The project calls beyond the list engine: `POST /api/project/status` moves a project to another D004
 * status and records who, when, from and to; `GET /api/project/{id}/statusHistory` reads those changes. The
 * project's summary of money and work is the finance area's (`finance/projectSummary.ts`), which sees both.
 */
export async function projectRoutes(app: App, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;

  app.post(
    '/api/project/status',
    {
      onRequest: requirePermission(ctx, 'project:edit'),
      schema: { summary: '变更项目状态', operationId: 'projectStatusChange', body: projectStatusSchema },
    },
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
        scope: projectScope,
        action: 'status',
        resource: 'project',
        run: async (tx: Db, before, auth) => {
          if (before.status === status) throw badRequest(`项目已是「${target.name}」状态`);
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
            changes: { status },
            result: { message: `已改为「${target.name}」` },
          };
        },
      });
    },
  );

  app.get(
    '/api/project/:id/statusHistory',
    {
      onRequest: requirePermission(ctx, 'project:list'),
      schema: { summary: '项目状态历史', operationId: 'projectStatusHistory', params: idParamsSchema },
    },
    async (request): Promise<ProjectStatusEntry[]> => {
      const project = await companyProject(db, authOf(request), request.params.id);
      return statusHistoryOf(db, project.id);
    },
  );
}
