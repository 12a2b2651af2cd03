import { loadRemote } from '@module-federation/enhanced/runtime';
import type { MenuRoute } from '@yjf/domain/menus';
import type { LiveRemote } from '@yjf/domain/remotes';
import { openBookmark } from './openBookmark';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('@yjf/api/token', () => ({ getToken: () => 'abc123' }));

const meta = (title: string) => ({ title, icon: '', noCache: false });
const menus: MenuRoute[] = [
  {
    name: 'Customer',
    path: '/customer',
    hidden: false,
    component: 'Layout',
    meta: meta('渠道客户'),
    children: [
      { name: 'List', path: 'list', hidden: false, component: 'customers/CustomerList', meta: meta('客户列表') },
    ],
  },
];
const customers: LiveRemote = {
  name: 'customers',
  version: 'v1',
  entry: '/remotes/customers/v1/mf-manifest.json',
  kernel: '1',
  compatible: true,
  pages: [{ module: 'CustomerInfo', title: '客户详情', path: '/customer/info/:id' }],
};

describe('openBookmark', () => {
  beforeEach(() => {
    jest
      .mocked(loadRemote)
      .mockReset()
      .mockResolvedValue({ default: () => null });
    global.fetch = jest.fn(async (url: string | URL | Request) => {
      const body = String(url) === '/api/remotes' ? { remotes: [customers] } : menus;
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
  });

  it.each([
    ['/customer/list', 'customers/CustomerList'],
    ['/customer/info/7', 'customers/CustomerInfo'],
  ])('starts loading the module of %s before the shell draws', async (path, component) => {
    await openBookmark(path);
    expect(loadRemote).toHaveBeenCalledWith(component);
  });

  it('loads nothing for a path no page of the user matches (the shell shows 404 or the plan notice)', async () => {
    await openBookmark('/purchase/order');
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
