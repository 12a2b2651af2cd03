import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseContents } from '../../test/databaseContents';
import { runServerCommand } from '../../test/commandProcess';
import { copyTemplateData, type ServerData } from '../../test/serverProcess';
import { postgresUrl } from '../../test/templateDatabase';
import { openDatabase } from './client';

/** The embedded database's own backup: it runs on the PGlite run of the API tests (the PostgreSQL run has pg_dump's). */
const onPglite = postgresUrl() ? describe.skip : describe;

onPglite('pnpm db:backup and pnpm db:restore (the embedded database)', () => {
  let installation: ServerData;
  let workDir: string;

  beforeAll(async () => {
    installation = await copyTemplateData();
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-backup-'));
  });

  afterAll(async () => {
    await installation.remove();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  test('a backup restored into an empty data folder holds the same rows and sequences; neither overwrites', async () => {
    const original = await installation.open();
    const before = await databaseContents(original.db);
    await original.close();

    const file = path.join(workDir, 'backups', 'yjf.tar.gz');
    const backup = await runServerCommand('db/pgliteBackupCli.ts', ['backup', file], installation.env);
    expect({ code: backup.code, stderr: backup.stderr }).toEqual({ code: 0, stderr: '' });
    const total = Object.values(before.tables).reduce((sum, table) => sum + table.rows, 0);
    const summary = `${Object.keys(before.tables).length} 张表、${total.toLocaleString('en-US')} 行`;
    expect(backup.stdout).toContain(summary);
    expect(fs.existsSync(file)).toBe(true);

    const restoredDir = path.join(workDir, 'restored');
    const restore = await runServerCommand('db/pgliteBackupCli.ts', ['restore', file], { DATA_DIR: restoredDir });
    expect({ code: restore.code, stderr: restore.stderr }).toEqual({ code: 0, stderr: '' });
    expect(restore.stdout).toContain(summary);

    const restored = await openDatabase({ driver: 'pglite', dataDir: restoredDir });
    try {
      expect(await databaseContents(restored.db)).toEqual(before);
    } finally {
      await restored.close();
    }

    const [overwriteBackup, overwriteDatabase] = await Promise.all([
      runServerCommand('db/pgliteBackupCli.ts', ['backup', file], installation.env),
      runServerCommand('db/pgliteBackupCli.ts', ['restore', file], { DATA_DIR: restoredDir }),
    ]);
    expect(overwriteBackup.code).toBe(1);
    expect(overwriteBackup.stderr).toContain('已存在');
    expect(overwriteDatabase.code).toBe(1);
    expect(overwriteDatabase.stderr).toContain('中已有内嵌数据库，恢复不会覆盖它');
  }, 180_000);

  test('a file that is no backup is refused and leaves the data folder empty for the next try', async () => {
    const file = path.join(workDir, 'not-a-backup.tar.gz');
    fs.writeFileSync(file, 'not a backup');
    const dataDir = path.join(workDir, 'from-garbage');
    const run = await runServerCommand('db/pgliteBackupCli.ts', ['restore', file], { DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('不是 pnpm db:backup 做的备份');
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  }, 120_000);
});
