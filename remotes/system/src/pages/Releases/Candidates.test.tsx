import { screen, waitFor, within } from '@testing-library/react';
import type { DeployOverview } from '@yjf/area-system/domain/releaseSchemas';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import { CandidatePanel } from './CandidatePanel';
import Releases from '.';

const LIVE = '20261201-100000-aaaaaaa';
const CANDIDATE = '20261204-090000-bbbbbbb';
const OLDER = '20261130-080000-ccccccc';
const version = (name: string, live: boolean) => ({
  version: name,
  publishedAt: '2026-12-01T02:00:00.000Z',
  files: 42,
  bytes: 2048,
  live,
});

const customers: DeployOverview['areas'][number] = {
  area: 'customers',
  title: '渠道客户',
  live: LIVE,
  history: [OLDER],
  versions: [version(CANDIDATE, false), version(LIVE, true), version(OLDER, false)],
  candidate: {
    version: CANDIDATE,
    companies: [{ id: 5, name: '华东建材' }],
    share: 10,
    createdBy: '13800000000',
    createdAt: '2026-12-04T01:00:00.000Z',
    reach: 3,
  },
};
const overview: DeployOverview = {
  areas: [
    customers,
    {
      area: 'finance',
      title: '财务收款',
      live: LIVE,
      history: [],
      versions: [version(LIVE, true), version(OLDER, false)],
      candidate: null,
    },
  ],
  automatic: [],
};

function setup(roles = ['admin']) {
  const server = installFakeServer({ roles, companyId: 1 });
  server.on((call) => {
    if (call.method === 'GET' && call.path === '/api/deploy') return { json: overview };
    if (call.method === 'GET' && call.path === '/api/deploy/tokens') return { json: [] };
    if (call.method === 'GET' && call.path === '/api/deploy/health')
      return { json: { from: '2026-12-05T02:31:00.000Z', to: '2026-12-05T03:30:00.000Z', versions: [] } };
    if (call.path.startsWith('/api/deploy/')) return { json: { message: `done ${call.method} ${call.path}` } };
    return undefined;
  });
  const { user } = renderPage(<Releases />);
  const row = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;
  const openCandidate = async () => {
    await user.click(within(await row('渠道客户')).getByRole('button', { name: '候选与版本' }));
    return screen.findByRole('region', { name: '渠道客户的候选版本' });
  };
  return { server, user, row, openCandidate };
}

