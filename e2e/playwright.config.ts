import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT, chromiumLaunchOptions } from './support/environment';

/**
 * End-to-end tests: the production build, served by the same start script as `pnpm start`, on a fresh data
 * folder, driven in Debian's Chromium.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  // What a page shows, not how fast: a bookmarked page opened cold (HTML, shell, menus, the area's remote, its
  // data) shows its rows in 5–6 s here, and in 10–13 s with both cores kept busy (stress-ng --cpu 2; the
  // list's answer itself arrives at 7–10 s). Speed is measured by `pnpm bench`, not asserted here.
  expect: { timeout: 20_000 },
  // Two cores: the server and one browser at a time.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: path.join(__dirname, '.tmp/test-results'),
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
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
