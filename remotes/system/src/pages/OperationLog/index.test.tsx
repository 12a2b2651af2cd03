import { screen, waitFor, within } from '@testing-library/react';
import type { OperationLogDetail, OperationLogRow } from '@yjf/domain/logSchemas';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import OperationLog from '.';

const entry = (id: number, description: string, extra: Partial<OperationLogRow> = {}): OperationLogRow => ({
  id,
  username: '13800000001',
  description,
  action: 'edit',
  resource: 'customer',
  recordId: 7,
  ip: '192.168.1.20',
  browser: 'Chrome 120',
  durationMs: 35,
  createTime: '2026-11-23T01:30:00.000Z',
  ...extra,
});

const rows = [entry(2, '编辑客户「华府家居」'), entry(1, '新增客户「滨江壹号」', { action: 'add', durationMs: 1500 })];
const detail: OperationLogDetail = {
  ...rows[0]!,
  userAgent: 'Mozilla/5.0 Chrome/120',
  before: { name: '华府家居', phone: '13912345678' },
  after: { name: '华府家居（新）', phone: '13912345678' },
};

function setup(at = '/monitor/log') {
  const server = installFakeServer({ roles: ['admin'] });
  server.on((call) => {
    if (call.path === '/api/logs') return { json: { content: rows, totalElements: 2 } };
    if (call.path === '/api/logs/2') return { json: detail };
    if (call.path === '/api/logs/download') return { blob: new Blob(['xlsx']) };
    return undefined;
  });
  return { server, ...renderPage(<OperationLog />, at, '/monitor/log') };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('OperationLog', () => {
  it('lists who did what, from where, with which browser, how long it took and when', async () => {
    setup();
    await screen.findByText('编辑客户「华府家居」');
    for (const title of ['用户名', '描述', '操作', 'IP', '浏览器', '耗时(ms)', '时间'])
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    const row = within(rowOf('新增客户「滨江壹号」'));
    expect(row.getByText('新增')).toBeTruthy();
    expect(row.getByText('192.168.1.20')).toBeTruthy();
    expect(row.getByText('Chrome 120')).toBeTruthy();
    expect(row.getByText('1500')).toBeTruthy();
    expect(row.getByText('2026-11-23 09:30:00')).toBeTruthy();
    expect(screen.getByText('共 2 条')).toBeTruthy();
  });

  it('searches by keyword from the first page', async () => {
    const { server, user } = setup();
    await screen.findByText('编辑客户「华府家居」');
    await user.type(screen.getByPlaceholderText('用户名、描述'), '华府');
    await user.click(screen.getByRole('button', { name: /搜索/ }));
    await waitFor(() => expect(server.callsTo('GET', '/api/logs').at(-1)!.query.get('blurry')).toBe('华府'));
    expect(server.callsTo('GET', '/api/logs').at(-1)!.query.get('page')).toBe('0');
  });

  it('opens at the page and search its address names, the search in the bar', async () => {
    const { server } = setup('/monitor/log?page=3&blurry=华府&createTime=2026-11-01&createTime=2026-11-30');
    await screen.findByText('编辑客户「华府家居」');
    const asked = server.callsTo('GET', '/api/logs')[0]!.query;
    expect([asked.get('page'), asked.get('blurry'), asked.getAll('createTime')]).toEqual([
      '2',
      '华府',
      ['2026-11-01', '2026-11-30'],
    ]);
    expect((screen.getByPlaceholderText('用户名、描述') as HTMLInputElement).value).toBe('华府');
    expect((screen.getByPlaceholderText('时间起') as HTMLInputElement).value).toBe('2026-11-01');
  });

  it('shows an operation with its record before and after in 操作详情', async () => {
    const { server, user } = setup();
    await screen.findByText('编辑客户「华府家居」');
    expect(server.callsTo('GET', '/api/logs/2')).toHaveLength(0);
    await user.click(within(rowOf('编辑客户「华府家居」')).getByRole('button', { name: '详情' }));
    const drawer = (await screen.findByText('操作详情')).closest('.arco-drawer') as HTMLElement;
    expect(await within(drawer).findByText('华府家居（新）')).toBeTruthy();
    const nameRow = within(drawer).getByText('name').closest('tr') as HTMLElement;
    expect(within(nameRow).getByText('华府家居')).toBeTruthy();
    expect(within(drawer).getByRole('columnheader', { name: '修改前' })).toBeTruthy();
    expect(within(drawer).getByRole('columnheader', { name: '修改后' })).toBeTruthy();
  });

  it('exports the list with its search', async () => {
    const { server, user } = setup();
    URL.createObjectURL = jest.fn(() => 'blob:fake');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await screen.findByText('编辑客户「华府家居」');
    await user.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() => expect(server.callsTo('GET', '/api/logs/download')).toHaveLength(1));
  });
});
