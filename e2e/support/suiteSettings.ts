import type { PlaywrightTestConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './environment';

/** What both suites (the product, and the cluster behind nginx) run with; each adds its folders and servers. */
export const suiteSettings = {
  timeout: 60_000,
  // What a page shows, not how fast: a bookmarked page opened cold (HTML, shell, menus, the area's remote, its
  // data) shows its rows in 5–6 s here, and in 10–13 s with both cores kept busy (stress-ng --cpu 2; the
  // list's answer itself arrives at 7–10 s). Speed is measured by `pnpm bench`, not asserted here.
  expect: { timeout: 20_000 },
  // Two cores: the server and one browser at a time.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
} satisfies PlaywrightTestConfig;

/** The browser of both suites: Debian's Chromium, in Chinese, on China time. */
export const browserSettings = {
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
  trace: 'retain-on-failure',
  launchOptions: chromiumLaunchOptions(),
} satisfies PlaywrightTestConfig['use'];
