import { Profiler, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { MenuRoute } from '@yjf/domain/menus';
import { createStore } from '@yjf/store/store';
import { addView } from '@yjf/store/tagsSlice';
import { preloadRemotePage } from '../../federation/remoteRegistry';
import { Sidebar } from './Sidebar';
import { ROUTER_FUTURE } from '@yjf/ui/routerFuture';

jest.mock('../../federation/remoteRegistry', () => ({ preloadRemotePage: jest.fn() }));

const meta = (title: string, link?: string) => ({ title, icon: 'monitor', noCache: false, ...(link ? { link } : {}) });

/** The 系统监控 directory as the server builds it: a page, and 数据库监控, an iframe menu (`meta.link`). */
const tree: MenuRoute[] = [
  {
    name: 'Monitor',
    path: '/monitor',
    hidden: false,
    component: 'Layout',
    alwaysShow: true,
    redirect: 'noredirect',
    meta: meta('系统监控'),
    children: [
      { name: 'Server', path: 'server', hidden: false, component: 'system/ServerStatus', meta: meta('服务监控') },
      { name: 'Druid', path: '/druid', hidden: false, component: '', meta: meta('数据库监控', '/druid') },
    ],
  },
];

function Where() {
  const { pathname, search } = useLocation();
  return <div>{`at ${pathname}${search}`}</div>;
}

/** `content` (the sidebar, by default) at `path`, in the store and a router as the shell draws it. */
function renderAt(path: string, content: ReactNode = <Sidebar tree={tree} collapsed={false} />, store = createStore()) {
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
        {content}
      </MemoryRouter>
    </Provider>,
  );
}

describe('Sidebar', () => {
  // Arco's Menu, its open directories given, drew every item again twice after mounting: for its own copy of
  // those directories, which it never reads then, and to learn its directories' keys (the patch in
  // shared/build/patches).
  it('draws its menu once when it mounts', async () => {
    const draws: string[] = [];
    renderAt(
      '/monitor/server',
      <Profiler id="sidebar" onRender={(_id, phase) => draws.push(phase)}>
        <Sidebar tree={tree} collapsed={false} />
      </Profiler>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('服务监控')).toBeTruthy();
    expect(draws).toEqual(['mount']);
  });

  it("draws a closed directory's items once it is opened, and keeps them as it closes", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt('/dashboard');
    expect(screen.getByText('系统监控')).toBeTruthy();
    expect(screen.queryByText('服务监控')).toBeNull();
    await user.click(screen.getByText('系统监控'));
    expect(screen.getByText('服务监控')).toBeTruthy();
    await user.click(screen.getByText('系统监控'));
    expect(screen.getByText('服务监控')).toBeTruthy();
  });

  it('opens an iframe menu in a new window and routes to a page menu', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt(
      '/monitor/server',
      <>
        <Sidebar tree={tree} collapsed={false} />
        <Where />
      </>,
    );
    await user.click(screen.getByText('数据库监控'));
    expect(open).toHaveBeenCalledWith('/druid', '_blank', 'noopener');
    expect(screen.getByText('at /monitor/server')).toBeTruthy();
    open.mockRestore();
  });

  it("opens a page whose tag is open at the tag's address, so its list shows what it showed", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const store = createStore();
    store.dispatch(addView({ key: '/monitor/server', fullPath: '/monitor/server?page=3', title: '服务监控' }));
    renderAt(
      '/dashboard',
      <>
        <Sidebar tree={tree} collapsed={false} />
        <Where />
      </>,
      store,
    );
    await user.click(screen.getByText('系统监控'));
    await user.click(await screen.findByText('服务监控'));
    expect(screen.getByText('at /monitor/server?page=3')).toBeTruthy();
  });

  it('starts loading a page when the pointer reaches its menu item, before the click', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderAt('/dashboard');
    await user.click(screen.getByText('系统监控'));
    await user.hover(screen.getByText('服务监控'));
    expect(preloadRemotePage).toHaveBeenCalledWith('system/ServerStatus');
  });
});