describe('Releases: candidates', () => {
  it('shows each area’s live version beside its candidate and who gets the candidate', async () => {
    const { row, openCandidate } = setup();
    const area = await row('渠道客户');
    expect(within(area).getByText(LIVE)).toBeTruthy();
    expect(within(area).getByText(CANDIDATE)).toBeTruthy();
    expect(within(area).getByText('指定 1 家企业 + 10% 的企业，共 3 家')).toBeTruthy();
    expect(within(area).getByText('候选')).toBeTruthy();
    expect(within(await row('财务收款')).queryByText('候选')).toBeNull();

    const panel = await openCandidate();
    expect(within(panel).getByText('华东建材（5）')).toBeTruthy();
    expect(within(panel).getByText('10%')).toBeTruthy();
    expect(within(panel).getByText('灰度中')).toBeTruthy();
    const versions = screen.getByText('当前').closest('table') as HTMLElement;
    expect(within(versions).getByText('候选')).toBeTruthy();
  });

  it('canaries the candidate to named companies and a share', async () => {
    const { user, server, openCandidate } = setup();
    await user.click(within(await openCandidate()).getByRole('button', { name: '灰度设置' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`灰度设置：渠道客户 ${CANDIDATE}`)).toBeTruthy();

    const company = within(dialog).getByLabelText('指定企业');
    await user.click(within(dialog).getByRole('button', { name: '添加' }));
    expect(await screen.findByText('请输入企业编号')).toBeTruthy();
    await user.type(company, '3');
    await user.click(within(dialog).getByRole('button', { name: '添加' }));
    expect(within(dialog).getByText('企业 3')).toBeTruthy();
    await user.type(company, '7');
    await user.click(within(dialog).getByRole('button', { name: '添加' }));
    expect(within(dialog).getByText('企业 7')).toBeTruthy();
    // 华东建材 was named before; closing its tag takes it out.
    await user.click(
      within(within(dialog).getByText('华东建材（5）').closest('.arco-tag') as HTMLElement).getByRole('button'),
    );
    const share = within(dialog).getByLabelText('灰度比例');
    await user.clear(share);
    await user.type(share, '25');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(server.callsTo('PUT', '/api/deploy/canary')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/deploy/canary')[0]!.body).toEqual({
      area: 'customers',
      companies: [3, 7],
      share: 25,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('promotes the candidate to everyone and withdraws it, each after confirming', async () => {
    const { user, server, openCandidate } = setup();
    const panel = await openCandidate();

    await user.click(within(panel).getByRole('button', { name: '推广到全部' }));
    expect(
      await screen.findByText(`确定将「渠道客户」的候选版本 ${CANDIDATE} 推广到全部企业吗？它将成为当前版本。`),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '推广' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/deploy/promote')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/deploy/promote')[0]!.body).toEqual({ area: 'customers' });

    await user.click(within(panel).getByRole('button', { name: '撤回' }));
    expect(
      await screen.findByText(
        `确定撤回「渠道客户」的候选版本 ${CANDIDATE} 吗？灰度企业和预览都将回到当前版本 ${LIVE}。`,
      ),
    ).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: '撤回' }).at(-1)!);
    await waitFor(() => expect(server.callsTo('POST', '/api/deploy/withdraw')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/deploy/withdraw')[0]!.body).toEqual({ area: 'customers' });
  });

  it('makes a published version the candidate from the version list', async () => {
    const { user, server, row } = setup();
    await user.click(within(await row('财务收款')).getByRole('button', { name: '版本列表（2）' }));
    await user.click(await screen.findByRole('button', { name: '设为候选' }));
    expect(
      await screen.findByText(`确定将「财务收款」的版本 ${OLDER} 设为候选版本吗？设好后可预览、灰度。`),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/deploy/candidate')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/deploy/candidate')[0]!.body).toEqual({ area: 'finance', version: OLDER });
  });

  it('uploads an archive as the candidate: it does not go live', async () => {
    const { user, server, row } = setup();
    await user.click(within(await row('渠道客户')).getByRole('button', { name: '发布' }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByLabelText('选择压缩包'), new File(['PK'], 'customers-dist.zip'));
    await user.click(within(dialog).getByRole('switch', { name: '候选版本' }));
    expect((within(dialog).getByRole('checkbox', { name: '立即生效' }) as HTMLInputElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: '发布' }));

    await waitFor(() => expect(server.callsTo('POST', '/api/deploy/upload')).toHaveLength(1));
    const form = server.callsTo('POST', '/api/deploy/upload')[0]!.body as FormData;
    expect([form.get('area'), form.get('candidate'), form.get('activate')]).toEqual(['customers', 'true', 'false']);
  });

  it('an administrator who may only publish sees no 推广到全部 or 撤回', async () => {
    const server = installFakeServer({ roles: ['release:add'], companyId: 1 });
    server.on(() => undefined);
    renderPage(<CandidatePanel area={customers} candidate={customers.candidate!} onCanary={jest.fn()} />);
    expect(await screen.findByRole('button', { name: '灰度设置' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '推广到全部' })).toBeNull();
    expect(screen.queryByRole('button', { name: '撤回' })).toBeNull();
  });

  it('previews the candidate for this session after confirming, then loads the page again', async () => {
    const server = installFakeServer({ roles: ['admin'], companyId: 1 });
    server.on((call) => (call.path === '/api/deploy/preview' ? { json: { message: '已开始预览' } } : undefined));
    const reload = jest.fn();
    const { user } = renderPage(
      <CandidatePanel area={customers} candidate={customers.candidate!} onCanary={jest.fn()} reload={reload} />,
    );
    await user.click(await screen.findByRole('button', { name: '预览' }));
    expect(
      await screen.findByText(`预览「渠道客户」的候选版本 ${CANDIDATE}：只有你当前的登录会话使用它，页面将重新加载。`),
    ).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: '预览' }).at(-1)!);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(server.callsTo('PUT', '/api/deploy/preview')[0]!.body).toEqual({ area: 'customers', version: CANDIDATE });
  });
});
