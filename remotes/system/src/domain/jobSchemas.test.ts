import { describeCron, jobRunQuerySchema } from './jobSchemas';

describe('describeCron', () => {
  it.each([
    ['* * * * *', '每分钟'],
    ['*/5 * * * *', '每 5 分钟'],
    ['5 * * * *', '每小时第 5 分钟'],
    ['0 8 * * *', '每天 08:00'],
    ['30 3 * * *', '每天 03:30'],
    ['0 8,18 * * *', '每天 08:00、18:00'],
    ['0 */2 * * *', '每 2 小时（第 0 分钟）'],
    ['30 9 * * 1', '每周一 09:30'],
    ['0 9 * * 0', '每周日 09:00'],
    ['0 3 1 * *', '每月 1 日 03:00'],
  ])('%s reads %s', (cron, words) => expect(describeCron(cron)).toBe(words));

  it('gives any other expression as itself', () => {
    for (const cron of ['0 8 * 1 *', '0 8 * * 1-5', '1-5 * * * *', '0 0 0 8 * *'])
      expect(describeCron(cron)).toBe(`cron 表达式 ${cron}`);
  });
});

describe('jobRunQuerySchema', () => {
  it('takes a page, a job and an outcome', () => {
    expect(jobRunQuerySchema.parse({ page: '1', size: '20', job: 'session-cleanup', status: 'failed' })).toEqual({
      page: 1,
      size: 20,
      job: 'session-cleanup',
      status: 'failed',
    });
    expect(jobRunQuerySchema.parse({})).toEqual({ page: 0, size: 10 });
  });

  it('refuses what it does not know, in Chinese', () => {
    const message = (query: Record<string, unknown>) => jobRunQuerySchema.safeParse(query).error?.issues[0]?.message;
    expect(message({ job: 'DROP TABLE' })).toBe('任务名称不正确');
    expect(message({ status: 'done' })).toBe('执行结果只能是 running、succeeded 或 failed');
    expect(message({ sort: 'id,desc' })).toBe('不支持的查询参数：sort');
    expect(message({ size: '1000' })).toBe('每页条数须在 1 到 100 之间');
  });
});
