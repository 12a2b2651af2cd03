import {
  ATTACHMENT_PATH_PATTERN,
  ATTACHMENT_URL_PREFIX,
  attachmentKind,
  MAX_ATTACHMENT_BYTES,
  sanitizeFileName,
  type Attachment,
} from '@yjf/domain/attachments';
import type { App, AppContext } from '../../context';
import { authOf } from '../../http/callerAuth';
import { badRequest } from '../../http/errors';
import { readingMultipart, readOnlyFile } from '../../http/multipartParsing';
import { browserSession } from '../auth/browserSession';
import { attachmentContentType, servedTypeOf } from './fileType';

const NOT_FOUND = { status: 404, message: '文件不存在' };
const TOO_LARGE = '附件不能超过 20MB';
/** How long the browser may keep a served file without asking again; never in a shared cache. */
const CACHE_CONTROL = 'private, max-age=86400';

/**
 * Attachments (spec section 3): `POST /api/files/attachment` stores one image or document of the caller's
 * company, once its content matches its extension, and answers its Attachment fields, which a record then
 * keeps; `GET /files/attachments/...` serves it under an unguessable name to the company's own users only.
 * Images and PDFs are shown in the page, everything else downloaded, never able to run script on our origin.
 */
export async function attachmentRoutes(app: App, ctx: AppContext): Promise<void> {
  app.post(
    '/api/files/attachment',
    { schema: { summary: '上传附件', operationId: 'attachmentUpload' } },
    async (request): Promise<Attachment> => {
      const auth = authOf(request);
      if (!request.isMultipart()) throw badRequest('请选择要上传的文件');
      const found = await readingMultipart(() =>
        readOnlyFile(request, { limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1 }, throwFileSizeLimit: true }),
      );
      if (!found) throw badRequest('请选择要上传的文件');
      const { file } = found;
      const fileName = sanitizeFileName(file.filename);
      const kind = attachmentKind(fileName);
      if (!kind) throw badRequest('只能上传图片（PNG、JPG、WebP）或文档（PDF、Office、TXT、DWG、DXF、ZIP）');
      let data: Buffer;
      try {
        data = await found.read;
      } catch (error) {
        if (file.file.truncated || (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw badRequest(TOO_LARGE);
        }
        throw badRequest('文件没有上传完整，请重新上传');
      }
      // Busboy stops at the limit and marks the stream truncated: a file cut short is never stored.
      if (file.file.truncated || data.length > MAX_ATTACHMENT_BYTES) throw badRequest(TOO_LARGE);
      if (!data.length) throw badRequest('文件是空的，请重新选择');
      const { ext, contentType } = attachmentContentType(kind.ext, data);
      const key = `attachments/${auth.company.id}/${crypto.randomUUID()}.${ext}`;
      await ctx.storage.put(key, data, contentType);
      return {
        attachFileType: kind.kind,
        fileName,
        filePath: key,
        fileFullPath: ATTACHMENT_URL_PREFIX + key.slice('attachments/'.length),
        fileSize: data.length,
        fileType: ext,
        fileStyle: contentType,
      };
    },
  );

  app.get(
    '/files/attachments/:company/:name',
    { schema: { summary: '下载附件', operationId: 'attachmentFile' } },
    async (request, reply) => {
      const { company, name } = request.params as { company: string; name: string };
      const key = `attachments/${company}/${name}`;
      const served = ATTACHMENT_PATH_PATTERN.test(key) ? servedTypeOf(name.slice(name.lastIndexOf('.') + 1)) : null;
      if (!served) return reply.code(404).send(NOT_FOUND);
      // Whether the file exists is nobody's business but its company's.
      const auth = await browserSession(ctx, request);
      if (!auth || String(auth.company.id) !== company) return reply.code(404).send(NOT_FOUND);
      const file = await ctx.storage.get(key);
      if (!file) return reply.code(404).send(NOT_FOUND);
      const disposition = served.inline ? 'inline' : 'attachment';
      reply
        .type(served.contentType)
        .header('Content-Length', file.size)
        .header(
          'Content-Disposition',
          `${disposition}; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .header('Cache-Control', CACHE_CONTROL)
        .header('Vary', 'Authorization, Cookie')
        .header('X-Content-Type-Options', 'nosniff')
        // Whatever a file holds, it never runs script with our origin's rights. Browsers still show images
        // and PDFs under it (Chromium's PDF viewer, at the top and in an <iframe>).
        .header('Content-Security-Policy', 'sandbox');
      return reply.send(file.body);
    },
  );
}
