import { act, render, screen } from '@testing-library/react';
import { PHONE_MEDIA_QUERY, useIsPhone } from './useIsPhone';

function Screen() {
  return <p>{useIsPhone() ? '手机' : '电脑'}</p>;
}

describe('useIsPhone', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('follows the window across 768 px, as it is resized or turned', () => {
    const listeners = new Set<() => void>();
    let narrow = true;
    window.matchMedia = (query: string) =>
      ({
        get matches() {
          return query === PHONE_MEDIA_QUERY && narrow;
        },
        media: query,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList;
    const { unmount } = render(<Screen />);
    expect(screen.getByText('手机')).toBeTruthy();
    narrow = false;
    act(() => listeners.forEach((listener) => listener()));
    expect(screen.getByText('电脑')).toBeTruthy();
    unmount();
    expect(listeners.size).toBe(0);
  });
});
