import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { FILE_TOO_LARGE_MESSAGE, MAX_STORED_FILE_BYTES } from '@yjf/area-system/domain/storageSchemas';
import type { Config } from '../../../config';
import { spoolUpload, sweepSpoolFolder, type SpooledUpload } from '../../../http/spooledUpload';
import { SNIFFED_BYTES, sniffContentType } from './contentType';

/** Where uploads are written as they arrive: beside DATA_DIR/files, so storing one on disk is a rename. */
const spoolFolderOf = (config: Config) => path.join(config.dataDir, 'uploads');

/** Clears what a process left mid-upload in the spool folder; called once as the storage routes start. */
export const sweepUploads = (config: Config) => sweepSpoolFolder(spoolFolderOf(config)).catch(() => 0);

/**
 * A file uploaded to 本地存储 or 对象存储 (at most 100 MB): written to the spool folder as it arrives, with the
 * content type its first bytes show. The caller stores it (`storage.putFile`) and discards it either way.
 */
export async function receiveStoredFile(
  config: Config,
  request: FastifyRequest,
): Promise<SpooledUpload & { contentType: string }> {
  const upload = await spoolUpload(request, {
    folder: spoolFolderOf(config),
    maxBytes: MAX_STORED_FILE_BYTES,
    tooLarge: FILE_TOO_LARGE_MESSAGE,
    headBytes: SNIFFED_BYTES,
  });
  return { ...upload, contentType: sniffContentType(upload.head, upload.size) };
}
