import path from 'node:path';
import { loadConfig } from './config';
import { assertFilesLocation } from './adapters/storage/filesLocation';
import { openDatabase } from './db/client';
import { prepareDatabase } from './composition/prepare';
import { DEMO_PASSWORD } from './composition/seed/demoAccounts';
import { DEMO_LOGINS, demoAccountsOnDemoPassword, demoPasswordRefusal } from './composition/seed/demoPasswords';
import { buildConfiguredApp } from './app';
import { withSharedSecrets } from './db/sharedSecrets';
import { openNotices } from './db/notices';
import { assertPortFree } from '@yjf/deploy/listenAddress';

/** How long a shutdown waits for the requests in flight before it cuts their connections. */
const DRAIN_MS = 10_000;

async function main(): Promise<void> {
  const settings = loadConfig();
  // Before the database: a start that cannot listen creates and seeds nothing.
  await assertPortFree(settings.host, settings.port);
  const database = await openDatabase(
    settings.databaseUrl
      ? { driver: 'postgres', url: settings.databaseUrl }
      : { driver: 'pglite', dataDir: settings.dataDir },
  );
  const applied = await prepareDatabase(database);
  try {
    await assertFilesLocation(database.db, settings.files, path.join(settings.dataDir, 'files'));
  } catch (error) {
    await database.close();
    throw error;
  }
  const config = await withSharedSecrets(settings, database.db);
  const onDemoPassword = await demoAccountsOnDemoPassword(database.db);
  const refusal =
    config.exposedBy && !config.allowDemoPasswords ? demoPasswordRefusal(config.exposedBy, onDemoPassword) : null;
  if (refusal) {
    await database.close();
    throw new Error(refusal);
  }
  const notices = openNotices(database, settings.databaseUrl);
  const app = await buildConfiguredApp(config, database, notices);

  // Ctrl-C or SIGTERM: stop taking connections, let the requests in flight finish (at most DRAIN_MS, then their
  // connections are cut), close the database, and exit 0.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`received ${signal}, closing`);
    const cut = setTimeout(() => app.server.closeAllConnections(), DRAIN_MS);
    await app.close();
    clearTimeout(cut);
    await notices.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const lines = [
    '',
    `  云交付-智能影音项目管理系统 已启动：http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}/`,
    `  数据库：${database.driver === 'pglite' ? `内嵌 PGlite（${config.dataDir}）` : 'PostgreSQL（DATABASE_URL）'}${applied.length ? `，已写入演示数据 ${applied.join(', ')}` : ''}`,
    `  文件：${config.files.kind === 'bucket' ? `对象存储桶 ${config.files.bucket.bucket}` : `本地 ${config.files.dir}`}`,
    ...(onDemoPassword.length
      ? [
          `  演示账号（密码均为 ${DEMO_PASSWORD}）：`,
          ...DEMO_LOGINS.filter((a) => onDemoPassword.includes(a.phone)).map((a) => `    ${a.phone}  ${a.note}`),
        ]
      : []),
    ...(config.sms.provider === 'console' && config.exposedBy
      ? ['  注意：SMS_PROVIDER=console 不会发出短信，验证码只打印在本控制台；对外服务请设置 SMS_PROVIDER=aliyun。']
      : []),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  // Once the server answers (and has said so): the scheduled jobs (定时任务) of this instance; app.close() stops them.
  // A start that fails (instances starting at once on a new database meet in pg-boss's creation of its queues, and
  // PostgreSQL may end one of them) is tried again, a little later each time, while the instance serves on: the
  // other instances run the jobs meanwhile, and a server is never ended by its jobs.
  for (let attempt = 1; !closing; attempt++) {
    try {
      await app.jobs.start();
      break;
    } catch (error) {
      app.log.warn({ err: error, attempt }, 'scheduled jobs did not start; trying again');
      await new Promise((resolve) => setTimeout(resolve, Math.min(30_000, 1000 * attempt) + Math.random() * 1000));
    }
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`启动失败：${error instanceof Error ? error.message : String(error)}\n`);
  if (error instanceof Error && error.stack && process.env.NODE_ENV !== 'production')
    process.stderr.write(`${error.stack}\n`);
  process.exit(1);
});
