import { createStore } from '@yjf/store/store';
import { startMessageSocket } from './messageSocket';

type Fake = {
  url: string;
  closed: boolean;
  onopen: (() => void) | null;
  onmessage: ((event: { data: string }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  close(): void;
};

describe('the bell socket', () => {
  let opened: Fake[];
  const createSocket = (url: string) => {
    const socket: Fake = {
      url,
      closed: false,
      onopen: null,
      onmessage: null,
      onclose: null,
      close() {
        this.closed = true;
      },
    };
    opened.push(socket);
    return socket as unknown as WebSocket;
  };
  const https = { protocol: 'https:', host: 'yjf.example.com' };

  beforeEach(() => {
    opened = [];
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('connects again after 1 s, 2 s, 4 s ... while the connection drops, at once again after it held', () => {
    const stop = startMessageSocket(createStore().dispatch, createSocket, https);
    expect(opened.map((socket) => socket.url)).toEqual(['wss://yjf.example.com/websocket?channel=messages']);
    opened[0]!.onclose!({ code: 1006 });
    jest.advanceTimersByTime(999);
    expect(opened).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(opened).toHaveLength(2);
    opened[1]!.onclose!({ code: 1006 });
    jest.advanceTimersByTime(1999);
    expect(opened).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(opened).toHaveLength(3);
    opened[2]!.onopen!();
    opened[2]!.onclose!({ code: 1001 });
    jest.advanceTimersByTime(1000);
    expect(opened).toHaveLength(4);
    stop();
    expect(opened[3]!.closed).toBe(true);
    opened[3]!.onclose!({ code: 1005 });
    jest.advanceTimersByTime(60_000);
    expect(opened).toHaveLength(4);
  });

  it('stops for good when the server closes it for an ended session', () => {
    const stop = startMessageSocket(createStore().dispatch, createSocket, https);
    opened[0]!.onclose!({ code: 4401 });
    jest.advanceTimersByTime(60_000);
    expect(opened).toHaveLength(1);
    stop();
  });

  it('keeps one socket a page: a second start while one runs uses it', () => {
    const store = createStore();
    const stop = startMessageSocket(store.dispatch, createSocket, https);
    const again = startMessageSocket(store.dispatch, createSocket, https);
    expect(opened).toHaveLength(1);
    again();
    expect(opened[0]!.closed).toBe(true);
    stop();
    startMessageSocket(store.dispatch, createSocket, https)();
    expect(opened).toHaveLength(2);
  });

  it('hands a push to the store, and ignores what it does not understand', () => {
    const dispatch = jest.fn();
    const stop = startMessageSocket(dispatch, createSocket, https);
    opened[0]!.onmessage!({ data: 'not json' });
    opened[0]!.onmessage!({ data: JSON.stringify({ type: 'monitor', unread: 3 }) });
    opened[0]!.onmessage!({ data: JSON.stringify({ type: 'messages', unread: 'three' }) });
    expect(dispatch).not.toHaveBeenCalled();
    opened[0]!.onmessage!({ data: JSON.stringify({ type: 'messages', unread: 3 }) });
    expect(dispatch).toHaveBeenCalledTimes(1);
    stop();
  });
});
