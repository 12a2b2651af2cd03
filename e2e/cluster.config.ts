import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { browserSettings, suiteSettings } from './support/suiteSettings';

/**
 * The cluster suite: nginx in front of two server instances over one PostgreSQL, all started by
 * `pnpm cluster start` (cluster/clusterSetup.ts) and stopped by `pnpm cluster stop`. Mostly API calls: what is
 * shared between instances is state, and a browser adds nothing there except for the 有新版本 notice and the
 * websocket. The instance-loss test kills an instance, the rolling-restart test restarts both and the
 * database-restart test restarts PostgreSQL, so each runs after the others, in a project of its own (each first
 * brings back an instance another left down). The scheduled-jobs test counts a job's runs per minute, over the
 * minutes both instances have run (the cluster's history, so it seldom waits for them) and then kills one: it comes
 * first after the shared state, listed before the three that disturb the cluster.
 */
export default defineConfig({
  testDir: './cluster',
  ...suiteSettings,
  outputDir: path.join(__dirname, '.tmp/cluster-results'),
  globalSetup: require.resolve('./cluster/clusterSetup'),
  // nginx's certificate is the one `pnpm cluster start --self-signed` made: Chromium is told to accept it.
  use: { ...browserSettings, ignoreHTTPSErrors: true },
  projects: [
    { name: 'shared-state', testIgnore: /(instanceLoss|databaseRestart|scheduledJobs|rollingRestart)\.spec\.ts$/ },
    { name: 'scheduled-jobs', testMatch: /scheduledJobs\.spec\.ts$/, dependencies: ['shared-state'] },
    { name: 'database-restart', testMatch: /databaseRestart\.spec\.ts$/, dependencies: ['shared-state'] },
    { name: 'rolling-restart', testMatch: /rollingRestart\.spec\.ts$/, dependencies: ['shared-state'] },
    { name: 'instance-loss', testMatch: /instanceLoss\.spec\.ts$/, dependencies: ['shared-state'] },
  ],
});
