import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, pgliteFolder, type Db } from './client';
import { errorText } from './commandOutput';
import { DataDirInUseError } from './dataDirLock';
import { openExistingPglite } from './existingPglite';
import { countRows, listTables } from './tableCatalog';

/** What a backup holds, printed on both sides so that a restore can be checked against its backup by eye. */
export type BackupContents = { tables: number; rows: number };

/**
 * Backs up the embedded database of DATA_DIR into one file: PGlite's own dump of its data directory, a gzipped
 * tarball (the server must be stopped: the folder is locked while it runs, and a copy of the files of a running
 * database is not a backup). An existing file is never overwritten, and a half-written one never has the name.
 * Uploaded files and releases (DATA_DIR/files, DATA_DIR/releases) are not in it.
 */
export async function backupPglite(dataDir: string, file: string): Promise<BackupContents & { bytes: number }> {
  if (fs.existsSync(file)) throw new Error(`备份文件 ${file} 已存在：请换一个文件名，或先把它移走。`);
  const database = await openExistingPglite(dataDir);
  try {
    const contents = await contentsOf(database.db);
    const dump = Buffer.from(await (await database.dump!()).arrayBuffer());
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.partial`;
    fs.writeFileSync(partial, dump);
    fs.renameSync(partial, file);
    return { ...contents, bytes: dump.length };
  } finally {
    await database.close();
  }
}

/**
 * Restores a backup into DATA_DIR. It never replaces a database: DATA_DIR/pglite must be missing or empty, so an
 * installation is restored over only after its own database has been moved aside by hand (which also keeps it).
 */
export async function restorePglite(file: string, dataDir: string): Promise<BackupContents> {
  if (!fs.existsSync(file)) throw new Error(`找不到备份文件 ${file}。`);
  const folder = pgliteFolder(dataDir);
  if (fs.existsSync(folder) && fs.readdirSync(folder).length > 0) {
    throw new Error(
      `${folder} 中已有内嵌数据库，恢复不会覆盖它：请先停止服务，把它移开（如 mv ${folder} ${folder}.old）后再恢复。`,
    );
  }
  let database;
  try {
    database = await openDatabase({ driver: 'pglite', dataDir, loadDataDir: new Blob([fs.readFileSync(file)]) });
  } catch (error) {
    if (error instanceof DataDirInUseError)
      throw new Error(`${errorText(error)}恢复前须先停止服务。`, { cause: error });
    // What a failed load left behind is not a database, and would make the next try refuse.
    fs.rmSync(folder, { recursive: true, force: true });
    throw new Error(`无法从 ${file} 恢复：它不是 pnpm db:backup 做的备份，或已损坏（${errorText(error)}）。`, {
      cause: error,
    });
  }
  try {
    return await contentsOf(database.db);
  } finally {
    await database.close();
  }
}

async function contentsOf(db: Db): Promise<BackupContents> {
  const tables = await listTables(db);
  const counts = await countRows(db, tables);
  return { tables: tables.length, rows: [...counts.values()].reduce((sum, count) => sum + count, 0) };
}
