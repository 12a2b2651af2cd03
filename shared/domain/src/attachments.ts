/**
 * Attachments of follow-ups and other records (spec section 3, Attachment): images and documents uploaded
 * with `POST /api/files/attachment`, stored by the server, kept on the record as these fields.
 */
import { z } from './zod';

/**
 * The kinds of file a user may attach, by extension; anything else is refused. The server also checks that
 * the content is what the extension says (drawings: `dwg` binary, `dxf` text).
 */
export const ATTACHMENT_TYPES = {
  image: ['png', 'jpg', 'jpeg', 'webp'],
  document: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'dwg', 'dxf', 'zip'],
} as const;
export type AttachFileType = keyof typeof ATTACHMENT_TYPES;
/** An extension a user may attach. */
export type AttachmentExt = (typeof ATTACHMENT_TYPES)[AttachFileType][number];

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

/**
 * A storage key the server generates for an attachment: the company's folder (group 1) and a random file
 * name (group 2) of a UUID and the extension.
 */
export const ATTACHMENT_PATH_PATTERN = /^attachments\/(\d+)\/([0-9a-f-]{36}\.[a-z0-9]{1,5})$/;

/** An attachment as a record keeps it. `filePath` is the storage key; `fileFullPath` the URL to open it. */
export const attachmentSchema = z.object({
  attachFileType: z.enum(['image', 'document'], { error: '附件类型不正确' }),
  fileName: z.string().trim().min(1, '附件缺少文件名').max(200, '附件文件名不能超过 200 个字符'),
  filePath: z.string().regex(ATTACHMENT_PATH_PATTERN, '附件地址不正确，请重新上传'),
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
export function attachmentKind(fileName: string): { kind: AttachFileType; ext: AttachmentExt } | null {
  const ext = /\.([A-Za-z0-9]{1,5})$/.exec(fileName)?.[1]?.toLowerCase();
  if (!ext) return null;
  for (const [kind, list] of Object.entries(ATTACHMENT_TYPES) as [AttachFileType, readonly string[]][]) {
    if (list.includes(ext)) return { kind, ext: ext as AttachmentExt };
  }
  return null;
}

/** The longest file name kept, extension included (as `attachmentSchema` allows). */
export const MAX_FILE_NAME_LENGTH = 200;
/** The name given to a file whose name has nothing left once cleaned. */
export const UNNAMED_FILE = '未命名文件';

/** Control and bidirectional-override characters (which can disguise an extension), and `<>:"|?*`. */
const UNSAFE_NAME_CHARACTERS = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069<>:"|?*]/gu;

/**
 * A file name as the user's browser sent it, made safe to keep and show: only its last path segment
 * (after `/` or `\`), without control characters and `<>:"|?*`, whitespace collapsed, no leading dots, at
 * most 200 characters with the extension kept; `未命名文件` and the extension when nothing else remains.
 * Percent signs and the like stay as they are: the name is never used as a path.
 */
export function sanitizeFileName(name: string): string {
  const segment = name.split(/[\\/]/).pop() ?? '';
  const cleaned = segment.replace(UNSAFE_NAME_CHARACTERS, '').replace(/\s+/g, ' ').trim();
  const ext = /\.[A-Za-z0-9]{1,10}$/.exec(cleaned)?.[0] ?? '';
  const base = cleaned.slice(0, cleaned.length - ext.length).replace(/^[.\s]+/, '');
  return truncate(base || UNNAMED_FILE, MAX_FILE_NAME_LENGTH - ext.length).trimEnd() + ext;
}

/** At most `max` UTF-16 units of a text, never cutting a character in half. */
function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  let result = '';
  for (const character of text) {
    if (result.length + character.length > max) break;
    result += character;
  }
  return result;
}

/** A file size as people read it: 512 B, 3.4 KB, 1.2 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
