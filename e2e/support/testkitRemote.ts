import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { run } from '@yjf/deploy/workspace';
import { ReleaseRegistry } from '@yjf/deploy/releaseRegistry';
import { E2E_RELEASES_DIR } from './environment';

/** The test remote (e2e/fixtures/testkit-remote): pages that greet, throw, and read the shared store. */
export const TESTKIT_DIR = path.resolve(__dirname, '../fixtures/testkit-remote');

/** Builds the test remote with a greeting into a fresh folder; answers the folder. */
export async function buildTestkit(greeting: string): Promise<string> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'testkit-'));
  const cli = createRequire(path.join(TESTKIT_DIR, 'package.json')).resolve('webpack-cli/bin/cli.js');
  await run(process.execPath, [cli, '--mode', 'production', '--output-path', out], TESTKIT_DIR, {
    TESTKIT_GREETING: greeting,
  });
  return out;
}

export const registry = () => new ReleaseRegistry(E2E_RELEASES_DIR);
