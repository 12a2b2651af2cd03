import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { OperationLogRow } from '@yjf/domain/logSchemas';
import { createStore } from '@yjf/store/store';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { MyLogsCard } from './MyLogsCard';

const entry = (id: number): OperationLogRow => ({
  id,
  username: '13800000002',
  description: `新增客户「客户${id}」`,
  action: 'add',
  resource: 'customer',
  recordId: id,
  ip: '10.0.0.9',
  browser: 'Safari',
  durationMs: 20,
  createTime: '2026-11-23T01:30:00.000Z',
});

describe('MyLogsCard', () => {
  it("shows the user's own operations a page at a time", async () => {
    const server = installFakeServer({ roles: ['customer:list'] });
    server.on((call) =>
      call.path === '/api/logs/user'
        ? {
            json: {
              content: Array.from({ length: 10 }, (_, i) => entry(Number(call.query.get('page')) * 10 + i + 1)),
              totalElements: 14,
            },
          }
        : undefined,
    );
    render(
      <Provider store={createStore()}>
        <MyLogsCard />
      </Provider>,
    );
    expect(await screen.findByText('我的日志')).toBeTruthy();
    const row = (await screen.findByText('新增客户「客户1」')).closest('tr') as HTMLElement;
    expect(within(row).getByText('10.0.0.9')).toBeTruthy();
    expect(within(row).getByText('Safari')).toBeTruthy();
    expect(within(row).getByText('2026-11-23 09:30:00')).toBeTruthy();
    for (const title of ['描述', 'IP', '浏览器', '时间'])
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    expect(screen.getByText('共 14 条')).toBeTruthy();

    await userEvent.click(screen.getByText('2', { selector: '.arco-pagination-item' }));
    expect(await screen.findByText('新增客户「客户11」')).toBeTruthy();
    await waitFor(() => expect(server.callsTo('GET', '/api/logs/user').at(-1)!.query.get('page')).toBe('1'));
  });
});
