import { and, eq } from 'drizzle-orm';
import { idParamsSchema } from '@yjf/domain/fieldSchemas';
import { NOT_FOUND_MESSAGE } from '@yjf/domain/lists';
import {
  OBJECT_STORAGE_UNCONFIGURED,
  downloadNameOf,
  storedFileType,
  suffixOf,
  type ObjectFile,
  type ObjectStorageConfig,
  type SynchronizeResult,
} from '@yjf/area-system/domain/storageSchemas';
import { ObjectStorageError, type ObjectStorage } from '../../../adapters/storage/ObjectStorage';
import type { App, AppContext } from '../../../context';
import { authOf } from '../../../http/callerAuth';
import { AppError, badRequest, forbidden, notFound } from '../../../http/errors';
import { requirePlatformPermission } from '../../../http/permissions';
import { PLATFORM_COMPANY_ID } from '@yjf/domain/session';
import { loggedWrite } from '../../../crud/operationLog';
import { contentTypeOfSuffix } from './contentType';
import { fileCaller } from './fileCaller';
import { multipartOnly } from './multipartRoute';
import { findObjectFile } from './objectFileResource';
import { objectFiles } from './schema';
import { sendStoredFile } from './serveFile';
import { receiveStoredFile } from './storedUpload';

const PLATFORM_ONLY = '对象存储仅平台管理员可用';
/** Objects listed per ListObjectsV2 call while synchronising. */
const LIST_PAGE = 1000;

/** A failure of the bucket as the user reads it (502: our server is fine, the bucket is not). */
async function atBucket<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ObjectStorageError) throw new AppError(502, `对象存储访问失败（${error.code}）`);
    throw error;
  }
}

/**
 * 对象存储 beside its list: `GET /api/qiNiuContent/config` (whether a bucket is configured, never its secret),
 * upload (multipart PutObject), download (GetObject, streamed), and `POST /api/qiNiuContent/synchronize`, which
 * lists the bucket and adds the objects the list does not know yet. Platform administrators only.
 */
export async function objectStorageRoutes(app: App, ctx: AppContext, bucket: ObjectStorage | null): Promise<void> {
  const db = ctx.database.db;
  const may = (action: 'list' | 'add') => requirePlatformPermission(ctx, `objectStorage:${action}`, PLATFORM_ONLY);
  const configured = () => {
    if (!bucket) throw badRequest(OBJECT_STORAGE_UNCONFIGURED);
    return bucket;
  };

  app.get(
    '/api/qiNiuContent/config',
    { schema: { summary: '对象存储配置', operationId: 'qiNiuContentConfig' }, onRequest: may('list') },
    async (): Promise<ObjectStorageConfig> => ({
      configured: bucket !== null,
      bucket: bucket?.bucket ?? null,
      endpoint: bucket?.endpoint ?? null,
    }),
  );

  app.post(
    '/api/qiNiuContent',
    {
      schema: { summary: '上传文件到对象存储', operationId: 'qiNiuContentUpload' },
      constraints: multipartOnly(app),
      onRequest: may('add'),
    },
    async (request, reply): Promise<ObjectFile> => {
      const auth = authOf(request);
      const target = configured();
      const upload = await receiveStoredFile(ctx.config, request);
      const { fileName, contentType } = upload;
      const suffix = suffixOf(fileName);
      const key = `yjf/${crypto.randomUUID()}${suffix ? `.${suffix}` : ''}`;
      try {
        await atBucket(() => target.putFile(key, upload, contentType));
      } finally {
        await upload.discard();
      }
      try {
        const row = await loggedWrite(db, request, async (tx, log) => {
          const [inserted] = await tx
            .insert(objectFiles)
            .values({
              companyId: auth.company.id,
              createdBy: auth.user.id,
              name: fileName,
              bucket: target.bucket,
              objectKey: key,
              suffix,
              type: storedFileType(suffix),
              size: upload.size,
              contentType,
            })
            .returning({ id: objectFiles.id });
          const added = (await findObjectFile(tx, auth.company.id, inserted!.id))!;
          log({
            action: 'add',
            resource: 'qiNiuContent',
            recordId: added.id,
            description: `上传文件「${added.name}」到对象存储`,
            after: added,
          });
          return added;
        });
        return reply.code(201).send(row);
      } catch (error) {
        await target.remove(key).catch(() => undefined);
        throw error;
      }
    },
  );

  app.get(
    '/api/qiNiuContent/:id/file',
    {
      config: { public: true },
      onRequest: fileCaller(ctx, 'objectStorage:list'),
      schema: { summary: '下载对象存储文件', operationId: 'qiNiuContentFile', params: idParamsSchema },
    },
    async (request, reply) => {
      const auth = authOf(request);
      if (auth.company.id !== PLATFORM_COMPANY_ID) throw forbidden(PLATFORM_ONLY);
      const [row] = await db
        .select()
        .from(objectFiles)
        .where(and(eq(objectFiles.id, request.params.id), eq(objectFiles.companyId, auth.company.id)))
        .limit(1);
      if (!row) throw notFound(NOT_FOUND_MESSAGE);
      const target = configured();
      const file = row.bucket === target.bucket ? await atBucket(() => target.get(row.objectKey)) : null;
      if (!file) throw notFound('文件在存储桶中不存在，可能已被删除');
      return sendStoredFile(reply, file, {
        fileName: downloadNameOf(row),
        contentType: row.contentType,
        inline: false,
      });
    },
  );

  app.post(
    '/api/qiNiuContent/synchronize',
    { schema: { summary: '同步对象存储', operationId: 'qiNiuContentSynchronize' }, onRequest: may('add') },
    async (request): Promise<SynchronizeResult> => {
      const auth = authOf(request);
      const target = configured();
      const known = new Set(
        (
          await db
            .select({ key: objectFiles.objectKey })
            .from(objectFiles)
            .where(and(eq(objectFiles.companyId, auth.company.id), eq(objectFiles.bucket, target.bucket)))
        ).map((row) => row.key),
      );
      const found: { key: string; size: number }[] = [];
      let total = 0;
      let token: string | undefined;
      do {
        const page = await atBucket(() => target.list({ continuationToken: token, maxKeys: LIST_PAGE }));
        total += page.objects.length;
        // Folder markers (`photos/`) are not files; keys beyond the column's 500 characters are left out.
        found.push(...page.objects.filter((o) => !known.has(o.key) && !o.key.endsWith('/') && o.key.length <= 500));
        token = page.nextToken;
      } while (token);
      const rows = found.map(({ key, size }) => {
        const name = key.slice(key.lastIndexOf('/') + 1).slice(0, 255);
        const suffix = suffixOf(name);
        return {
          companyId: auth.company.id,
          createdBy: auth.user.id,
          name,
          bucket: target.bucket,
          objectKey: key,
          suffix,
          type: storedFileType(suffix),
          size,
          contentType: contentTypeOfSuffix(suffix),
        };
      });
      await loggedWrite(db, request, async (tx, log) => {
        for (let from = 0; from < rows.length; from += 500)
          await tx.insert(objectFiles).values(rows.slice(from, from + 500));
        log({
          action: 'add',
          resource: 'qiNiuContent',
          description: `同步对象存储（新增 ${rows.length} 个文件）`,
          after: { added: rows.length, total },
        });
      });
      return {
        added: rows.length,
        total,
        message: rows.length ? `同步完成，新增 ${rows.length} 个文件` : '同步完成，没有新文件',
      };
    },
  );
}
