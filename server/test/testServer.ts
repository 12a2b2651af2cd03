import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { hostKernelOf, ReleaseRegistry } from '@yjf/deploy/releaseRegistry';
import { buildApp } from '../src/app';
import { SERVED_CONTRACTS } from '../src/composition/servedContracts';
import { fileStorage, paymentProvider } from '../src/adapters/createAdapters';
import type { SmsSender } from '../src/adapters/sms/SmsSender';
import { loadConfig, type Config } from '../src/config';
import { withSharedSecrets } from '../src/db/sharedSecrets';
import { openDatabase, type Database } from '../src/db/client';
import { openNotices, type Notices } from '../src/db/notices';
import type { App } from '../src/context';
import type { ScheduledJob } from '../src/platform/jobs/scheduledJob';
import { databaseUrl, postgresUrl, withAdminClient } from './templateDatabase';

/** The SMS the server sent during a test, newest last. */
export type SentSms = { phone: string; code: string };

export type TestServer = {
  app: App;
  sms: SentSms[];
  database: Database;
  config: Config;
  releases: ReleaseRegistry;
  /**
   * A request, sent once this server has heard the database's notices of everything committed before it: what a
   * test wrote straight into the database, as another instance or an operator's script would, reaches the
   * sessions it keeps by notice (platform/auth/keptSessions.ts), at once on PGlite and within milliseconds on
   * PostgreSQL. `app.inject` sends one without waiting.
   */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  /**
   * A second server instance over the same database and folders, as a cluster runs two behind a proxy; with
   * `releasesDir`, a releases folder of its own (releases then meet in the bucket, where FILES_BUCKET is set).
   * Closed by the caller (its database stays open).
   */
  anotherInstance(options?: { releasesDir?: string }): Promise<App>;
  close(): Promise<void>;
};

/**
 * The real server on a fresh copy of the template database (migrated and seeded). Requests go through
 * Fastify's injection: the whole HTTP stack, without a socket. Its scheduled jobs are the product's, or
 * `options.scheduledJobs`, on every instance; they start only when a test starts them (`app.jobs.start()`).
 */
export async function startTestServer(
  env: NodeJS.ProcessEnv = {},
  options: { scheduledJobs?: ScheduledJob[] } = {},
): Promise<TestServer> {
  const template = process.env.YJF_TEST_TEMPLATE;
  if (!template) throw new Error('YJF_TEST_TEMPLATE is not set: run API tests through jest --selectProjects api');
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-api-'));
  const settings = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: workDir,
    HOST_DIST: path.join(workDir, 'no-host'),
    ...env,
  });

  const url = postgresUrl();
  let dropDatabase = async () => {};
  let database: Database;
  let databaseAt: string | undefined;
  if (url) {
    const name = `yjf_test_${crypto.randomBytes(6).toString('hex')}`;
    await withAdminClient(url, (client) => client.query(`create database ${name} template ${template}`));
    databaseAt = databaseUrl(url, name);
    database = await openDatabase({ driver: 'postgres', url: databaseAt, poolSize: 4 });
    dropDatabase = () =>
      withAdminClient(url, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {});
  } else {
    database = await openDatabase({ driver: 'pglite', loadDataDir: new Blob([fs.readFileSync(template)]) });
  }
  const config = await withSharedSecrets(settings, database.db);
  const releases = new ReleaseRegistry(config.releasesDir, {
    hostKernel: () => hostKernelOf(config.hostDist),
    serverContracts: () => SERVED_CONTRACTS,
  });
  const sent: SentSms[] = [];
  const sms: SmsSender = { name: 'test', sendCode: async (phone, code) => void sent.push({ phone, code }) };
  const storage = await fileStorage(config.files);
  const payment = paymentProvider(config);
  const notices = openNotices(database, databaseAt);
  const services = { config, database, notices, releases, startedAt: new Date(), sms, storage, payment };
  // Each further instance listens on a connection of its own, as another process would.
  const othersNotices: Notices[] = [];
  const app = await buildApp(services, options.scheduledJobs);
  await app.ready();
  return {
    app,
    sms: sent,
    database,
    config,
    releases,
    request: async (options) => {
      await app.appContext.sessions.settle();
      return app.inject(options);
    },
    anotherInstance: async ({ releasesDir = config.releasesDir } = {}) => {
      const otherNotices = openNotices(database, databaseAt);
      othersNotices.push(otherNotices);
      const other = await buildApp(
        {
          ...services,
          notices: otherNotices,
          releases: new ReleaseRegistry(releasesDir, { serverContracts: () => SERVED_CONTRACTS }),
        },
        options.scheduledJobs,
      );
      await other.ready();
      return other;
    },
    close: async () => {
      await app.close();
      for (const each of [notices, ...othersNotices]) await each.close();
      await database.close();
      await dropDatabase();
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}
