import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DatabaseUpgrade as Upgrade } from '@yjf/area-system/domain/databaseUpgradeSchemas';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import DatabaseUpgrade from '.';

const failed: Upgrade = {
  id: 1,
  filename: 'v2.sql',
  sha256: 'a'.repeat(64),
  bytes: 120,
  statements: 2,
  succeeded: false,
  message: '执行失败，已全部回滚：relation "nope" does not exist',
  durationMs: 12,
  username: '13800000000',
  createTime: '2026-11-23T02:00:00.000Z',
};

function setup() {
  const server = installFakeServer({ roles: ['admin'] });
  let history = [failed];
  server.on((call) => {
    if (call.method === 'GET' && call.path === '/api/database/upgrades') return { json: history };
    if (call.path === '/api/database/upload') {
      const upgrade = { ...failed, id: 2, filename: 'v3.sql', succeeded: true, message: '执行成功', statements: 3 };
      history = [upgrade, ...history];
      return { json: { message: '执行成功：共 3 条语句', upgrade } };
    }
    return undefined;
  });
  const { user } = renderPage(<DatabaseUpgrade />);
  return { server, user };
}

describe('DatabaseUpgrade', () => {
  it('warns that the file runs in one transaction and lists the files run before', async () => {
    setup();
    expect(screen.getByText('整个文件在一个事务中执行，失败则全部回滚')).toBeTruthy();
    const row = (await screen.findByText('v2.sql')).closest('tr') as HTMLElement;
    expect(within(row).getByText('失败')).toBeTruthy();
    expect(within(row).getByText('执行失败，已全部回滚：relation "nope" does not exist')).toBeTruthy();
    expect(within(row).getByText('12 毫秒')).toBeTruthy();
    expect(within(row).getByText('13800000000')).toBeTruthy();
    expect(within(row).getByText('2026-11-23 10:00:00')).toBeTruthy();
  });

  it('runs a chosen file only after confirming, and shows it in the history', async () => {
    const { user, server } = setup();
    await screen.findByText('v2.sql');
    await user.upload(screen.getByLabelText('选择 SQL 文件'), new File(['create table t (id int);'], 'v3.sql'));
    expect(await screen.findByText(/确定在数据库中执行「v3\.sql」/)).toBeTruthy();
    expect(server.callsTo('POST', '/api/database/upload')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '执行' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/database/upload')).toHaveLength(1));
    const form = server.callsTo('POST', '/api/database/upload')[0]!.body as FormData;
    expect((form.get('file') as File).name).toBe('v3.sql');
    expect(await screen.findByText('执行成功：共 3 条语句')).toBeTruthy();
    expect(await screen.findByText('v3.sql')).toBeTruthy();
  });

  it('runs nothing when the confirmation is cancelled or the file is not SQL', async () => {
    const { user, server } = setup();
    await screen.findByText('v2.sql');
    await user.upload(screen.getByLabelText('选择 SQL 文件'), new File(['select 1;'], 'v4.sql'));
    await user.click(await screen.findByRole('button', { name: '取消' }));
    fireEvent.change(screen.getByLabelText('选择 SQL 文件'), { target: { files: [new File(['x'], 'notes.txt')] } });
    expect(await screen.findByText('只能上传 .sql 文件')).toBeTruthy();
    expect(server.callsTo('POST', '/api/database/upload')).toHaveLength(0);
  });
});
