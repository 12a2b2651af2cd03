import { render, screen } from '@testing-library/react';
import { NEEDS_NEWER_SERVER } from '@yjf/domain/remotes';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadLiveRemotes, loadRemotePage } from './remoteRegistry';
import { resetRemoteTelemetry, takeReport } from './remoteTelemetry';
import { RemotePage } from './RemotePage';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const customers = { name: 'customers', entry: '/remotes/customers/v1/mf-manifest.json', compatible: true, pages: [] };

describe('RemotePage', () => {
  it('draws a page that has loaded already (a bookmark opened cold, a menu item hovered) once, at once', async () => {
    global.fetch = jest.fn(async () => ({
      ok: true,
      json: async () => ({ remotes: [customers] }),
    })) as unknown as typeof fetch;
    let draws = 0;
    const CustomerList = () => {
      draws += 1;
      return <p>客户列表</p>;
    };
    jest.mocked(loadRemote).mockResolvedValue({ default: CustomerList });
    await loadRemotePage('customers/CustomerList');

    render(<RemotePage component="customers/CustomerList" />);

    expect(screen.getByText('客户列表')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(draws).toBe(1);
  });

  it('says the module needs a newer server, and loads nothing, for a live release this server cannot serve', async () => {
    const finance = {
      name: 'finance',
      entry: '/remotes/finance/v2/mf-manifest.json',
      compatible: true,
      contract: '1.1.0',
      contractCompatible: false,
      pages: [],
    };
    global.fetch = jest.fn(async () => ({
      ok: true,
      json: async () => ({ remotes: [customers, finance] }),
    })) as unknown as typeof fetch;
    jest.mocked(loadRemote).mockClear();

    render(<RemotePage component="finance/CollectionList" />);

    expect(await screen.findByText(NEEDS_NEWER_SERVER)).toBeTruthy();
    expect(screen.getByText(/请联系管理员发布新版服务端后刷新页面/)).toBeTruthy();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('keeps a page that throws while rendering inside its notice, and counts it against its area’s release', async () => {
    global.fetch = jest.fn(async () => ({
      ok: true,
      json: async () => ({ remotes: [customers] }),
    })) as unknown as typeof fetch;
    const Broken = () => {
      throw new Error('页面坏了');
    };
    jest.mocked(loadRemote).mockResolvedValue({ default: Broken });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await loadLiveRemotes();
    await loadRemotePage('customers/BrokenPage');
    resetRemoteTelemetry();

    render(<RemotePage component="customers/BrokenPage" />);

    expect(screen.getByText('页面出错了')).toBeTruthy();
    expect(takeReport()).toEqual([
      { area: 'customers', version: 'v1', loads: 0, manifest: 0, entry: 0, chunk: 0, render: 1 },
    ]);
  });
});
