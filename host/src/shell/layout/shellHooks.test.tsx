import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createStore } from '@yjf/store/store';
import { useResponsiveDevice } from './shellHooks';

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
