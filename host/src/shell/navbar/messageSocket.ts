import { messagesPushed } from '@yjf/api/messages';
import { MESSAGE_CHANNEL } from '@yjf/domain/messageKinds';
import { isFinalSocketClose, reconnectDelay, socketUrl } from '@yjf/domain/sockets';
import type { AppDispatch } from '@yjf/store/store';

/** What the bell needs of the browser: a socket to a URL (a test gives its own). */
export type SocketFactory = (url: string) => WebSocket;

let running: { stop(): void } | null = null;

/**
 * The page's one bell socket (`/websocket?channel=messages`, the session cookie going along): each push of the
 * user's unread count goes into the store (`messagesPushed`: the bell shows it, the lists are read again when it
 * changed). A dropped connection is opened again after 1 s, 2 s, 4 s ... at most 30 s, and the server's first push
 * on it brings the count up to date; a close the server meant (the session ended: 4401) is final, the page's
 * next call then asks to sign in again. A second start while one runs uses that one. Loaded on demand, after
 * the shell has drawn: nothing of it is on the way to the first paint.
 *
 * @example const stop = startMessageSocket(dispatch); // on unmount: stop()
 */
export function startMessageSocket(
  dispatch: AppDispatch,
  createSocket: SocketFactory = (url) => new WebSocket(url),
  location: { protocol: string; host: string } = window.location,
): () => void {
  if (running) return running.stop;
  let socket: WebSocket | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempts = 0;
  let stopped = false;

  const connect = () => {
    socket = createSocket(socketUrl(MESSAGE_CHANNEL, location));
    socket.onopen = () => (attempts = 0);
    socket.onmessage = (event: MessageEvent) => {
      const signal = readSignal(event.data);
      if (signal) dispatch(messagesPushed(signal.unread));
    };
    socket.onclose = (event: CloseEvent) => {
      socket = null;
      if (stopped || isFinalSocketClose(event.code)) return;
      retry = setTimeout(connect, reconnectDelay(attempts++));
    };
  };

  const handle = {
    stop: () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
      if (running === handle) running = null;
    },
  };
  running = handle;
  connect();
  return handle.stop;
}

/** A push the bell understands (`{type: 'messages', unread}`), or null for anything else. */
function readSignal(data: unknown): { unread: number } | null {
  try {
    const frame = JSON.parse(String(data)) as { type?: unknown; unread?: unknown };
    return frame.type === 'messages' && typeof frame.unread === 'number' ? { unread: frame.unread } : null;
  } catch {
    return null;
  }
}
