import { and, asc, eq, max } from 'drizzle-orm';
import { idParamsSchema } from '@yjf/domain/fieldSchemas';
import { newSchemeVersionSchema, revisionLabel } from '@yjf/area-projects/domain/schemeSchemas';
import type { App, AppContext } from '../../../context';
import { scopeFor } from '../../../crud/dataScope';
import { runRecordCommand } from '../../../crud/recordCommand';
import { authOf } from '../../../http/callerAuth';
import { notFound } from '../../../http/errors';
import { requirePermission } from '../../../http/permissions';
import { companyAttachments } from '../../../platform/attachments/ownership';
import { schemeScope } from './resource';
import { schemes } from './schema';

const SCHEME_NOT_FOUND = '图纸不存在或已被删除';

/**
 * `POST /api/scheme/newVersion` adds the next version of a drawing (the old ones stay); `GET
 * /api/scheme/{id}/versions` lists every version of its series, newest first.
 */
export async function schemeRoutes(app: App, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;

  app.post(
    '/api/scheme/newVersion',
    {
      onRequest: requirePermission(ctx, 'scheme:add'),
      schema: { summary: '上传方案图纸新版本', operationId: 'schemeNewVersion', body: newSchemeVersionSchema },
    },
    async (request) => {
      const { id, version, description, files } = request.body;
      return runRecordCommand(db, request, {
        table: schemes,
        id,
        version,
        notFoundMessage: SCHEME_NOT_FOUND,
        scope: schemeScope,
        action: 'newVersion',
        resource: 'scheme',
        run: async (tx, before, auth) => {
          const seriesId = before.seriesId as number;
          const [newest] = await tx
            .select({ revision: max(schemes.revision) })
            .from(schemes)
            .where(eq(schemes.seriesId, seriesId));
          const revision = (newest?.revision ?? 0) + 1;
          await tx.update(schemes).set({ latest: false }).where(eq(schemes.seriesId, seriesId));
          const [created] = await tx
            .insert(schemes)
            .values({
              companyId: auth.company.id,
              createdBy: auth.user.id,
              projectId: before.projectId as number,
              seriesId,
              revision,
              latest: true,
              name: before.name as string,
              designerId: before.designerId as number | null,
              description: description || (before.description as string),
              status: 0,
              files: companyAttachments(files, auth.company.id),
            })
            .returning({ id: schemes.id });
          return {
            description: `图纸「${String(before.name)}」上传新版本 ${revisionLabel(revision)}`,
            after: { id: created!.id, revision },
            result: { id: created!.id, revision, message: `已上传 ${revisionLabel(revision)}` },
          };
        },
      });
    },
  );

  app.get(
    '/api/scheme/:id/versions',
    {
      onRequest: requirePermission(ctx, 'scheme:list'),
      schema: { summary: '方案图纸的版本', operationId: 'schemeVersions', params: idParamsSchema },
    },
    async (request) => {
      const auth = authOf(request);
      const companyId = auth.company.id;
      const [found] = await db
        .select({ seriesId: schemes.seriesId })
        .from(schemes)
        .where(
          and(
            eq(schemes.id, request.params.id),
            eq(schemes.companyId, companyId),
            await scopeFor(schemeScope, { db, auth }),
          ),
        );
      if (!found) throw notFound(SCHEME_NOT_FOUND);
      const versions = await db
        .select({
          id: schemes.id,
          revision: schemes.revision,
          latest: schemes.latest,
          status: schemes.status,
          description: schemes.description,
          files: schemes.files,
          createTime: schemes.createTime,
        })
        .from(schemes)
        .where(and(eq(schemes.seriesId, found.seriesId!), eq(schemes.companyId, companyId)))
        .orderBy(asc(schemes.revision));
      return versions.reverse();
    },
  );
}
