import type { FastifyRequest } from 'fastify';
import { idParamsSchema } from '@yjf/domain/fieldSchemas';
import { NOT_FOUND_MESSAGE } from '@yjf/domain/lists';
import {
  storedFileType,
  suffixOf,
  uploadQuerySchema,
  downloadNameOf,
  type LocalFile,
} from '@yjf/area-system/domain/storageSchemas';
import { sanitizeFileName } from '@yjf/domain/attachments';
import { and, eq } from 'drizzle-orm';
import type { App, AppContext } from '../../../context';
import { authOf } from '../../../http/callerAuth';
import { notFound } from '../../../http/errors';
import { requirePermission } from '../../../http/permissions';
import { loggedWrite } from '../../../crud/operationLog';
import { showsInline } from './contentType';
import { fileCaller } from './fileCaller';
import { findLocalFile } from './localFileResource';
import { multipartOnly } from './multipartRoute';
import { localFiles } from './schema';
import { sendStoredFile } from './serveFile';
import { receiveStoredFile, sweepUploads } from './storedUpload';

/**
 * 本地存储's uploads and downloads: `POST /api/localStorage?name=` (multipart; the list engine has the rest of
 * the path) and `POST /api/upload` (the same, for editors) store one file of at most 100 MB and answer its
 * record with its URL; `GET /api/localStorage/:id/file` serves it to its company's users. An upload is written to
 * disk as it arrives (storedUpload.ts), never held whole in memory.
 */
export async function localFileRoutes(app: App, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  void sweepUploads(ctx.config);

  const upload = async (request: FastifyRequest): Promise<LocalFile> => {
    const auth = authOf(request);
    const query = uploadQuerySchema.parse(request.query);
    const upload = await receiveStoredFile(ctx.config, request);
    const { fileName, contentType } = upload;
    const suffix = suffixOf(fileName);
    const key = `local/${auth.company.id}/${crypto.randomUUID()}${suffix ? `.${suffix}` : ''}`;
    try {
      await ctx.storage.putFile(key, upload, contentType);
    } finally {
      await upload.discard();
    }
    try {
      return await loggedWrite(db, request, async (tx, log) => {
        const [inserted] = await tx
          .insert(localFiles)
          .values({
            companyId: auth.company.id,
            createdBy: auth.user.id,
            name: query.name ? sanitizeFileName(query.name) : fileName,
            originalName: fileName,
            suffix,
            type: storedFileType(suffix),
            size: upload.size,
            contentType,
            storageKey: key,
          })
          .returning({ id: localFiles.id });
        const row = (await findLocalFile(tx, auth.company.id, inserted!.id))!;
        log({
          action: 'add',
          resource: 'localStorage',
          recordId: row.id,
          description: `上传文件「${row.name}」`,
          after: row,
        });
        return row;
      });
    } catch (error) {
      await ctx.storage.remove(key).catch(() => undefined);
      throw error;
    }
  };

  const canAdd = requirePermission(ctx, 'storage:add');
  app.post(
    '/api/localStorage',
    {
      schema: { summary: '上传文件到本地存储', operationId: 'localStorageUpload' },
      constraints: multipartOnly(app),
      onRequest: canAdd,
    },
    async (request, reply) => reply.code(201).send(await upload(request)),
  );
  app.post(
    '/api/upload',
    { schema: { summary: '上传文件（编辑器用）', operationId: 'localStorageUploadForEditor' }, onRequest: canAdd },
    async (request, reply) => reply.code(201).send(await upload(request)),
  );

  app.get(
    '/api/localStorage/:id/file',
    {
      config: { public: true },
      onRequest: fileCaller(ctx, 'storage:list'),
      schema: { summary: '下载本地存储文件', operationId: 'localStorageFile', params: idParamsSchema },
    },
    async (request, reply) => {
      const companyId = authOf(request).company.id;
      const [row] = await db
        .select()
        .from(localFiles)
        .where(and(eq(localFiles.id, request.params.id), eq(localFiles.companyId, companyId)))
        .limit(1);
      const file = row ? await ctx.storage.get(row.storageKey) : null;
      if (!row || !file) throw notFound(NOT_FOUND_MESSAGE);
      return sendStoredFile(reply, file, {
        fileName: downloadNameOf(row),
        contentType: row.contentType,
        inline: showsInline(row.contentType),
      });
    },
  );
}
