import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DeployOverview } from '@yjf/area-system/domain/releaseSchemas';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import Releases from '.';

const overview: DeployOverview = {
  areas: [
    {
      area: 'system',
      title: '系统管理',
      live: '20261123-100000-bbbbbbb',
      history: ['20261122-090000-aaaaaaa'],
      versions: [
        {
          version: '20261123-100000-bbbbbbb',
          publishedAt: '2026-11-23T02:00:00.000Z',
          files: 42,
          bytes: 2048,
          live: true,
        },
        {
          version: '20261122-090000-aaaaaaa',
          publishedAt: '2026-11-22T01:00:00.000Z',
          files: 40,
          bytes: 1024,
          live: false,
        },
      ],
      candidate: null,
    },
    { area: 'finance', title: '财务收款', live: null, history: [], versions: [], candidate: null },
  ],
  automatic: [],
};

function setup(shown: DeployOverview = overview) {
  const server = installFakeServer({ roles: ['admin'] });
  server.on((call) => {
    if (call.method === 'GET' && call.path === '/api/deploy') return { json: shown };
    if (call.method === 'GET' && call.path === '/api/deploy/tokens') return { json: [] };
    if (call.path === '/api/deploy/switch')
      return { json: { area: 'system', live: 'x', message: '系统管理的当前版本已切换为 x' } };
    if (call.path === '/api/deploy/rollback')
      return { json: { area: 'system', live: 'y', message: '系统管理已回滚到版本 y' } };
    if (call.path === '/api/deploy/upload') {
      return {
        json: {
          area: 'finance',
          version: '20261124-080000-ccccccc',
          live: true,
          message: '财务收款：已发布新版本 20261124-080000-ccccccc，已设为当前版本',
        },
      };
    }
    return undefined;
  });
  const { user } = renderPage(<Releases />);
  const row = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;
  return { server, user, row };
}

describe('Releases', () => {
  it('shows each area with its live version, time, files and size', async () => {
    const { row } = setup();
    const system = await row('系统管理');
    expect(within(system).getByText('20261123-100000-bbbbbbb')).toBeTruthy();
    expect(within(system).getByText('2026-11-23 10:00:00')).toBeTruthy();
    expect(within(system).getByText('42')).toBeTruthy();
    expect(within(system).getByText('2.0 KB')).toBeTruthy();
    const finance = await row('财务收款');
    expect(within(finance).getByText('未发布')).toBeTruthy();
    expect((within(finance).getByRole('button', { name: '回滚' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('tells of the automatic withdrawals and rollbacks of the last day', async () => {
    const reason = '渠道客户的候选版本 v2 近 10 分钟加载失败率 100%（3 次加载），已自动撤回';
    const { row } = setup({ ...overview, automatic: [{ at: '2026-12-05T03:30:00.000Z', description: reason }] });
    await row('系统管理');
    expect(screen.getByText('近 24 小时的自动撤回与回滚')).toBeTruthy();
    expect(screen.getByText(`2026-12-05 11:30:00 ${reason}`)).toBeTruthy();
  });

  it('says nothing of automatic changes when there were none', async () => {
    const { row } = setup();
    await row('系统管理');
    expect(screen.queryByText('近 24 小时的自动撤回与回滚')).toBeNull();
  });

  it('lists the versions and makes an older one live after confirming', async () => {
    const { user, row, server } = setup();
    await user.click(within(await row('系统管理')).getByRole('button', { name: '版本列表（2）' }));
    const versions = (await screen.findByText('当前')).closest('table') as HTMLElement;
    expect(within(versions).getByText('20261122-090000-aaaaaaa')).toBeTruthy();
    const buttons = within(versions).getAllByRole('button', { name: '设为当前' });
    expect(buttons).toHaveLength(1); // not on the live one
    await user.click(buttons[0]!);
    expect(await screen.findByText('确定将「系统管理」切换到版本 20261122-090000-aaaaaaa 吗？')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/deploy/switch')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/deploy/switch')[0]!.body).toEqual({
      area: 'system',
      version: '20261122-090000-aaaaaaa',
    });
    expect(await screen.findByText('系统管理的当前版本已切换为 x')).toBeTruthy();
  });

  it('offers the host’s versions to switch to but never as a candidate, and draws no browser counts for it', async () => {
    const system = overview.areas[0]!;
    const { user, row } = setup({ ...overview, areas: [{ ...system, area: 'host', title: '主应用' }] });
    const host = await row('主应用');
    expect(within(host).getByText('-')).toBeTruthy();
    await user.click(within(host).getByRole('button', { name: '版本列表（2）' }));
    const versions = (await screen.findByText('当前')).closest('table') as HTMLElement;
    expect(within(versions).getByRole('button', { name: '设为当前' })).toBeTruthy();
    expect(within(versions).queryByRole('button', { name: '设为候选' })).toBeNull();
  });

  it('rolls an area back after confirming', async () => {
    const { user, row, server } = setup();
    await user.click(within(await row('系统管理')).getByRole('button', { name: '回滚' }));
    expect(await screen.findByText('确定将「系统管理」回滚到上一个版本 20261122-090000-aaaaaaa 吗？')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/deploy/rollback')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/deploy/rollback')[0]!.body).toEqual({ area: 'system' });
    expect(await screen.findByText('系统管理已回滚到版本 y')).toBeTruthy();
  });

  it('publishes an archive for the chosen area and says which version it became', async () => {
    const { user, row, server } = setup();
    await user.click(within(await row('财务收款')).getByRole('button', { name: '发布' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('发布新版本')).toBeTruthy();
    expect(within(dialog).getByText('财务收款（finance）')).toBeTruthy();
    expect((within(dialog).getByRole('checkbox', { name: '立即生效' }) as HTMLInputElement).checked).toBe(true);

    await user.upload(within(dialog).getByLabelText('选择压缩包'), new File(['PK'], 'finance-dist.zip'));
    expect(within(dialog).getByText('finance-dist.zip（2 B）')).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: '立即生效' }));
    await user.click(within(dialog).getByRole('button', { name: '发布' }));

    await waitFor(() => expect(server.callsTo('POST', '/api/deploy/upload')).toHaveLength(1));
    const form = server.callsTo('POST', '/api/deploy/upload')[0]!.body as FormData;
    expect(form.get('area')).toBe('finance');
    expect(form.get('activate')).toBe('false');
    expect(form.get('candidate')).toBe('false');
    expect((form.get('file') as File).name).toBe('finance-dist.zip');
    expect(await screen.findByText('财务收款：已发布新版本 20261124-080000-ccccccc，已设为当前版本')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a file that is not an archive before sending it', async () => {
    const { user, server } = setup();
    await user.click(await screen.findByRole('button', { name: '发布新版本' }));
    const dialog = await screen.findByRole('dialog');
    // What a person can still pick with the file dialog's 所有文件.
    fireEvent.change(within(dialog).getByLabelText('选择压缩包'), { target: { files: [new File(['x'], 'dist.rar')] } });
    expect(await screen.findByText('只能上传 .zip、.tar.gz 或 .tgz 压缩包')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '发布' }));
    expect(await screen.findByText('请选择区域')).toBeTruthy();
    expect(server.callsTo('POST', '/api/deploy/upload')).toHaveLength(0);
  });
});
