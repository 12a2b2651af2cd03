import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/** What the uploader reads when the multipart body itself is broken. */
export const MALFORMED_UPLOAD = '上传内容格式不正确，请重新上传';

/**
 * Runs the reading of a multipart body. The parser (busboy) fails with plain errors when the body has no
 * boundary, is cut short or has a malformed part: the client's fault, so a 400 with a message rather than a
 * 500. Errors that already say what went wrong (an AppError, @fastify/multipart's limits, which carry a
 * status) pass through unchanged.
 *
 * @example const file = await readingMultipart(() => request.file({ limits: { files: 1 } }));
 */
export async function readingMultipart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (typeof error === 'object' && error !== null && ('status' in error || 'statusCode' in error)) throw error;
    throw badRequest(MALFORMED_UPLOAD);
  }
}

/** What the uploader reads when a form carries more than one file. */
export const ONE_FILE_ONLY = '一次只能上传一个文件';

type FilePart = NonNullable<Awaited<ReturnType<FastifyRequest['file']>>>;
type FilesOptions = Parameters<FastifyRequest['files']>[0];

/**
 * The one file of a multipart body, read to the end of the form: a second file part is refused
 * (`request.file()` alone would keep the first and drop the rest unseen). `read` is the outcome of reading
 * the file's bytes, for the caller to await and judge (too large, cut short) as it would `toBuffer()`'s.
 * Pass `limits.files: 1`.
 *
 * @example const found = await readOnlyFile(request, { limits: { fileSize: max, files: 1 } });
 */
export async function readOnlyFile(
  request: FastifyRequest,
  options: FilesOptions,
): Promise<{ file: FilePart; read: Promise<Buffer> } | undefined> {
  let found: { file: FilePart; read: Promise<Buffer> } | undefined;
  try {
    for await (const part of request.files(options)) {
      if (found) throw badRequest(ONE_FILE_ONLY);
      const read = part.toBuffer();
      found = { file: part, read };
      // A file that could not be read whole ends the form: the caller says why.
      if (
        await read.then(
          () => false,
          () => true,
        )
      )
        return found;
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_FILES_LIMIT_REACHED') throw badRequest(ONE_FILE_ONLY);
    throw error;
  }
  return found;
}
