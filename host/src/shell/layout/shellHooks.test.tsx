import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import Cookies from 'js-cookie';
import { setSize, SIZE_COOKIE, toggleSidebar, SIDEBAR_COOKIE } from '@yjf/store/appSlice';
import { changeSetting, SETTINGS_STORAGE_KEY } from '@yjf/store/settingsSlice';
import { createStore } from '@yjf/store/store';
import { usePersistedShellState, useResponsiveDevice } from './shellHooks';

function Responsive() {
  useResponsiveDevice();
  return null;
}

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  act(() => void window.dispatchEvent(new Event('resize')));
}

/** A store made at `width`, as a page load makes it, with the hook mounted. */
function mountAt(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  const store = createStore();
  render(
    <Provider store={store}>
      <Responsive />
    </Provider>,
  );
  return store;
}

describe('the shell following the window (mobile mode under 992 px)', () => {
  it('starts a phone in mobile mode and changes nothing when it mounts', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    const store = createStore();
    const before = store.getState().app;
    render(
      <Provider store={store}>
        <Responsive />
      </Provider>,
    );
    expect(before).toMatchObject({ device: 'mobile', sidebar: { opened: false } });
    expect(store.getState().app).toBe(before);
  });

  it('turns a desktop into mobile mode with the sidebar closed when the window narrows, and back', () => {
    const store = mountAt(1280);
    expect(store.getState().app).toMatchObject({ device: 'desktop', sidebar: { opened: true } });
    resizeTo(800);
    expect(store.getState().app).toMatchObject({ device: 'mobile', sidebar: { opened: false } });
    resizeTo(1280);
    expect(store.getState().app.device).toBe('desktop');
  });

  it('leaves the state alone on a resize within one mode', () => {
    const store = mountAt(390);
    const before = store.getState().app;
    resizeTo(412);
    expect(store.getState().app).toBe(before);
  });
});

function Persisted() {
  usePersistedShellState();
  return null;
}

describe('the shell keeping its state for the next page load', () => {
  beforeEach(() => {
    localStorage.clear();
    document.body.removeAttribute('style');
    Cookies.remove(SIZE_COOKIE);
    Cookies.remove(SIDEBAR_COOKIE);
  });

  function mount() {
    const store = createStore();
    const writes = { storage: jest.spyOn(Storage.prototype, 'setItem'), cookies: jest.spyOn(Cookies, 'set') };
    render(
      <Provider store={store}>
        <Persisted />
      </Provider>,
    );
    return { store, writes };
  }
  afterEach(() => jest.restoreAllMocks());

  it('writes nothing and paints nothing when the shell first draws: the store starts from what is kept', () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ tagsView: false }));
    const { writes } = mount();
    expect(writes.storage).not.toHaveBeenCalled();
    expect(writes.cookies).not.toHaveBeenCalled();
    // The default theme's palette is the shell's style sheet's (ShellLayout.css).
    expect(document.body.getAttribute('style')).toBeNull();
  });

  it('paints a kept theme other than the default when the shell first draws', () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ theme: '#11a983' }));
    const { writes } = mount();
    expect(document.body.style.getPropertyValue('--primary-6')).toBe('13,126,97');
    expect(writes.storage).not.toHaveBeenCalled();
  });

  it('keeps each change: settings and theme, the sidebar, the size', () => {
    const { store } = mount();
    act(() => void store.dispatch(changeSetting({ key: 'theme', value: '#11a983' })));
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY)!)).toMatchObject({ theme: '#11a983' });
    expect(document.body.style.getPropertyValue('--primary-6')).toBe('13,126,97');
    act(() => void store.dispatch(changeSetting({ key: 'theme', value: '#1890ff' })));
    expect(document.body.style.getPropertyValue('--primary-6')).toBe('19,112,199');

    const opened = store.getState().app.sidebar.opened;
    act(() => void store.dispatch(toggleSidebar()));
    expect(Cookies.get(SIDEBAR_COOKIE)).toBe(opened ? '0' : '1');
    act(() => void store.dispatch(setSize('mini')));
    expect(Cookies.get(SIZE_COOKIE)).toBe('mini');
  });
});
