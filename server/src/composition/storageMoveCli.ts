/**
 * `DATA_DIR=./data FILES_BUCKET=… S3_ENDPOINT=… S3_ACCESS_KEY_ID=… S3_SECRET_ACCESS_KEY=… pnpm storage:move`:
 * copies the server's files (DATA_DIR/files) into the bucket, checks each, and switches the installation over to
 * it. Stop the servers first: a file uploaded during the move would stay on disk only (and on the embedded
 * database the data folder is locked while a server runs). Exits with 1, switching nothing, on any refusal.
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { errorText } from '../db/commandOutput';
import { openExistingPglite } from '../db/existingPglite';
import { prepareDatabase } from './prepare';
import { fileStorage } from '../adapters/createAdapters';
import { moveToBucket } from '../adapters/storage/moveToBucket';

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.files.kind !== 'bucket') {
    throw new Error(
      '请用 FILES_BUCKET 指定要迁入的对象存储桶，并设置 S3_ENDPOINT、S3_ACCESS_KEY_ID、S3_SECRET_ACCESS_KEY，例如：\n' +
        '  DATA_DIR=./data FILES_BUCKET=yjf-files S3_ENDPOINT=http://127.0.0.1:9000 S3_ACCESS_KEY_ID=… S3_SECRET_ACCESS_KEY=… pnpm storage:move',
    );
  }
  const diskDir = path.join(config.dataDir, 'files');
  const bucketName = config.files.bucket.bucket;
  process.stdout.write(
    `把 ${diskDir} 里的文件迁移到对象存储桶 ${bucketName}（${config.files.bucket.endpoint ?? 'AWS'}）\n`,
  );
  const database: Database = config.databaseUrl
    ? await openDatabase({ driver: 'postgres', url: config.databaseUrl, poolSize: 2 })
    : await openExistingPglite(config.dataDir);
  try {
    await prepareDatabase(database);
    const bucket = await fileStorage(config.files);
    const result = await moveToBucket({
      db: database.db,
      diskDir,
      bucket,
      bucketName,
      log: (line) => process.stdout.write(`${line}\n`),
    });
    const present = result.files.filter((file) => file.outcome === 'present').length;
    process.stdout.write(
      [
        '',
        `已迁移 ${result.files.length} 个文件、${(result.bytes / 1024 / 1024).toFixed(1)} MiB（其中 ${present} 个此前已在桶中），` +
          `每个文件的大小和 SHA-256 都与本地一致，用时 ${(result.durationMs / 1000).toFixed(1)} 秒。`,
        `已切换：以后每个服务实例都须设置 FILES_BUCKET=${bucketName}（没有设置的实例会拒绝启动）。`,
        `本地的 ${diskDir} 原样保留，服务不再读它；确认无误后可以另存或删除。`,
        '',
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`迁移失败：${errorText(error)}\n`);
  process.exit(1);
});
