import { and, eq } from 'drizzle-orm';
import type { ScheduledJobRow } from '@yjf/area-system/domain/jobSchemas';
import type { MenuRoute } from '@yjf/domain/menus';
import { startTestServer, type TestServer } from '../../../../test/testServer';
import { apiCaller } from '../../../../test/apiCalls';
import { signIn } from '../../../../test/session';
import { menus } from '../../../platform/accounts/menuTables';
import { operationLogs } from '../../../crud/operationLogTable';
import { inTransaction } from '../../../db/transaction';
import { scheduledJobsMenuSeed } from '../../../composition/seed/scheduledJobsMenu';

const JOBS_ONLY = '定时任务仅平台管理员可以查看和操作';

/** 定时任务's routes on the product's own jobs, with the runner not started (as every API test but the runner's). */
describe('定时任务 routes', () => {
  let server: TestServer;
  let platform: string;
  let admin2: string;
  const { call, ok } = apiCaller(() => server);

  beforeAll(async () => {
    server = await startTestServer();
    [platform, admin2] = await Promise.all(['13800000000', '13800000001'].map((phone) => signIn(server, phone)));
  });
  afterAll(() => server.close());

  it("lists the product's jobs with their schedule in words, state and next run", async () => {
    const jobs = await ok<ScheduledJobRow[]>(platform, 'GET', '/api/jobs');
    const cleanup = jobs.find((job) => job.name === 'session-cleanup');
    expect(cleanup).toMatchObject({
      title: '会话清理',
      cron: '* * * * *',
      schedule: '每分钟',
      paused: false,
      pausedBy: null,
      lastRun: null,
    });
    // The next whole minute, in the minute to come.
    const next = new Date(cleanup!.nextRunAt!).getTime();
    expect(next % 60_000).toBe(0);
    expect(next - Date.now()).toBeGreaterThan(0);
    expect(next - Date.now()).toBeLessThanOrEqual(60_000);
    expect(jobs.find((job) => job.name === 'job-run-cleanup')).toMatchObject({
      title: '执行日志清理',
      schedule: '每天 03:20',
    });
  });

  it('is for the platform administrators only: 403 to a company, 401 to nobody', async () => {
    for (const [method, url] of [
      ['GET', '/api/jobs'],
      ['GET', '/api/jobs/runs'],
      ['POST', '/api/jobs/session-cleanup/run'],
      ['POST', '/api/jobs/session-cleanup/pause'],
      ['POST', '/api/jobs/session-cleanup/resume'],
    ] as const) {
      const refused = await call(admin2, method, url);
      expect({ url, status: refused.statusCode, message: refused.json().message }).toEqual({
        url,
        status: 403,
        message: JOBS_ONLY,
      });
      const anonymous = await server.request({ method, url });
      expect({ url, status: anonymous.statusCode }).toEqual({ url, status: 401 });
    }
  });

  it('refuses an unknown job, a malformed name and an unknown filter in Chinese', async () => {
    const missing = await call(platform, 'POST', '/api/jobs/no-such-job/run');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('定时任务不存在');
    expect((await call(platform, 'POST', '/api/jobs/no-such-job/pause')).statusCode).toBe(404);

    const malformed = await call(platform, 'POST', '/api/jobs/DROP%20TABLE/run');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('任务名称不正确');

    const unknownFilter = await call(platform, 'GET', '/api/jobs/runs?job=no-such-job');
    expect(unknownFilter.statusCode).toBe(400);
    expect(unknownFilter.json().message).toBe('定时任务不存在：no-such-job');
    const badStatus = await call(platform, 'GET', '/api/jobs/runs?status=done');
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().message).toBe('执行结果只能是 running、succeeded 或 failed');
    const extra = await call(platform, 'GET', '/api/jobs/runs?sort=id');
    expect(extra.json().message).toBe('不支持的查询参数：sort');
  });

  it('answers 503 to 立即执行 while this instance runs no jobs', async () => {
    const refused = await call(platform, 'POST', '/api/jobs/session-cleanup/run');
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toBe('定时任务尚未启动，请稍后再试');
  });

  it('pauses and resumes a job, once each, in the operation log', async () => {
    expect((await ok<{ message: string }>(platform, 'POST', '/api/jobs/session-cleanup/pause')).message).toBe('已暂停');
    expect((await ok<{ message: string }>(platform, 'POST', '/api/jobs/session-cleanup/pause')).message).toBe(
      '该任务已是暂停状态',
    );
    const paused = (await ok<ScheduledJobRow[]>(platform, 'GET', '/api/jobs')).find(
      (j) => j.name === 'session-cleanup',
    );
    expect(paused).toMatchObject({ paused: true, pausedBy: '平台管理员', nextRunAt: null });
    expect(paused!.pausedAt).not.toBeNull();

    expect((await ok<{ message: string }>(platform, 'POST', '/api/jobs/session-cleanup/resume')).message).toBe(
      '已恢复',
    );
    expect((await ok<{ message: string }>(platform, 'POST', '/api/jobs/session-cleanup/resume')).message).toBe(
      '该任务已是运行状态',
    );
    const logged = await server.database.db
      .select({ description: operationLogs.description, action: operationLogs.action })
      .from(operationLogs)
      .where(eq(operationLogs.resource, 'job'));
    expect(logged).toEqual([
      { description: '暂停定时任务「会话清理」', action: 'status' },
      { description: '恢复定时任务「会话清理」', action: 'status' },
    ]);
  });

  it('is in the platform administrator’s 系统监控, and the seed step adds it to an installation without it', async () => {
    const pagesOf = async (token: string) => {
      const tree = await ok<MenuRoute[]>(token, 'GET', '/api/menus/build');
      const monitor = tree.find((node) => node.meta.title === '系统监控');
      return (monitor?.children ?? []).map((node) => `${node.meta.title} ${node.path} ${node.component}`);
    };
    expect(await pagesOf(platform)).toContain('定时任务 job system/JobList');
    expect((await pagesOf(admin2)).join()).not.toContain('定时任务');

    // An installation from before 定时任务: the step adds it under 系统监控, last, for the platform only.
    const db = server.database.db;
    const [page] = await db.select().from(menus).where(eq(menus.component, 'system/JobList'));
    await db.delete(menus).where(eq(menus.pid, page!.id));
    await db.delete(menus).where(eq(menus.id, page!.id));
    await inTransaction(db, (tx) => scheduledJobsMenuSeed.run(tx));
    await inTransaction(db, (tx) => scheduledJobsMenuSeed.run(tx));
    const added = await db.select().from(menus).where(eq(menus.component, 'system/JobList'));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ title: '定时任务', path: 'job', permission: 'job:list', scope: 'platform' });
    const siblings = await db.select().from(menus).where(eq(menus.pid, added[0]!.pid!));
    expect(Math.max(...siblings.map((menu) => menu.sort))).toBe(added[0]!.sort);
    const [button] = await db
      .select()
      .from(menus)
      .where(and(eq(menus.pid, added[0]!.id), eq(menus.permission, 'job:edit')));
    expect(button).toMatchObject({ type: 2, scope: 'platform' });
  });
});
