import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { idParamsSchema } from '@yjf/domain/fieldSchemas';
import { NOT_FOUND_MESSAGE } from '@yjf/domain/lists';
import {
  MAX_PICTURE_BYTES,
  PICTURE_TOO_LARGE_MESSAGE,
  type PictureUpload,
} from '@yjf/area-system/domain/storageSchemas';
import type { App, AppContext } from '../../../context';
import { authOf } from '../../../http/callerAuth';
import { notFound } from '../../../http/errors';
import { requirePermission } from '../../../http/permissions';
import { loggedWrite } from '../../../crud/operationLog';
import { fileCaller } from './fileCaller';
import { multipartOnly } from './multipartRoute';
import { findPicture } from './pictureResource';
import { readPicture } from './pictureImage';
import { pictures } from './schema';
import { sendStoredFile } from './serveFile';
import { readUpload } from '../../../http/uploadedFile';

/**
 * 图床's uploads and files: `POST /api/pictures` (multipart; the list engine has the rest of the path) keeps
 * one picture and its thumbnail, once per company (the same bytes again answer the picture already there,
 * `duplicate: true`); `GET /api/pictures/:id/file` and `/thumb` serve them to the company's users.
 */
export async function pictureRoutes(app: App, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;

  app.post(
    '/api/pictures',
    {
      constraints: multipartOnly(app),
      onRequest: requirePermission(ctx, 'pictures:add'),
      schema: { summary: '上传图片到图床', operationId: 'picturesUpload' },
    },
    async (request, reply): Promise<PictureUpload> => {
      const auth = authOf(request);
      const companyId = auth.company.id;
      const { fileName, data } = await readUpload(request, MAX_PICTURE_BYTES, PICTURE_TOO_LARGE_MESSAGE);
      const md5 = createHash('md5').update(data).digest('hex');
      const known = await findPicture(db, companyId, { md5 });
      if (known) return { ...known, duplicate: true };

      const picture = await readPicture(data);
      const name = crypto.randomUUID();
      const key = `pictures/${companyId}/${name}.${picture.ext}`;
      const thumbKey = `pictures/${companyId}/${name}-thumb.webp`;
      await ctx.storage.put(key, data, picture.contentType);
      await ctx.storage.put(thumbKey, picture.thumbnail, 'image/webp');
      const removeFiles = () =>
        Promise.all([ctx.storage.remove(key), ctx.storage.remove(thumbKey)]).catch(() => undefined);
      let added: PictureUpload | undefined;
      try {
        added = await loggedWrite(db, request, async (tx, log) => {
          // The same picture uploaded twice at once: the unique index keeps one, the other answers it.
          const [inserted] = await tx
            .insert(pictures)
            .values({
              companyId,
              createdBy: auth.user.id,
              filename: fileName,
              storageKey: key,
              thumbKey,
              contentType: picture.contentType,
              size: data.length,
              width: picture.width,
              height: picture.height,
              md5,
            })
            .onConflictDoNothing({ target: [pictures.companyId, pictures.md5] })
            .returning({ id: pictures.id });
          if (!inserted) return undefined;
          const row = (await findPicture(tx, companyId, { id: inserted.id }))!;
          log({
            action: 'add',
            resource: 'pictures',
            recordId: row.id,
            description: `上传图片「${row.filename}」`,
            after: row,
          });
          return { ...row, duplicate: false };
        });
      } catch (error) {
        await removeFiles();
        throw error;
      }
      if (added) return reply.code(201).send(added);
      await removeFiles();
      return { ...(await findPicture(db, companyId, { md5 }))!, duplicate: true };
    },
  );

  const variants = {
    file: { summary: '图床图片', operationId: 'picturesFile' },
    thumb: { summary: '图床缩略图', operationId: 'picturesThumb' },
  };
  for (const variant of ['file', 'thumb'] as const) {
    app.get(
      `/api/pictures/:id/${variant}`,
      {
        config: { public: true },
        onRequest: fileCaller(ctx, 'pictures:list'),
        schema: { ...variants[variant], params: idParamsSchema },
      },
      async (request, reply) => {
        const companyId = authOf(request).company.id;
        const [row] = await db
          .select()
          .from(pictures)
          .where(and(eq(pictures.id, request.params.id), eq(pictures.companyId, companyId)))
          .limit(1);
        const file = row ? await ctx.storage.get(variant === 'file' ? row.storageKey : row.thumbKey) : null;
        if (!row || !file) throw notFound(NOT_FOUND_MESSAGE);
        return sendStoredFile(reply, file, {
          fileName: variant === 'file' ? row.filename : `${row.filename.replace(/\.[^.]*$/, '')}-缩略图.webp`,
          contentType: variant === 'file' ? row.contentType : 'image/webp',
          inline: true,
        });
      },
    );
  }
}
