/**
 * The web server of the end-to-end tests: a fresh data folder, the test remote published next to the real
 * ones, then exactly what `pnpm start` does (build what is not built, publish, serve).
 */
import fs from 'node:fs';
import path from 'node:path';
import { run } from '@yjf/deploy/workspace';
import { E2E_DATA_DIR } from './environment';
import { buildTestkit, registry } from './testkitRemote';

async function main(): Promise<void> {
  fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  fs.mkdirSync(E2E_DATA_DIR, { recursive: true });
  registry().publish('testkit', await buildTestkit('你好，远程模块'));
  const tsx = require.resolve('tsx/cli');
  await run(
    process.execPath,
    [tsx, path.resolve(__dirname, '../../deploy/src/start.ts')],
    path.resolve(__dirname, '../..'),
    {
      DATA_DIR: E2E_DATA_DIR,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
