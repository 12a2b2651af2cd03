import type { FastifyRequest } from 'fastify';
import { sanitizeFileName } from '@yjf/domain/attachments';
import { AppError, badRequest } from './errors';
import { readingMultipart, readOnlyFile } from './multipartParsing';

export const NO_FILE = '请选择要上传的文件';
export const CUT_SHORT = '文件没有上传完整，请重新上传';
export const EMPTY_FILE = '文件是空的，请重新选择';

/** The file of a multipart upload: its cleaned name and its bytes. */
export type UploadedFile = { fileName: string; data: Buffer };

/**
 * Reads the one file of a multipart request, at most `maxBytes` (413 with `tooLarge` beyond, never stored cut
 * short), its name cleaned of path parts and control characters.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number, tooLarge: string): Promise<UploadedFile> {
  if (!request.isMultipart()) throw badRequest(NO_FILE);
  const found = await readingMultipart(() =>
    readOnlyFile(request, { limits: { fileSize: maxBytes, files: 1, fields: 5 }, throwFileSizeLimit: true }),
  );
  if (!found) throw badRequest(NO_FILE);
  const { file } = found;
  let data: Buffer;
  try {
    data = await found.read;
  } catch (error) {
    if (file.file.truncated || (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, tooLarge);
    }
    throw badRequest(CUT_SHORT);
  }
  if (file.file.truncated || data.length > maxBytes) throw new AppError(413, tooLarge);
  if (!data.length) throw badRequest(EMPTY_FILE);
  return { fileName: sanitizeFileName(file.filename), data };
}
