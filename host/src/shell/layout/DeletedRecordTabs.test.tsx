import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useNavigate, useParams, type NavigateFunction } from 'react-router-dom';
import { setErrorPresenter } from '@yjf/api/errorPresenter';
import { resourceApi } from '@yjf/api/records';
import { createStore } from '@yjf/store/store';
import { detailFallback } from '@yjf/ui/RecordSummary';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { shellErrorPresenter } from '../errorPresenter';
import type { PageRoute } from '@yjf/domain/menuRoutes';
import { AppMain } from './AppMain';
import { TagsView } from './TagsView';
import { ROUTER_FUTURE } from '@yjf/ui/routerFuture';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('../../federation/RemotePage', () => ({
  RemotePage: ({ component }: { component: string }) => mockRemotePage(component),
}));

type Customer = { id: number; name: string };
const customers = resourceApi<Customer, { name: string }>('customer');

/** 客户详情 as the customers area draws it: its record, or what stands in for it. */
function CustomerInfo() {
  const id = Number(useParams().pid);
  const query = customers.useGet(id > 0 ? id : undefined);
  const fallback = detailFallback('客户', id, query);
  if (fallback || !query.data) return fallback;
  return <h1>{query.data.name}</h1>;
}

/** 客户列表 reduced to its 删除 (the list engine's delete, as CrudPage calls it). */
function CustomerList() {
  const [remove] = customers.useDelete();
  return (
    <button type="button" onClick={() => void remove([5]).catch(() => undefined)}>
      删除华府家居
    </button>
  );
}

function mockRemotePage(component: string) {
  if (component === 'customers/CustomerInfo') return <CustomerInfo />;
  if (component === 'customers/CustomerList') return <CustomerList />;
  return <div>{component}</div>;
}

const page = (path: string, component: string, title: string): PageRoute => ({
  path,
  name: component,
  title,
  icon: '',
  component,
  hidden: path.includes(':'),
  noCache: false,
  trail: [title],
});
const routes = [
  page('/dashboard', 'business/Dashboard', '首页'),
  page('/customer/list', 'customers/CustomerList', '客户列表'),
  page('/customerInfo/:pid?', 'customers/CustomerInfo', '客户详情'),
];

let navigate: NavigateFunction;
function Navigator() {
  navigate = useNavigate();
  return <div>{`at ${useLocation().pathname}`}</div>;
}

function renderShell(path: string) {
  const server = installFakeServer({ roles: ['admin'] });
  const names: Record<number, string> = { 5: '华府家居', 6: '星河影音' };
  server.on((call) => {
    const id = Number(/^\/api\/customer\/(\d+)$/.exec(call.path)?.[1]);
    if (call.method === 'GET' && id) {
      return names[id]
        ? { json: { id, name: names[id] } }
        : { status: 404, json: { status: 404, message: '数据不存在或已被删除' } };
    }
    if (call.method === 'DELETE' && call.path === '/api/customer') {
      for (const removed of call.body as number[]) delete names[removed];
      return { json: { message: '删除成功' } };
    }
    return undefined;
  });
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  render(
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
        <Navigator />
        <TagsView />
        <AppMain routes={routes} />
      </MemoryRouter>
    </Provider>,
  );
  const tabs = () =>
    within(screen.getByRole('tablist', { name: '已打开的页面' }))
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
  return { server, user, tabs };
}

beforeAll(() => setErrorPresenter(shellErrorPresenter));

describe('the tabs of deleted records', () => {
  it('closes the detail tab of a record deleted from its list, with no error shown', async () => {
    const { server, user, tabs } = renderShell('/customerInfo/5');
    expect(await screen.findByRole('heading', { name: '华府家居' })).toBeTruthy();
    act(() => navigate('/customerInfo/6'));
    expect(await screen.findByRole('heading', { name: '星河影音' })).toBeTruthy();
    act(() => navigate('/customer/list'));
    await waitFor(() => expect(tabs()).toEqual(['首页', '客户详情', '客户详情', '客户列表']));

    await user.click(await screen.findByRole('button', { name: '删除华府家居' }));
    await waitFor(() => expect(tabs()).toEqual(['首页', '客户详情', '客户列表']));
    expect(server.callsTo('DELETE', '/api/customer')).toHaveLength(1);
    // The other customer's tab stays, its page still there; nobody is told in red that a record is missing.
    expect(screen.getByRole('heading', { name: '星河影音', hidden: true })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('数据不存在或已被删除')).toBeNull();
    expect(screen.getByText('at /customer/list')).toBeTruthy();
  });

  it('says calmly on the page that its record is gone, and closes the tab when asked', async () => {
    const { user, tabs } = renderShell('/customer/list');
    act(() => navigate('/customerInfo/7'));
    const notice = await screen.findByRole('status');
    expect(within(notice).getByText('客户已被删除')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('数据不存在或已被删除')).toBeNull();

    await user.click(within(notice).getByRole('button', { name: '关闭此页' }));
    await waitFor(() => expect(tabs()).toEqual(['首页', '客户列表']));
    expect(screen.getByText('at /customer/list')).toBeTruthy();
  });
});
