import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { sanitizeFileName } from '@yjf/domain/attachments';
import { AppError, badRequest } from './errors';
import { ONE_FILE_ONLY, readingMultipart } from './multipartParsing';
import { CUT_SHORT, EMPTY_FILE, NO_FILE } from './uploadedFile';

/**
 * The file of a multipart upload, written to a temporary file as it arrived: its cleaned name, its size, its
 * first `headBytes` (to judge its type by) and where it is. The caller moves it into storage or `discard`s it.
 */
export type SpooledUpload = {
  fileName: string;
  size: number;
  head: Buffer;
  path: string;
  discard(): Promise<void>;
};

/** Resolves once a file stream has closed its file (at once when it has). */
const closed = (stream: fs.WriteStream) =>
  new Promise<void>((resolve) => (stream.closed ? resolve() : stream.once('close', () => resolve())));

/** Temporary files older than this in the spool folder were left by a process that ended mid-upload. */
const LEFT_BEHIND_MS = 24 * 3600_000;

/**
 * Reads the one file of a multipart request to a temporary file in `folder`, at most `maxBytes` (413 with
 * `tooLarge` beyond; what was written goes), so a 100 MB upload never sits whole in the server's memory. A second
 * file part is refused, as readUpload refuses it. Answers the spooled file; any refusal leaves nothing behind.
 */
export async function spoolUpload(
  request: FastifyRequest,
  { folder, maxBytes, tooLarge, headBytes }: { folder: string; maxBytes: number; tooLarge: string; headBytes: number },
): Promise<SpooledUpload> {
  if (!request.isMultipart()) throw badRequest(NO_FILE);
  await fs.promises.mkdir(folder, { recursive: true });
  const temporary = path.join(folder, `${process.pid}-${crypto.randomUUID()}.upload`);
  const discard = () => fs.promises.rm(temporary, { force: true });
  let spooled: SpooledUpload | undefined;
  try {
    await readingMultipart(async () => {
      const parts = request.files({ limits: { fileSize: maxBytes, files: 1, fields: 5 }, throwFileSizeLimit: true });
      try {
        for await (const part of parts) {
          if (spooled) throw badRequest(ONE_FILE_ONLY);
          const head: Buffer[] = [];
          let size = 0;
          let kept = 0;
          const measuring = new Transform({
            transform(chunk: Buffer, _encoding, done) {
              size += chunk.length;
              if (kept < headBytes) {
                head.push(chunk.subarray(0, headBytes - kept));
                kept += Math.min(chunk.length, headBytes - kept);
              }
              done(null, chunk);
            },
          });
          const writer = fs.createWriteStream(temporary);
          try {
            await pipeline(part.file, measuring, writer);
          } catch (error) {
            // The file opens asynchronously: a body cut short at once can fail the pipeline before it is open, and
            // the opening would then create it after its removal below. So the removal waits for the close.
            await closed(writer);
            if (part.file.truncated || (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
              throw new AppError(413, tooLarge);
            }
            throw badRequest(CUT_SHORT);
          }
          await closed(writer);
          if (part.file.truncated || size > maxBytes) throw new AppError(413, tooLarge);
          spooled = {
            fileName: sanitizeFileName(part.filename),
            size,
            head: Buffer.concat(head),
            path: temporary,
            discard,
          };
        }
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (code === 'FST_FILES_LIMIT_REACHED') throw badRequest(ONE_FILE_ONLY);
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, tooLarge);
        throw error;
      }
    });
    if (!spooled) throw badRequest(NO_FILE);
    if (!spooled.size) throw badRequest(EMPTY_FILE);
    return spooled;
  } catch (error) {
    await discard();
    throw error;
  }
}

/** Removes the temporary files a process left in `folder` when it ended mid-upload (at start; best effort). */
export async function sweepSpoolFolder(folder: string, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await fs.promises.readdir(folder);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names.filter((entry) => entry.endsWith('.upload'))) {
    const file = path.join(folder, name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (stat && now - stat.mtimeMs > LEFT_BEHIND_MS) {
      await fs.promises.rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
