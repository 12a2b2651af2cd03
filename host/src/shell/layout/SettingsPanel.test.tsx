import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createStore } from '@yjf/store/store';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { AccountDialogsProvider } from '../account/AccountDialogs';
import { Navbar } from '../navbar/Navbar';
import { SettingsPanel } from './SettingsPanel';
import { usePersistedShellState } from './shellHooks';
import { ROUTER_FUTURE } from '@yjf/ui/routerFuture';

/** The top bar and the settings drawer, with what the shell saves in the browser: one page load. */
function Shell() {
  usePersistedShellState();
  return (
    <AccountDialogsProvider>
      <Navbar routes={[]} current={undefined} />
      <SettingsPanel />
    </AccountDialogsProvider>
  );
}

function load() {
  const store = createStore();
  const view = render(
    <Provider store={store}>
      <MemoryRouter future={ROUTER_FUTURE}>
        <Shell />
      </MemoryRouter>
    </Provider>,
  );
  return { store, view };
}

describe('SettingsPanel', () => {
  beforeEach(() => {
    localStorage.clear();
    installFakeServer({ roles: ['admin'] });
  });

  it('keeps the settings chosen but opens closed on the next page load', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const first = load();
    expect(screen.queryByText('系统布局设置')).toBeNull();
    await user.click(screen.getByRole('button', { name: '布局设置' }));
    const title = await screen.findByText('系统布局设置');
    const drawer = title.closest<HTMLElement>('.arco-drawer')!;
    await user.click(within(drawer).getByRole('switch', { name: '显示标签栏' }));
    first.view.unmount();

    // A reload: a new store from what the browser kept.
    const second = load();
    expect(second.store.getState().settings.tagsView).toBe(false);
    expect(screen.queryByText('系统布局设置')).toBeNull();
    await user.click(screen.getByRole('button', { name: '布局设置' }));
    expect(await screen.findByText('系统布局设置')).toBeTruthy();
  });
});
