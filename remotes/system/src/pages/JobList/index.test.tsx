import { screen, waitFor, within } from '@testing-library/react';
import type { JobRun, ScheduledJobRow } from '@yjf/area-system/domain/jobSchemas';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import { setScreen } from '@yjf/ui/testing/screenWidth';
import JobList from '.';

const run = (id: number, extra: Partial<JobRun> = {}): JobRun => ({
  id,
  jobName: 'session-cleanup',
  jobTitle: '会话清理',
  trigger: 'schedule',
  scheduledFor: '2026-12-05T05:01:00.000Z',
  triggeredBy: null,
  attempt: 1,
  status: 'succeeded',
  result: '删除过期会话 3 个',
  instance: 'web-1:4242',
  startedAt: '2026-12-05T05:01:02.000Z',
  finishedAt: '2026-12-05T05:01:02.035Z',
  durationMs: 35,
  ...extra,
});

const jobs: ScheduledJobRow[] = [
  {
    name: 'session-cleanup',
    title: '会话清理',
    description: '删除已过期的登录会话',
    cron: '* * * * *',
    schedule: '每分钟',
    paused: false,
    pausedAt: null,
    pausedBy: null,
    lastRun: run(1),
    nextRunAt: '2026-12-05T05:02:00.000Z',
  },
  {
    name: 'job-run-cleanup',
    title: '执行日志清理',
    description: '删除 30 天前的定时任务执行日志',
    cron: '20 3 * * *',
    schedule: '每天 03:20',
    paused: true,
    pausedAt: '2026-12-05T04:00:00.000Z',
    pausedBy: '平台管理员',
    lastRun: null,
    nextRunAt: null,
  },
];

const runs = [
  run(3, { trigger: 'manual', triggeredBy: '平台管理员', scheduledFor: null, attempt: 2, result: '删除过期会话 1 个' }),
  run(2, { status: 'failed', result: '连接数据库超时', durationMs: 1200 }),
];

function setup(roles = ['admin']) {
  const server = installFakeServer({ roles, companyId: 1 });
  server.on((call) => {
    if (call.method === 'GET' && call.path === '/api/jobs') return { json: jobs };
    if (call.method === 'GET' && call.path === '/api/jobs/runs') {
      const job = call.query.get('job');
      const content = job ? runs.filter((r) => r.jobName === job) : runs;
      return { json: { content, totalElements: content.length } };
    }
    if (call.method === 'POST' && call.path === '/api/jobs/session-cleanup/run')
      return { json: { message: '已提交执行，结果见执行日志' } };
    if (call.method === 'POST' && call.path === '/api/jobs/session-cleanup/pause')
      return { json: { message: '已暂停' } };
    if (call.method === 'POST' && call.path === '/api/jobs/job-run-cleanup/resume')
      return { json: { message: '已恢复' } };
    return undefined;
  });
  return { server, ...renderPage(<JobList />, '/monitor/job') };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('JobList', () => {
  afterEach(() => setScreen('desktop'));

  it('lists every job with its schedule, state, last run and next run', async () => {
    setup();
    await screen.findByText('会话清理');
    for (const title of ['任务名称', '说明', '执行计划', '状态', '上次执行', '下次执行', '操作'])
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    const cleanup = within(rowOf('会话清理'));
    expect(cleanup.getByText('每分钟')).toBeTruthy();
    expect(cleanup.getByText('* * * * *')).toBeTruthy();
    expect(cleanup.getByText('运行中')).toBeTruthy();
    expect(cleanup.getByText('2026-12-05 13:01:02')).toBeTruthy();
    expect(cleanup.getByText('成功')).toBeTruthy();
    expect(cleanup.getByText('35 毫秒')).toBeTruthy();
    expect(cleanup.getByText('删除过期会话 3 个')).toBeTruthy();
    expect(cleanup.getByText('2026-12-05 13:02:00')).toBeTruthy();
    expect(cleanup.getByRole('button', { name: '暂停' })).toBeTruthy();

    // The two tabs belong to a tablist (Arco draws none).
    const tabs = within(screen.getByRole('tablist', { name: '定时任务' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['任务列表', '执行日志']);

    const paused = within(rowOf('执行日志清理'));
    expect(paused.getByText('已暂停')).toBeTruthy();
    expect(paused.getByText('平台管理员暂停于 12-05 12:00')).toBeTruthy();
    expect(paused.getByText('未执行')).toBeTruthy();
    expect(paused.getByText('无')).toBeTruthy();
    expect(paused.getByRole('button', { name: '恢复' })).toBeTruthy();
  });

  it('runs a job now after asking', async () => {
    const { server, user } = setup();
    await screen.findByText('会话清理');
    await user.click(within(rowOf('会话清理')).getByRole('button', { name: '立即执行' }));
    expect(await screen.findByText('确定立即执行「会话清理」吗？')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/jobs/session-cleanup/run')).toHaveLength(1));
    expect(await screen.findByText('已提交执行，结果见执行日志')).toBeTruthy();
  });

  it('pauses a running job and resumes a paused one after asking', async () => {
    const { server, user } = setup();
    await screen.findByText('会话清理');
    await user.click(within(rowOf('会话清理')).getByRole('button', { name: '暂停' }));
    expect(await screen.findByText('确定暂停「会话清理」吗？暂停后不再按计划执行，可随时恢复。')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/jobs/session-cleanup/pause')).toHaveLength(1));

    await user.click(within(rowOf('执行日志清理')).getByRole('button', { name: '恢复' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/jobs/job-run-cleanup/resume')).toHaveLength(1));
  });

  it("opens a job's runs in 执行日志: who started each, how it ended, how long it took", async () => {
    const { server, user } = setup();
    await screen.findByText('会话清理');
    await user.click(within(rowOf('会话清理')).getByRole('button', { name: '日志' }));
    await waitFor(() =>
      expect(server.callsTo('GET', '/api/jobs/runs').some((call) => call.query.get('job') === 'session-cleanup')).toBe(
        true,
      ),
    );
    const manual = (await screen.findByText('手动（平台管理员）')).closest('tr') as HTMLElement;
    expect(within(manual).getByText('第 2 次')).toBeTruthy();
    expect(within(manual).getByText('删除过期会话 1 个')).toBeTruthy();
    const failed = screen.getByText('连接数据库超时').closest('tr') as HTMLElement;
    expect(within(failed).getByText('失败')).toBeTruthy();
    expect(within(failed).getByText('1.2 秒')).toBeTruthy();
    expect(within(failed).getByText('定时')).toBeTruthy();
  });

  it('offers only looking to a user without job:edit', async () => {
    setup(['job:list']);
    await screen.findByText('会话清理');
    expect(screen.queryByRole('button', { name: '立即执行' })).toBeNull();
    expect(screen.queryByRole('button', { name: '暂停' })).toBeNull();
    expect(within(rowOf('会话清理')).getByRole('button', { name: '日志' })).toBeTruthy();
  });

  it('draws each job as a card on a phone', async () => {
    setScreen('phone');
    setup();
    const card = within((await screen.findByRole('heading', { name: '会话清理' })).closest('li') as HTMLElement);
    expect(card.getByText('每分钟')).toBeTruthy();
    expect(card.getByText('运行中')).toBeTruthy();
    expect(card.getByText('35 毫秒')).toBeTruthy();
    expect(card.getByText('2026-12-05 13:02:00')).toBeTruthy();
    expect(card.getByRole('button', { name: /会话清理/ })).toBeTruthy();
  });
});
