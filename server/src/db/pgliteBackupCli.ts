/**
 * Backup and restore of the embedded database (DATA_DIR/pglite), with the server stopped:
 *
 *   pnpm db:backup <file>    write the database into <file> (a .tar.gz; an existing file is refused)
 *   pnpm db:restore <file>   load <file> into DATA_DIR, which must hold no database yet
 *
 * On PostgreSQL (DATABASE_URL set) these refuse and point to pg_dump and pg_restore.
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { pgliteFolder } from './client';
import { errorText } from './commandOutput';
import { backupPglite, restorePglite, type BackupContents } from './pgliteBackup';

async function main([command, fileArgument]: string[]): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL 已设置，数据在 PostgreSQL 中：请用 pg_dump -Fc 备份、pg_restore 恢复（见 README 的“备份、恢复与迁移到 PostgreSQL”）。',
    );
  }
  if (!fileArgument) {
    throw new Error(
      `请指定备份文件，例如 pnpm db:${command === 'restore' ? 'restore' : 'backup'} backups/yjf-20260501.tar.gz`,
    );
  }
  // pnpm runs a script in the repository root; a relative path means where the user typed it.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), fileArgument);
  const folder = pgliteFolder(config.dataDir);
  if (command === 'backup') {
    const backup = await backupPglite(config.dataDir, file);
    process.stdout.write(
      `已把内嵌数据库 ${folder} 备份到 ${file}（${(backup.bytes / 1024 / 1024).toFixed(1)} MB）：${describe(backup)}。\n` +
        `上传的文件和发布的版本（${config.dataDir} 中的 files/、releases/）不在备份中，请另行复制。\n`,
    );
    return;
  }
  if (command === 'restore') {
    const restored = await restorePglite(file, config.dataDir);
    process.stdout.write(`已从 ${file} 恢复内嵌数据库到 ${folder}：${describe(restored)}。启动服务即可使用。\n`);
    return;
  }
  throw new Error('用法：pnpm db:backup <文件> 或 pnpm db:restore <文件>');
}

function describe(contents: BackupContents): string {
  return `${contents.tables} 张表、${contents.rows.toLocaleString('en-US')} 行`;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${process.argv[2] === 'restore' ? '恢复' : '备份'}失败：${errorText(error)}\n`);
  process.exit(1);
});
