import { screen, waitFor, within } from '@testing-library/react';
import type { ErrorLogDetail, ErrorLogRow } from '@yjf/domain/logSchemas';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import ErrorLog from '.';

const failure: ErrorLogRow = {
  id: 4,
  companyId: 2,
  companyName: '示例影音科技',
  username: '13800000001',
  method: 'GET',
  url: '/api/customer?page=0',
  description: '/api/customer',
  message: 'relation "customers" does not exist',
  ip: '10.0.0.8',
  browser: 'Firefox 121',
  durationMs: 12,
  createTime: '2026-11-23T01:30:00.000Z',
};
const detail: ErrorLogDetail = {
  ...failure,
  userAgent: 'Mozilla/5.0 Firefox/121.0',
  stack: 'Error: relation "customers" does not exist\n    at listCustomers (routes.ts:12:3)',
  requestId: '5f0c2d7e-8a61-4c4b-9d1e-2b7f3a9c0e11',
};

function setup(content: ErrorLogRow[] = [failure]) {
  const server = installFakeServer({ roles: ['admin'] });
  server.on((call) => {
    if (call.path === '/api/logs/error') return { json: { content, totalElements: content.length } };
    if (call.path === '/api/logs/error/4') return { json: detail };
    if (call.path === '/api/logs/del/error') return { json: { message: '清空成功', cleared: 1 } };
    return undefined;
  });
  return { server, ...renderPage(<ErrorLog />, '/monitor/errorLog') };
}

describe('ErrorLog', () => {
  it('lists each failed request without its stack', async () => {
    setup();
    await screen.findByText('GET /api/customer?page=0');
    for (const title of ['用户名', '请求', '描述', '异常信息', 'IP', '浏览器', '时间'])
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    const row = within(screen.getByText('GET /api/customer?page=0').closest('tr') as HTMLElement);
    expect(row.getByText('relation "customers" does not exist')).toBeTruthy();
    expect(row.getByText('Firefox 121')).toBeTruthy();
    expect(row.getByText('2026-11-23 09:30:00')).toBeTruthy();
    expect(screen.queryByText(/at listCustomers/)).toBeNull();
  });

  it('fetches the stack only when 查看详情 is clicked', async () => {
    const { server, user } = setup();
    await screen.findByText('GET /api/customer?page=0');
    expect(server.callsTo('GET', '/api/logs/error/4')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '查看详情' }));
    const dialog = (await screen.findByText('异常详情')).closest('.arco-modal') as HTMLElement;
    expect((await within(dialog).findByLabelText('异常堆栈')).textContent).toContain('at listCustomers');
    // The 请求编号 its user was shown, to match a screenshot against.
    expect(within(dialog).getByText('5f0c2d7e-8a61-4c4b-9d1e-2b7f3a9c0e11')).toBeTruthy();
    expect(server.callsTo('GET', '/api/logs/error/4')).toHaveLength(1);
  });

  it('clears the log after asking', async () => {
    const { server, user } = setup();
    await screen.findByText('GET /api/customer?page=0');
    await user.click(screen.getByRole('button', { name: /清空/ }));
    expect(await screen.findByText('确定清空全部异常日志吗？')).toBeTruthy();
    expect(server.callsTo('DELETE', '/api/logs/del/error')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.callsTo('DELETE', '/api/logs/del/error')).toHaveLength(1));
    expect(await screen.findByText('清空成功')).toBeTruthy();
  });

  it('offers nothing to clear when the log is empty', async () => {
    setup([]);
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(screen.getByRole('button', { name: /清空/ }).hasAttribute('disabled')).toBe(true);
  });
});
