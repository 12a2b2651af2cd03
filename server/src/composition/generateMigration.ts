/**
 * `pnpm --filter @yjf/server db:generate [-- --name <name>]`: drizzle-kit writes the next SQL migration for the
 * tables in code (composition/schema.ts), then the indexes it would lose with a column it drops and adds again
 * (a search column whose fields changed) are created again at the migration's end (droppedIndexes.ts).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { droppedIndexes, keepDroppedIndexes, type Snapshot } from './droppedIndexes';

const serverDir = path.resolve(__dirname, '../..');
const migrationsDir = path.join(serverDir, 'drizzle');
const journalFile = path.join(migrationsDir, 'meta/_journal.json');

type Journal = { entries: { idx: number; tag: string }[] };
const newest = () => (JSON.parse(fs.readFileSync(journalFile, 'utf8')) as Journal).entries.at(-1);

async function main(): Promise<void> {
  const before = newest()?.tag;
  const generated = spawnSync('npx', ['drizzle-kit', 'generate', ...process.argv.slice(2)], {
    cwd: serverDir,
    stdio: 'inherit',
  });
  if (generated.status !== 0) process.exit(generated.status ?? 1);
  const entry = newest();
  if (!entry || entry.tag === before) return;

  const sqlFile = path.join(migrationsDir, `${entry.tag}.sql`);
  const snapshotFile = path.join(migrationsDir, 'meta', `${String(entry.idx).padStart(4, '0')}_snapshot.json`);
  const snapshot = JSON.parse(fs.readFileSync(snapshotFile, 'utf8')) as Snapshot;
  const migration = fs.readFileSync(sqlFile, 'utf8');
  const lost = droppedIndexes(migration, snapshot);
  if (lost.length === 0) return;
  fs.writeFileSync(sqlFile, await keepDroppedIndexes(migration, snapshot));
  console.log(
    `${path.relative(serverDir, sqlFile)}：重建随列删除的索引 ${lost.map(({ table, index }) => `${table}.${index}`).join('、')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
