import { startTestServer } from './test/testServer';
import type { ScheduledJob } from './src/platform/jobs/scheduledJob';
const t0 = Date.now();
const log = (...a: unknown[]) => console.log(((Date.now() - t0) / 1000).toFixed(1), ...a);
const job: ScheduledJob = { name: 'test-every-minute', title: 't', description: 'd', cron: '* * * * *', run: async () => { log('RUN'); return 'ok'; } };
(async () => {
  const server = await startTestServer({}, { scheduledJobs: [job] });
  log('server');
  const other = await server.anotherInstance();
  log('other');
  await server.app.jobs.start({ cronCheckSeconds: 1, cronQueueSeconds: 1, pollSeconds: 0.5, retryDelaySeconds: 1, stopWaitMs: 2000 });
  log('started 1');
  await other.jobs.start({ cronCheckSeconds: 1, cronQueueSeconds: 1, pollSeconds: 0.5, retryDelaySeconds: 1, stopWaitMs: 2000 });
  log('started 2');
  await new Promise((r) => setTimeout(r, 5000));
  log(await server.database.executeSql('select job_name, trigger, status, instance, scheduled_for from job_runs'));
  await other.close(); log('closed other');
  await server.close(); log('closed');
})().catch((e) => { console.error('ERR', e); process.exit(1); });
