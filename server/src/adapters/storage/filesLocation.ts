import fs from 'node:fs';
import path from 'node:path';
import { bigint, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { FilesLocation } from '../../config';
import type { Db } from '../../db/client';

/**
 * Which bucket holds the server's files, once they are in one: one row, written by `pnpm storage:move` when every
 * file is copied and checked, or by the first start with FILES_BUCKET over an empty DATA_DIR/files. No row: the
 * files are on disk. Every instance checks its FILES_BUCKET against it when it starts, so none writes files where
 * the others do not look.
 */
export const filesBucket = pgTable('files_bucket', {
  id: integer().primaryKey().default(1),
  bucket: varchar({ length: 63 }).notNull(),
  /** How many files and bytes `pnpm storage:move` copied (0 when the bucket was used from the start). */
  files: integer().notNull().default(0),
  bytes: bigint({ mode: 'number' }).notNull().default(0),
  movedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type FilesBucketRow = typeof filesBucket.$inferSelect;

/** When the files went to the bucket, as the commands and refusals say it. */
export const movedAtText = (row: FilesBucketRow) => `${row.movedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The bucket the files were moved to, or null while they are on disk. */
export async function filesBucketOf(db: Db): Promise<FilesBucketRow | null> {
  const [row] = await db.select().from(filesBucket).limit(1);
  return row ?? null;
}

/** Records that the files are in `bucket` from now on (a second record changes nothing). */
export async function recordFilesBucket(db: Db, row: { bucket: string; files: number; bytes: number }): Promise<void> {
  await db.insert(filesBucket).values(row).onConflictDoNothing();
}

/** The first file under a folder (depth first), or null when it holds none (or is not there). */
export function firstFileUnder(dir: string): string | null {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return null;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isFile()) return full;
    if (entry.isDirectory()) {
      const inner = firstFileUnder(full);
      if (inner) return inner;
    }
  }
  return null;
}

/**
 * Refuses to start where the configured place of the files is not where they are: FILES_BUCKET unset (or another
 * bucket) after the files moved to one, or FILES_BUCKET set while files on disk have not been moved. A first
 * start with FILES_BUCKET and nothing on disk records the bucket.
 */
export async function assertFilesLocation(db: Db, files: FilesLocation, diskDir: string): Promise<void> {
  const moved = await filesBucketOf(db);
  const when = moved && movedAtText(moved);
  if (moved && files.kind === 'disk') {
    throw new Error(
      `文件已于 ${when} 存到对象存储桶 ${moved.bucket}：请设置 FILES_BUCKET=${moved.bucket} 和 S3_ENDPOINT、S3_ACCESS_KEY_ID、S3_SECRET_ACCESS_KEY 后再启动`,
    );
  }
  if (files.kind === 'disk') return;
  const bucket = files.bucket.bucket;
  if (moved && moved.bucket !== bucket) {
    throw new Error(
      `文件已于 ${when} 存到对象存储桶 ${moved.bucket}，FILES_BUCKET 却是 ${bucket}：请改为 ${moved.bucket}`,
    );
  }
  if (moved) return;
  const left = firstFileUnder(diskDir);
  if (left) {
    throw new Error(
      `本地的 ${diskDir} 里还有文件（如 ${path.relative(diskDir, left)}）没有迁移到对象存储桶 ${bucket}：` +
        `请先运行 pnpm storage:move（逐个核对后切换），或者去掉 FILES_BUCKET 继续用本地文件`,
    );
  }
  await recordFilesBucket(db, { bucket, files: 0, bytes: 0 });
}
