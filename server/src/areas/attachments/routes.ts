import path from 'node:path';
import { ATTACHMENT_URL_PREFIX, attachmentKind, MAX_ATTACHMENT_BYTES, type Attachment } from '@yjf/domain/attachments';
import type { App, AppContext } from '../../context';
import { authOf } from '../../http/authenticate';
import { badRequest } from '../../http/errors';
import { imageTypeOf } from '../users/accountService';

const NOT_FOUND = { status: 404, message: '文件不存在' };

/**
 * Attachments (spec section 3): `POST /api/files/attachment` stores one image or document of the caller's
 * company and answers its Attachment fields, which a record then keeps; `GET /files/attachments/...` serves
 * it under an unguessable name. Images are checked by their bytes; documents are only ever downloaded.
 */
export async function attachmentRoutes(app: App, ctx: AppContext): Promise<void> {
  app.post('/api/files/attachment', async (request): Promise<Attachment> => {
    const auth = authOf(request);
    if (!request.isMultipart()) throw badRequest('请选择要上传的文件');
    const file = await request.file({ limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1 } });
    if (!file) throw badRequest('请选择要上传的文件');
    const kind = attachmentKind(file.filename);
    if (!kind) throw badRequest('只能上传图片（PNG、JPG、WebP）或文档（PDF、Office、TXT、DWG、ZIP）');
    let data: Buffer;
    try {
      data = await file.toBuffer();
    } catch {
      throw badRequest('附件不能超过 20MB');
    }
    if (!data.length) throw badRequest('文件是空的，请重新选择');
    let ext: string = kind.ext;
    let contentType = 'application/octet-stream';
    if (kind.kind === 'image') {
      const image = imageTypeOf(data);
      if (!image) throw badRequest('图片已损坏或不是 PNG、JPG、WebP 格式');
      ext = image.ext;
      contentType = image.contentType;
    }
    const key = `attachments/${auth.company.id}/${crypto.randomUUID()}.${ext}`;
    await ctx.storage.put(key, data, contentType);
    return {
      attachFileType: kind.kind,
      fileName: file.filename.slice(0, 200),
      filePath: key,
      fileFullPath: ATTACHMENT_URL_PREFIX + key.slice('attachments/'.length),
      fileSize: data.length,
      fileType: ext,
      fileStyle: contentType,
    };
  });

  app.get('/files/attachments/:company/:name', async (request, reply) => {
    const { company, name } = request.params as { company: string; name: string };
    if (!/^\d+$/.test(company) || !/^[0-9a-f-]{36}\.[a-z0-9]{1,5}$/.test(name)) return reply.code(404).send(NOT_FOUND);
    const file = await ctx.storage.get(`attachments/${company}/${name}`);
    if (!file) return reply.code(404).send(NOT_FOUND);
    const ext = path.extname(name).slice(1);
    const image = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' }[ext];
    reply.header('Cache-Control', 'private, max-age=31536000, immutable').header('X-Content-Type-Options', 'nosniff');
    if (image) return reply.type(image).send(file.body);
    return reply
      .type('application/octet-stream')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .send(file.body);
  });
}
