import { render, screen } from '@testing-library/react';
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
