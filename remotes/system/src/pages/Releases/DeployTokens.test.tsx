import { screen, waitFor, within } from '@testing-library/react';
import type { DeployTokenInfo } from '@yjf/area-system/domain/deployTokenSchemas';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import { DeployTokens } from './DeployTokens';

const areas = [
  { area: 'customers', title: '渠道客户' },
  { area: 'system', title: '系统管理' },
];
const pipeline: DeployTokenInfo = {
  id: 1,
  name: '客户区流水线',
  areas: ['customers'],
  level: 'candidate',
  hint: 'yjfd_AbC1…',
  createdBy: '13800000000',
  createdAt: '2026-11-25T02:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};
const old: DeployTokenInfo = {
  ...pipeline,
  id: 2,
  name: '旧流水线',
  level: 'release',
  revokedAt: '2026-11-20T02:00:00.000Z',
};
const token = `yjfd_${'x'.repeat(43)}`;

function setup() {
  const server = installFakeServer({ roles: ['admin'] });
  server.on((call) => {
    if (call.method === 'GET' && call.path === '/api/deploy/tokens') return { json: [pipeline, old] };
    if (call.method === 'POST' && call.path === '/api/deploy/tokens')
      return { json: { ...pipeline, id: 3, name: '系统区流水线', areas: ['system'], token } };
    if (call.method === 'DELETE' && call.path === '/api/deploy/tokens/1')
      return { json: { message: '部署令牌「客户区流水线」已撤销，使用它的流水线将无法再发布' } };
    return undefined;
  });
  const { user } = renderPage(<DeployTokens areas={areas} />);
  const row = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
  return { server, user, row };
}

describe('DeployTokens', () => {
  it('lists each token by name, areas and hint; a revoked one says when and cannot be revoked again', async () => {
    const { row } = setup();
    const live = await row('客户区流水线');
    expect(within(live).getByText('渠道客户')).toBeTruthy();
    expect(within(live).getByText('yjfd_AbC1…')).toBeTruthy();
    expect(within(live).getByText('从未使用')).toBeTruthy();
    expect(within(live).getByText('有效')).toBeTruthy();
    expect(within(live).getByText('候选级')).toBeTruthy();
    const revoked = await row('旧流水线');
    expect(within(revoked).getByText('发布级')).toBeTruthy();
    expect(within(revoked).getByText('已撤销 2026-11-20 10:00:00')).toBeTruthy();
    expect(within(revoked).queryByRole('button', { name: '撤销「旧流水线」' })).toBeNull();
  });

  it('makes a token for the chosen areas and shows it once, to copy', async () => {
    const { user, server } = setup();
    await user.click(await screen.findByRole('button', { name: '新建令牌' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '创建' }));
    expect(await screen.findByText('请填写令牌名称')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('名称'), '系统区流水线');
    await user.click(within(dialog).getByRole('button', { name: '创建' }));
    expect(await screen.findByText('请选择可发布的区域')).toBeTruthy();
    expect(server.callsTo('POST', '/api/deploy/tokens')).toHaveLength(0);

    await user.click(within(dialog).getByRole('checkbox', { name: '系统管理' }));
    expect((within(dialog).getByRole('radio', { name: /候选级/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: /发布级/ }));
    await user.click(within(dialog).getByRole('button', { name: '创建' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/deploy/tokens')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/deploy/tokens')[0]!.body).toEqual({
      name: '系统区流水线',
      areas: ['system'],
      level: 'release',
    });
    const shown = await screen.findByRole('dialog', { name: '部署令牌已创建' });
    expect((within(shown).getByLabelText('部署令牌') as HTMLInputElement).value).toBe(token);
    expect(within(shown).getByText(/只显示这一次/)).toBeTruthy();
    await user.click(within(shown).getByRole('button', { name: '我已保存' }));
    await waitFor(() => expect(screen.queryByDisplayValue(token)).toBeNull());
  });

  it('revokes a token after confirming', async () => {
    const { user, server } = setup();
    await user.click(await screen.findByRole('button', { name: '撤销「客户区流水线」' }));
    expect(await screen.findByText('确定撤销部署令牌「客户区流水线」吗？使用它的流水线将无法再发布。')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '撤销' }));
    await waitFor(() => expect(server.callsTo('DELETE', '/api/deploy/tokens/1')).toHaveLength(1));
    expect(await screen.findByText('部署令牌「客户区流水线」已撤销，使用它的流水线将无法再发布')).toBeTruthy();
  });
});
