import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT } from './support/environment';
import { browserSettings, suiteSettings } from './support/suiteSettings';

/**
 * End-to-end tests: the production build, served by the same start script as `pnpm start`, on a fresh data
 * folder, driven in Debian's Chromium.
 */
export default defineConfig({
  testDir: './tests',
  ...suiteSettings,
  outputDir: path.join(__dirname, '.tmp/test-results'),
  use: {
    baseURL: E2E_BASE_URL,
    ...browserSettings,
  },
  webServer: {
    command: `node ${require.resolve('tsx/cli')} support/startServer.ts`,
    cwd: __dirname,
    url: `${E2E_BASE_URL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: String(E2E_PORT) },
  },
});
