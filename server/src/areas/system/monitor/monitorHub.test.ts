import { setImmediate as realSetImmediate } from 'node:timers';
import { MonitorHub, type MonitorSocket } from './monitorHub';

class FakeSocket implements MonitorSocket {
  readyState = 1;
  sent: string[] = [];
  private onClose: (() => void) | undefined;
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
    this.onClose?.();
  }
  once(_event: 'close', listener: () => void) {
    this.onClose = listener;
  }
}

// The timers module keeps the real setImmediate while jest fakes the global one.
const flush = () => new Promise((resolve) => realSetImmediate(resolve));

describe('MonitorHub', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reads once per tick for every socket, from the first socket to the last', async () => {
    let readings = 0;
    const hub = new MonitorHub(async () => ({ reading: ++readings }), jest.fn(), 3000);
    expect(hub.running).toBe(false);

    const first = new FakeSocket();
    hub.add(first);
    await flush();
    expect(hub.running).toBe(true);
    expect(first.sent).toEqual(['{"reading":1}']); // at once, not after three seconds

    const second = new FakeSocket();
    hub.add(second);
    await flush();
    expect(second.sent).toEqual(['{"reading":2}']);

    jest.advanceTimersByTime(3000);
    await flush();
    expect(readings).toBe(3); // one reading shared by both
    expect(first.sent.at(-1)).toBe('{"reading":3}');
    expect(second.sent.at(-1)).toBe('{"reading":3}');

    first.close();
    expect(hub.running).toBe(true);
    second.close();
    expect(hub.running).toBe(false);
    jest.advanceTimersByTime(9000);
    await flush();
    expect(readings).toBe(3);
  });

  it('ignores a socket closed before it was added, and reports a failed reading', async () => {
    const onError = jest.fn();
    const hub = new MonitorHub(() => Promise.reject(new Error('database gone')), onError, 3000);
    const gone = new FakeSocket();
    gone.readyState = 3;
    hub.add(gone);
    expect(hub.running).toBe(false);

    const open = new FakeSocket();
    hub.add(open);
    await flush();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'database gone' }));
    expect(open.sent).toEqual([]);
    hub.close();
    expect(hub.running).toBe(false);
    expect(open.readyState).toBe(3);
  });
});
