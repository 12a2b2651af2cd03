import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pg-proxy';
import { buildConfiguredApp } from '../app';
import { loadConfig } from '../config';
import type { Database, Db } from '../db/client';
import { openNotices } from '../db/notices';

/**
 * A database that answers nothing. Building the routes reads none (their statements are prepared when first
 * run), and an empty one in memory would cost PGlite's start, about 3 s of a core, for nothing.
 */
function noDatabase(): Database {
  const refuse = async (): Promise<never> => {
    throw new Error('the API document is built without a database');
  };
  const db = drizzle(refuse, { casing: 'snake_case' }) as unknown as Db;
  return { db, driver: 'pglite', executeSql: refuse, migrate: refuse, ping: refuse, close: async () => {} };
}

/**
 * Writes the OpenAPI document `/doc.json` serves to the file named, for `pnpm lint:openapi` (Redocly's rules).
 * The app is built on no database (`noDatabase`) and never listens: the document comes from the routes alone.
 * The dev helpers are in, as under `pnpm dev` and the tests, so they are checked too.
 *
 * @example tsx server/src/composition/apiDocsCli.ts .tmp/openapi.json
 */
async function main(target: string | undefined): Promise<void> {
  if (!target) throw new Error('用法：tsx server/src/composition/apiDocsCli.ts <输出文件>');
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-openapi-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: workDir,
    HOST_DIST: path.join(workDir, 'no-host'),
  });
  const database = noDatabase();
  try {
    const app = await buildConfiguredApp(config, database, openNotices(database));
    await app.ready();
    fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
    fs.writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
    await app.close();
  } finally {
    await database.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main(process.argv[2]).catch((error: unknown) => {
  process.stderr.write(
    `接口文档生成失败：${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
