import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { MenuRoute } from '@yjf/domain/menus';
import { createStore } from '@yjf/store/store';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { setScreen } from '@yjf/ui/testing/screenWidth';
import { ShellLayout } from './ShellLayout';
import { ROUTER_FUTURE } from '@yjf/ui/routerFuture';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('../../federation/useLiveRemotes', () => ({ useLiveRemotes: () => [] }));
jest.mock('../../federation/remoteRegistry', () => ({ preloadRemotePage: jest.fn(), previewsNow: () => [] }));
jest.mock('../../federation/RemotePage', () => ({
  RemotePage: ({ component }: { component: string }) => <div>{`page ${component}`}</div>,
}));

const meta = (title: string) => ({ title, icon: 'peoples', noCache: false });
const tree: MenuRoute[] = [
  {
    name: 'Customer',
    path: '/customer',
    hidden: false,
    component: 'Layout',
    alwaysShow: true,
    redirect: 'noredirect',
    meta: meta('渠道客户'),
    children: [
      {
        name: 'CustomerList',
        path: 'list',
        hidden: false,
        component: 'customers/CustomerList',
        meta: meta('客户列表'),
      },
      { name: 'Followup', path: 'followup', hidden: false, component: 'customers/Followup', meta: meta('跟进记录') },
    ],
  },
];

function Where() {
  return <div>{`at ${useLocation().pathname}`}</div>;
}

function renderShell(width: number, path = '/customer/list', roles = ['admin'], menus = tree) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  const server = installFakeServer({ roles, companyId: 2 });
  server.on((call) => (call.path === '/api/menus/build' ? { json: menus } : undefined));
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const store = createStore();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
        <ShellLayout />
        <Where />
      </MemoryRouter>
    </Provider>,
  );
  return { user, store };
}

/** Arco keeps a closed drawer in the page, hidden by its wrapper's class. */
const inClosedDrawer = (element: HTMLElement) => element.closest('.arco-drawer-wrapper-hide') !== null;

describe('ShellLayout', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
    document.cookie = 'sidebarStatus=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });
  afterEach(() => Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 }));

  describe('where sign-in lands (/first-menu)', () => {
    const withTasks: MenuRoute[] = [
      ...tree,
      {
        name: 'Task',
        path: '/task',
        hidden: false,
        component: 'Layout',
        alwaysShow: true,
        meta: meta('任务管理'),
        children: [
          { name: 'TaskList', path: 'list', hidden: false, component: 'projects/TaskList', meta: meta('任务列表') },
        ],
      },
    ];
    const ENGINEER = ['customer:list', 'task:list', 'task:edit', 'stockOut:add'];
    afterEach(() => setScreen('desktop'));

    it('on a phone, a user who works from tasks lands on 任务列表 (which opens on 今日任务)', async () => {
      setScreen('phone');
      renderShell(390, '/first-menu', ENGINEER, withTasks);
      expect(await screen.findByText('at /task/list')).toBeTruthy();
    });

    it('at a desk, the same user lands on the first menu, as does everyone else on a phone', async () => {
      renderShell(1280, '/first-menu', ENGINEER, withTasks);
      expect(await screen.findByText('at /customer/list')).toBeTruthy();
    });

    it('on a phone, the administrator lands on the first menu', async () => {
      setScreen('phone');
      renderShell(390, '/first-menu', ['admin'], withTasks);
      expect(await screen.findByText('at /customer/list')).toBeTruthy();
    });
  });

  it('on a phone, opens the menu as a drawer from 打开菜单 and closes it once a page is chosen', async () => {
    const { user } = renderShell(390);
    expect(await screen.findByText('page customers/CustomerList')).toBeTruthy();
    // A compact top bar: the page's title for the breadcrumb, no full screen, no size.
    const open = screen.getByRole('button', { name: '打开菜单' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: '收起菜单' })).toBeNull();
    expect(screen.queryByRole('button', { name: '布局大小' })).toBeNull();
    expect(screen.queryByRole('button', { name: '全屏' })).toBeNull();
    expect(document.querySelector('.navbar-title')?.textContent).toBe('客户列表');
    expect(screen.getByRole('button', { name: '布局设置' })).toBeTruthy();

    await user.click(open);
    const menu = screen.getByRole('navigation', { name: '主菜单' });
    await waitFor(() => expect(inClosedDrawer(menu)).toBe(false));
    expect(open.getAttribute('aria-expanded')).toBe('true');

    // The page already shown: the drawer closes all the same.
    await user.click(within(menu).getByText('客户列表'));
    await waitFor(() =>
      expect(inClosedDrawer(screen.getByRole('navigation', { name: '主菜单', hidden: true }))).toBe(true),
    );

    await user.click(open);
    await user.click(within(screen.getByRole('navigation', { name: '主菜单' })).getByText('跟进记录'));
    expect(await screen.findByText('at /customer/followup')).toBeTruthy();
    await waitFor(() =>
      expect(inClosedDrawer(screen.getByRole('navigation', { name: '主菜单', hidden: true }))).toBe(true),
    );
    expect(document.querySelector('.navbar-title')?.textContent).toBe('跟进记录');
  });

  it('keeps the sidebar beside the page on a desktop, folded by 收起菜单', async () => {
    const { user, store } = renderShell(1280);
    expect(await screen.findByText('page customers/CustomerList')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '打开菜单' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '收起菜单' }));
    expect(store.getState().app.sidebar.opened).toBe(false);
    expect(await screen.findByRole('button', { name: '展开菜单' })).toBeTruthy();
  });
});
