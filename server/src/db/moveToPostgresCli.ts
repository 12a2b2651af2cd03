/**
 * `DATA_DIR=./data DATABASE_URL=postgres://… pnpm db:move`: moves an installation from its embedded database
 * (DATA_DIR/pglite) to an empty PostgreSQL, checks every table's row count and prints them. The server must be
 * stopped (the data folder is locked while it runs). Exits with 1, writing nothing, on any refusal or difference.
 */
import { loadConfig } from '../config';
import { openDatabase, pgliteFolder, type Database } from './client';
import { errorText, formatTable } from './commandOutput';
import { openExistingPglite } from './existingPglite';
import { moveToPostgres, RowCountMismatchError, type TableCount } from './moveToPostgres';

async function main(): Promise<void> {
  const config = loadConfig();
  const url = config.databaseUrl;
  if (!url) {
    throw new Error(
      '请用 DATABASE_URL 指定要迁入的 PostgreSQL（15 或更新版本的一个空库），例如：\n' +
        '  DATA_DIR=./data DATABASE_URL=postgres://用户:密码@127.0.0.1:5432/yjf pnpm db:move',
    );
  }
  const folder = pgliteFolder(config.dataDir);
  process.stdout.write(`从内嵌数据库 ${folder} 迁移到 PostgreSQL ${describe(url)}\n`);
  const source = await openExistingPglite(config.dataDir);
  try {
    const target = await openTarget(url);
    try {
      const result = await moveToPostgres(source, target, (line) => process.stdout.write(`${line}\n`));
      const rows = result.tables.reduce((sum, count) => sum + count.source, 0);
      process.stdout.write(
        [
          '',
          countTable(result.tables),
          '',
          `已迁移 ${result.tables.length} 张表、${rows.toLocaleString('en-US')} 行、${result.sequences} 个序列，各表行数一致，用时 ${(result.durationMs / 1000).toFixed(1)} 秒。`,
          `上传的文件和发布的版本仍在 ${config.dataDir}，迁移不动它们：以后启动服务时保留同一个 DATA_DIR，并设置 DATABASE_URL。`,
          `内嵌数据库 ${folder} 原样保留；设置了 DATABASE_URL 的服务不再使用它，确认无误后可以另存或删除。`,
          '',
        ].join('\n'),
      );
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
}

/** Opens PostgreSQL and makes one round trip, so an unreachable server or a missing database is said plainly. */
async function openTarget(url: string): Promise<Database> {
  const target = await openDatabase({ driver: 'postgres', url, poolSize: 2 });
  try {
    await target.ping();
    return target;
  } catch (error) {
    await target.close();
    throw new Error(
      `无法连接 DATABASE_URL 指定的 PostgreSQL（${describe(url)}）：${errorText(error)}。` +
        '请确认服务器在运行、账号密码正确、数据库已创建（如 createdb yjf）。',
      { cause: error },
    );
  }
}

/** Host, port and database of a connection string, never its password. */
function describe(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return '(DATABASE_URL)';
  }
}

function countTable(counts: TableCount[]): string {
  return formatTable(
    ['表', '内嵌数据库行数', 'PostgreSQL 行数', '核对'],
    counts.map((count) => [count.table, count.source, count.target, count.source === count.target ? '一致' : '不一致']),
  );
}

main().catch((error: unknown) => {
  if (error instanceof RowCountMismatchError) process.stderr.write(`\n${countTable(error.counts)}\n\n`);
  process.stderr.write(`迁移失败：${errorText(error)}\n`);
  process.exit(1);
});
