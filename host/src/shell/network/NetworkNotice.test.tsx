import { act, render, screen } from '@testing-library/react';
import { NetworkNotice } from './NetworkNotice';

/** The browser losing or finding its network: what `navigator.onLine` says, and the event it fires. */
function goOnline(online: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('NetworkNotice', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says the network is down while it is, in a live region, and goes once it is back', () => {
    render(<NetworkNotice />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    goOnline(false);
    expect(region.textContent).toBe('网络已断开，恢复后自动重试');
    goOnline(true);
    expect(region.textContent).toBe('');
  });

  it('says so from the start when the page opens without a network', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<NetworkNotice />);
    expect(screen.getByRole('status').textContent).toBe('网络已断开，恢复后自动重试');
  });
});
