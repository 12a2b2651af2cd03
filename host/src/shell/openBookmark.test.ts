import type { api as Api } from '@yjf/api/api';
import type { FirstData } from '@yjf/api/firstData';
import type { menusApi as MenusApi } from '@yjf/api/menus';
import type { recordsApi as RecordsApi } from '@yjf/api/records';
import type { sessionApi as SessionApi } from '@yjf/api/sessionApi';
import type { store as Store } from '@yjf/store/store';
import type { openBookmark as OpenBookmark } from './openBookmark';
import type { MenuRoute } from '@yjf/domain/menus';
import type { LiveRemote } from '@yjf/domain/remotes';

type Modules = {
  loadRemote: jest.Mock;
  api: typeof Api;
  recordsApi: typeof RecordsApi;
  sessionApi: typeof SessionApi;
  menusApi: typeof MenusApi;
  store: typeof Store;
  openBookmark: typeof OpenBookmark;
};
/** A page load's modules, fresh for each test: the store, the API cache and the loaded remotes start empty. */
let m: Modules;
const ONE_PIECE_WAIT_MS = jest.requireActual<{ ONE_PIECE_WAIT_MS: number }>('./openBookmark').ONE_PIECE_WAIT_MS;

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('@yjf/api/token', () => ({ getToken: () => 'abc123' }));
jest.mock('./membership/MembershipDialog', () => ({}));

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
  title: '渠道客户',
  version: 'v1',
  entry: '/remotes/customers/v1/mf-manifest.json',
  kernel: '1',
  compatible: true,
  contractCompatible: true,
  pages: [{ module: 'CustomerInfo', title: '客户详情', path: '/customer/info/:id' }],
  channel: 'stable',
};
const member = { id: 5, userid: 5, companyid: 2, vip: 2, roles: ['admin'], nickName: '张总' };

const stored = new Map<string, string>();
// The browser's storage and a desktop's screen (the membership dialog opens by itself on neither a phone nor twice a day).
Object.assign(globalThis, {
  localStorage: { getItem: (key: string) => stored.get(key) ?? null },
  window: { matchMedia: () => ({ matches: false }) },
});

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
/** The server: the user, the menus and the live areas at once; a page's data when `pageData` lets it go. */
function serve(user = member, pageData: Promise<Response> = Promise.resolve(json({ content: [], totalElements: 0 }))) {
  global.fetch = jest.fn(async (url: string | URL | Request) => {
    const path = String(url);
    if (path === '/api/remotes') return json({ remotes: [customers] });
    if (path === '/auth/info') return json({ user, logo: '', URL: '' });
    if (path === '/api/menus/build') return json(menus);
    return pageData;
  }) as typeof fetch;
}

/** A page module whose first data is the first page of customers, as its list asks for it. */
const firstPage = { page: 0, size: 10 };
const withFirstData = (firstData: FirstData) => m.loadRemote.mockResolvedValue({ default: () => null, firstData });
const customersFirstPage: FirstData = () => [
  m.recordsApi.util.prefetch('listRecords', { resource: 'customer', params: firstPage }, {}),
];
const firstPageInStore = () =>
  m.recordsApi.endpoints.listRecords.select({ resource: 'customer', params: firstPage })(m.store.getState()).data;

describe('openBookmark', () => {
  beforeEach(async () => {
    stored.clear();
    jest.resetModules();
    const [{ api }, { recordsApi }, { sessionApi }, { menusApi }, { store }, { openBookmark }] = await Promise.all([
      import('@yjf/api/api'),
      import('@yjf/api/records'),
      import('@yjf/api/sessionApi'),
      import('@yjf/api/menus'),
      import('@yjf/store/store'),
      import('./openBookmark'),
    ]);
    const { loadRemote } = jest.requireMock<{ loadRemote: jest.Mock }>('@module-federation/enhanced/runtime');
    m = { loadRemote, api, recordsApi, sessionApi, menusApi, store, openBookmark };
    m.loadRemote.mockResolvedValue({ default: () => null });
    serve();
  });
  // The cache's timers for answers no page took.
  afterEach(() => m.store.dispatch(m.api.util.resetApiState()));

  it.each([
    ['/customer/list', 'customers/CustomerList'],
    ['/customer/info/7', 'customers/CustomerInfo'],
  ])('starts loading the module of %s before the shell draws', async (path, component) => {
    await m.openBookmark(path);
    expect(m.loadRemote).toHaveBeenCalledWith(component);
  });

  it('loads nothing for a path no page of the user matches (the shell shows 404 or the plan notice)', async () => {
    await m.openBookmark('/purchase/order');
    expect(m.loadRemote).not.toHaveBeenCalled();
  });

  it('has the user and the menus in the store when the shell may draw', async () => {
    await m.openBookmark('/purchase/order');
    const state = m.store.getState();
    expect(m.sessionApi.endpoints.getInfo.select()(state).data?.user.id).toBe(5);
    expect(m.menusApi.endpoints.getMenuRoutes.select()(state).data).toEqual(menus);
  });

  it("asks for the page's first data with the user and the route's parameters, and lets the shell draw once it is in", async () => {
    let answer!: (response: Response) => void;
    serve(member, new Promise((resolve) => (answer = resolve)));
    const firstData = jest.fn(customersFirstPage);
    m.loadRemote.mockResolvedValue({ default: () => null, firstData });
    let drawable = false;
    const opening = m.openBookmark('/customer/info/7').then(() => (drawable = true));

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(firstData).toHaveBeenCalledWith({ user: expect.objectContaining({ id: 5 }), params: { id: '7' } });
    expect(drawable).toBe(false);
    answer(json({ content: [{ id: 1 }], totalElements: 1 }));
    await opening;
    expect(firstPageInStore()).toEqual({ content: [{ id: 1 }], totalElements: 1 });
  });

  it("does not ask for the page's first data at an address that names other data (a list's page and search)", async () => {
    const firstData = jest.fn(customersFirstPage);
    withFirstData(firstData);
    await m.openBookmark('/customer/list', '?page=2&blurry=张');
    expect(m.loadRemote).toHaveBeenCalledWith('customers/CustomerList');
    expect(firstData).not.toHaveBeenCalled();
  });

  it('lets the shell draw at once for a trial user, whose membership dialog opens over the page', async () => {
    serve({ ...member, vip: 1 }, new Promise(() => {}));
    withFirstData(customersFirstPage);
    await m.openBookmark('/customer/list');
    expect(firstPageInStore()).toBeUndefined();
  });

  it(`lets the shell draw after ${ONE_PIECE_WAIT_MS} ms whatever has not arrived`, async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      serve(member, new Promise(() => {}));
      withFirstData(customersFirstPage);
      let drawable = false;
      void m.openBookmark('/customer/list').then(() => (drawable = true));
      await jest.advanceTimersByTimeAsync(ONE_PIECE_WAIT_MS - 1);
      expect(drawable).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(drawable).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
