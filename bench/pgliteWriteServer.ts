/**
 * The server of pgliteWrites.ts: the product's app, built as `server/src/main.ts` builds it, on a fresh embedded
 * database in DATA_DIR, with PostgreSQL's fsync as PGLITE_FSYNC says (`on` or `off`). The product has no such
 * setting (a commit is always flushed), so the bench starts the app itself to see what the flush costs. Listens on
 * 127.0.0.1 at SERVER_PORT and prints one line when it does.
 */
import { buildConfiguredApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { openNotices } from '../server/src/db/notices';
import { prepareDatabase } from '../server/src/composition/prepare';
import { withSharedSecrets } from '../server/src/db/sharedSecrets';

async function main(): Promise<void> {
  const settings = loadConfig();
  const database = await openDatabase({
    driver: 'pglite',
    dataDir: settings.dataDir,
    fsync: process.env.PGLITE_FSYNC !== 'off',
  });
  await prepareDatabase(database);
  const config = await withSharedSecrets(settings, database.db);
  const app = await buildConfiguredApp(config, database, openNotices(database));
  await app.listen({ host: '127.0.0.1', port: Number(process.env.SERVER_PORT) });
  process.stdout.write('listening\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  // A server that failed to start ends now, though its database may still hold the process open: the bench
  // waiting for "listening" sees it exit and reports the error instead of waiting.
  process.exit(1);
});
