import type { AttachmentExt } from '@yjf/domain/attachments';
import { badRequest } from '../../http/errors';

/**
 * The content type of each kind of attachment, by its extension: what an upload is stored with and what
 * `GET /files/attachments/...` answers. The only table of these.
 */
export const ATTACHMENT_CONTENT_TYPES: Readonly<Record<AttachmentExt, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain; charset=utf-8',
  dwg: 'image/vnd.dwg',
  dxf: 'image/vnd.dxf',
  zip: 'application/zip',
};

/** Extensions a browser may show in the page (an <img>, an <iframe>); every other file is downloaded. */
const INLINE_EXTENSIONS: ReadonlySet<string> = new Set(['png', 'jpg', 'jpeg', 'webp', 'pdf']);

/** How a stored attachment is served, by the extension of its key; null for an extension never stored. */
export function servedTypeOf(ext: string): { contentType: string; inline: boolean } | null {
  if (!Object.hasOwn(ATTACHMENT_CONTENT_TYPES, ext)) return null;
  return { contentType: ATTACHMENT_CONTENT_TYPES[ext as AttachmentExt], inline: INLINE_EXTENSIONS.has(ext) };
}

const ZIP = Buffer.from('PK\x03\x04', 'latin1');
const EMPTY_ZIP = Buffer.from('PK\x05\x06', 'latin1');
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const PDF = Buffer.from('%PDF-', 'latin1');
/** DWG from R13 (AC1012) to 2018 and later (AC1032). */
const DWG_VERSION = /^AC10(1[2-9]|2\d|3[0-2])$/;

const startsWith = (data: Buffer, signature: Buffer) =>
  data.length >= signature.length && data.subarray(0, signature.length).equals(signature);

/** UTF-8 text (a byte order mark allowed) without NUL bytes. */
function isUtf8Text(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

/** What the content of each extension must be: a test of the bytes, and what the user is told otherwise. */
const CONTENT_RULES: Record<
  Exclude<AttachmentExt, 'png' | 'jpg' | 'jpeg' | 'webp'>,
  [(data: Buffer) => boolean, string]
> = {
  pdf: [(data) => startsWith(data, PDF), '不是有效的 PDF 文件'],
  doc: [(data) => startsWith(data, OLE), '不是有效的 Word 97-2003 文档'],
  xls: [(data) => startsWith(data, OLE), '不是有效的 Excel 97-2003 表格'],
  ppt: [(data) => startsWith(data, OLE), '不是有效的 PowerPoint 97-2003 演示文稿'],
  docx: [(data) => startsWith(data, ZIP), '不是有效的 Word 文档'],
  xlsx: [(data) => startsWith(data, ZIP), '不是有效的 Excel 表格'],
  pptx: [(data) => startsWith(data, ZIP), '不是有效的 PowerPoint 演示文稿'],
  zip: [(data) => startsWith(data, ZIP) || startsWith(data, EMPTY_ZIP), '不是有效的 ZIP 压缩包'],
  dwg: [(data) => DWG_VERSION.test(data.subarray(0, 6).toString('latin1')), '不是有效的 DWG 图纸'],
  dxf: [isUtf8Text, '不是 UTF-8 编码的 DXF 文本图纸'],
  txt: [isUtf8Text, '不是 UTF-8 编码的文本文件'],
};

/**
 * Checks that an upload's bytes are what its extension says and answers the extension and content type to
 * store it under. Images may be any of PNG, JPEG and WebP whatever their extension: they are stored under
 * the extension of their content. Otherwise a 400 `文件内容与扩展名不符（…）`.
 */
export function attachmentContentType(ext: AttachmentExt, data: Buffer): { ext: AttachmentExt; contentType: string } {
  if (ext === 'png' || ext === 'jpg' || ext === 'jpeg' || ext === 'webp') {
    const image = imageTypeOf(data);
    if (!image) throw badRequest('文件内容与扩展名不符（不是 PNG、JPG 或 WebP 图片）');
    return { ext: image.ext, contentType: ATTACHMENT_CONTENT_TYPES[image.ext] };
  }
  const [matches, problem] = CONTENT_RULES[ext];
  if (!matches(data)) throw badRequest(`文件内容与扩展名不符（${problem}）`);
  return { ext, contentType: ATTACHMENT_CONTENT_TYPES[ext] };
}

/** The image type of a file by its first bytes; null for anything but PNG, JPEG and WebP. */
export function imageTypeOf(data: Buffer): { ext: 'png' | 'jpg' | 'webp'; contentType: string } | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { ext: 'png', contentType: 'image/png' };
  }
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return { ext: 'jpg', contentType: 'image/jpeg' };
  if (
    data.length >= 12 &&
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return { ext: 'webp', contentType: 'image/webp' };
  }
  return null;
}
