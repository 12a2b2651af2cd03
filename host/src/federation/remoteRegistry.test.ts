import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LiveRemote } from '@yjf/domain/remotes';
import { loadRemotePage } from './remoteRegistry';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const purchasing = { name: 'purchasing', entry: '/remotes/purchasing/v2/mf-manifest.json', compatible: true };

describe('loadRemotePage', () => {
  it('reads the live areas again before calling a page missing: an area bought since the page loaded opens', async () => {
    const answers: { remotes: Partial<LiveRemote>[] }[] = [{ remotes: [] }, { remotes: [purchasing] }];
    global.fetch = jest.fn(async () => ({ ok: true, json: async () => answers.shift() })) as unknown as typeof fetch;
    const Page = () => null;
    jest.mocked(loadRemote).mockResolvedValue({ default: Page });

    const result = await loadRemotePage('purchasing/PurchaseOrderList');

    expect(result).toEqual({ kind: 'ready', Component: Page });
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'purchasing', entry: purchasing.entry }]);
  });
});
