/**
 * Attachments of follow-ups and other records (spec section 3, Attachment): images and documents uploaded
 * with `POST /api/files/attachment`, stored by the server, kept on the record as these fields.
 */
import { z } from './zod';

/** The kinds of file a user may attach, by extension; anything else is refused. */
export const ATTACHMENT_TYPES = {
  image: ['png', 'jpg', 'jpeg', 'webp'],
  document: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'dwg', 'zip'],
} as const;
export type AttachFileType = keyof typeof ATTACHMENT_TYPES;

/** The largest attachment: 20 MB. */
export const MAX_ATTACHMENT_BYTES = 20 * 1024 * 1024;
/** At most this many attachments on one record. */
export const MAX_ATTACHMENTS = 9;
export const ATTACHMENT_ACCEPT = Object.values(ATTACHMENT_TYPES)
  .flat()
  .map((ext) => `.${ext}`)
  .join(',');

/** Where an attachment is served: the file part of its storage key, which the server generated. */
export const ATTACHMENT_URL_PREFIX = '/files/attachments/';

/** An attachment as a record keeps it. `filePath` is the storage key; `fileFullPath` the URL to open it. */
export const attachmentSchema = z.object({
  attachFileType: z.enum(['image', 'document'], { error: '附件类型不正确' }),
  fileName: z.string().trim().min(1, '附件缺少文件名').max(200, '附件文件名不能超过 200 个字符'),
  filePath: z.string().regex(/^attachments\/\d+\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/, '附件地址不正确，请重新上传'),
  fileFullPath: z.string().max(300),
  fileSize: z.number().int().min(0).max(MAX_ATTACHMENT_BYTES, '附件不能超过 20MB'),
  fileType: z.string().max(10),
  fileStyle: z.string().max(100),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const attachmentListSchema = z
  .array(attachmentSchema, { error: '附件格式不正确' })
  .max(MAX_ATTACHMENTS, `附件最多 ${MAX_ATTACHMENTS} 个`)
  .nullish()
  .transform((list) => list ?? []);

/** The kind of a file by its name, or null when it may not be attached. */
export function attachmentKind(fileName: string): { kind: AttachFileType; ext: string } | null {
  const ext = /\.([A-Za-z0-9]{1,5})$/.exec(fileName)?.[1]?.toLowerCase();
  if (!ext) return null;
  for (const [kind, list] of Object.entries(ATTACHMENT_TYPES) as [AttachFileType, readonly string[]][]) {
    if (list.includes(ext)) return { kind, ext };
  }
  return null;
}

/** A file size as people read it: 512 B, 3.4 KB, 1.2 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
