import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, pgliteFolder, type Database } from './client';
import { errorText } from './commandOutput';
import { DataDirInUseError } from './dataDirLock';

/** Whether DATA_DIR holds an embedded database (PGlite writes PG_VERSION first, as PostgreSQL does). */
export function hasPglite(dataDir: string): boolean {
  return fs.existsSync(path.join(pgliteFolder(dataDir), 'PG_VERSION'));
}

/**
 * Opens the embedded database of DATA_DIR for a command (move, backup), never creating one: opening a missing
 * folder would make a new empty database and the command would then move or back up nothing. The folder is locked
 * while open, so a server still running on it is refused, and the message says to stop it.
 */
export async function openExistingPglite(dataDir: string): Promise<Database> {
  if (!hasPglite(dataDir)) {
    throw new Error(
      `在 ${dataDir} 中没有找到内嵌数据库（应在 ${pgliteFolder(dataDir)}）：请用 DATA_DIR 指定服务使用的数据目录。`,
    );
  }
  try {
    return await openDatabase({ driver: 'pglite', dataDir });
  } catch (error) {
    const advice = error instanceof DataDirInUseError ? '迁移、备份和恢复前都须先停止服务。' : '';
    throw new Error(`无法打开内嵌数据库 ${pgliteFolder(dataDir)}：${errorText(error)}${advice}`, { cause: error });
  }
}
