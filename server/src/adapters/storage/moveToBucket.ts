import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import type { FileStorage } from './FileStorage';
import { filesBucketOf, movedAtText, recordFilesBucket } from './filesLocation';

/** A refusal of `pnpm storage:move`, said to the operator as it is. */
export class MoveRefusal extends Error {}

export type MovedFile = { key: string; size: number; sha256: string; outcome: 'copied' | 'present' };

export type MoveResult = { files: MovedFile[]; bytes: number; durationMs: number };

/** The type a file is put into the bucket with, by its extension (the server serves by its own records). */
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  zip: 'application/zip',
};

export const contentTypeOfKey = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

/** The files under a folder as storage keys (`attachments/2/….png`), sorted; a write's temporary files left out. */
export function filesUnder(root: string, prefix = ''): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(path.join(root, prefix), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return filesUnder(root, key);
      return entry.isFile() && !entry.name.endsWith('.tmp') ? [key] : [];
    });
}

async function digestOf(body: Readable): Promise<{ size: number; sha256: string }> {
  const hash = crypto.createHash('sha256');
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    hash.update(chunk as Buffer);
  }
  return { size, sha256: hash.digest('hex') };
}

/** What the bucket holds under a key, by size and SHA-256, or null when nothing. */
async function bucketDigest(bucket: FileStorage, key: string): Promise<{ size: number; sha256: string } | null> {
  const object = await bucket.get(key);
  return object ? digestOf(object.body) : null;
}

/**
 * Copies every file under `diskDir` into the bucket and checks each by reading it back (size and SHA-256 equal to
 * the file on disk); then records that the files are in the bucket (filesLocation.ts), which every instance
 * checks when it starts. A file the bucket already holds, equal, is not sent again: a move that stopped half way
 * goes on where it stopped. A move that has been recorded is refused. Nothing is recorded unless every file is
 * equal; the files on disk are left as they are.
 */
export async function moveToBucket(options: {
  db: Db;
  diskDir: string;
  bucket: FileStorage;
  bucketName: string;
  log?: (line: string) => void;
}): Promise<MoveResult> {
  const { db, diskDir, bucket, bucketName, log = () => {} } = options;
  const started = performance.now();
  const moved = await filesBucketOf(db);
  if (moved) {
    throw new MoveRefusal(
      `文件已于 ${movedAtText(moved)} 存到对象存储桶 ${moved.bucket}（迁移了 ${moved.files} 个文件），不会再迁移一次：服务应设置 FILES_BUCKET=${moved.bucket}`,
    );
  }
  const keys = filesUnder(diskDir);
  const files: MovedFile[] = [];
  let bytes = 0;
  for (const [index, key] of keys.entries()) {
    const data = await fs.promises.readFile(path.join(diskDir, ...key.split('/')));
    const local = { size: data.length, sha256: crypto.createHash('sha256').update(data).digest('hex') };
    const before = await bucketDigest(bucket, key);
    const present = before?.size === local.size && before.sha256 === local.sha256;
    if (!present) {
      await bucket.put(key, data, contentTypeOfKey(key));
      const after = await bucketDigest(bucket, key);
      if (after?.size !== local.size || after.sha256 !== local.sha256) {
        throw new MoveRefusal(
          `对象存储桶 ${bucketName} 里的 ${key} 与本地文件不一致（本地 ${local.size} 字节，桶里 ${after?.size ?? '没有'}）：没有切换，请检查存储后重新运行`,
        );
      }
    }
    files.push({ key, ...local, outcome: present ? 'present' : 'copied' });
    bytes += local.size;
    log(`[${index + 1}/${keys.length}] ${key} ${present ? '已在桶中，一致' : '已复制，核对一致'}`);
  }
  await recordFilesBucket(db, { bucket: bucketName, files: files.length, bytes });
  return { files, bytes, durationMs: performance.now() - started };
}
