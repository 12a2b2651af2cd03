import { screen, waitFor, within } from '@testing-library/react';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import DictList from '.';

/** The fake server with the signed-in user in `companyid` (1 is the platform). */
function setup(companyid: number) {
  const server = installFakeServer({ roles: ['admin'] });
  const answer = globalThis.fetch;
  globalThis.fetch = (async (input: string, init?: RequestInit) => {
    if (input.includes('/auth/info')) {
      const info = { user: { id: 1, userid: 1, companyid, roles: ['admin'], nickName: '测试' }, logo: '' };
      return answer('/auth/info', init).then((response: Response) => ({ ...response, json: async () => info }));
    }
    return answer(input, init);
  }) as typeof fetch;
  server.on((call) => {
    if (call.path.startsWith('/api/dicts') && call.method !== 'GET') return { json: { message: '成功' } };
    return undefined;
  });
  return { server, ...renderPage(<DictList />, '/system/dict') };
}

const groups = () => screen.getByText('字典列表').closest('.arco-card') as HTMLElement;
const items = () => screen.getByText(/^字典详情/).closest('.arco-card') as HTMLElement;
const rowIn = (card: HTMLElement, text: string) => within(card).getByText(text).closest('tr') as HTMLElement;

describe('DictList', () => {
  it('shows the dictionaries, and the values of the one clicked', async () => {
    const { user } = setup(1);
    await within(groups()).findByText('渠道类型');
    expect(within(items()).getByText('字典详情：渠道类型')).toBeTruthy();
    for (const title of ['字典编码', '字典名称', '排序'])
      expect(within(groups()).getByRole('columnheader', { name: title })).toBeTruthy();
    for (const title of ['字典值', '字典标签', '排序'])
      expect(within(items()).getByRole('columnheader', { name: title })).toBeTruthy();

    await user.click(within(groups()).getByText('出库状态'));
    expect(within(items()).getByText('字典详情：出库状态')).toBeTruthy();
    expect(within(items()).getByText('未出库')).toBeTruthy();
  });

  it('lets the platform rename a built-in dictionary but not delete it or its values', async () => {
    setup(1);
    await within(groups()).findByText('渠道类型');
    const d001 = within(rowIn(groups(), 'D001'));
    expect(d001.getByRole('button', { name: '编辑' })).toBeTruthy();
    expect(d001.queryByRole('button', { name: '删除' })).toBeNull();
    const firstValue = within(items()).getAllByRole('row')[1]!;
    expect(within(firstValue).getByRole('button', { name: '编辑' })).toBeTruthy();
    expect(within(firstValue).queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('adds a value to the chosen dictionary in 新增字典值', async () => {
    const { server, user } = setup(1);
    await within(groups()).findByText('渠道类型');
    await user.click(within(groups()).getByText('任务状态'));
    await user.click(within(items()).getByRole('button', { name: /新增/ }));
    const dialog = (await screen.findByText('新增字典值')).closest('.arco-modal') as HTMLElement;
    await user.type(within(dialog).getByPlaceholderText('如 1、2、A'), '2');
    await user.type(within(dialog).getByPlaceholderText('请输入字典标签'), '已取消');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/dicts/D009/items')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/dicts/D009/items')[0]!.body).toMatchObject({ value: '2', name: '已取消' });
    expect(await screen.findByText('新增成功')).toBeTruthy();
  });

  it('edits a dictionary name, its code fixed', async () => {
    const { server, user } = setup(1);
    await within(groups()).findByText('渠道类型');
    await user.click(within(rowIn(groups(), 'D003')).getByRole('button', { name: '编辑' }));
    const dialog = (await screen.findByText('编辑字典')).closest('.arco-modal') as HTMLElement;
    const name = within(dialog).getByPlaceholderText('请输入字典名称') as HTMLInputElement;
    expect(name.value).toBe('意向程度');
    await user.clear(name);
    await user.type(name, '客户意向');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/dicts/D003')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/dicts/D003')[0]!.body).toMatchObject({ code: 'D003', name: '客户意向' });
  });

  it('shows a company the dictionaries to read only', async () => {
    setup(2);
    await within(groups()).findByText('渠道类型');
    expect(screen.getByText('数据字典由平台统一维护，企业可以查看，不能修改。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新增|编辑|删除/ })).toBeNull();
  });
});
