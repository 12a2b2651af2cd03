/**
 * The web server of the end-to-end tests: a fresh data folder, the test remote published next to the real
 * ones, then what `pnpm start` does (build what is not built, publish, serve), but in test mode, so the tests
 * can read captcha answers and SMS codes from the development helpers.
 */
import fs from 'node:fs';
import { prepareBuilds, serveBuilt } from '@yjf/deploy/production';
import { E2E_DATA_DIR } from './environment';
import { buildTestkit, registry } from './testkitRemote';

async function main(): Promise<void> {
  fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  fs.mkdirSync(E2E_DATA_DIR, { recursive: true });
  registry().publish('testkit', await buildTestkit('你好，远程模块'));
  const env = {
    ...process.env,
    DATA_DIR: E2E_DATA_DIR,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    // The automatic withdrawal of a failing candidate (rollout.spec.ts) after a few page loads, seen within seconds.
    RELEASE_ROLLBACK_CANDIDATE_MIN_LOADS: '3',
    RELEASE_ROLLBACK_CHECK_SECONDS: '2',
  };
  await prepareBuilds(env);
  serveBuilt(env);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
