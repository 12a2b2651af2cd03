import { useEffect, useRef, useState } from 'react';
import { MONITOR_CLOSE_UNAUTHORIZED, type MonitorSnapshot } from '@yjf/area-system/domain/monitorSchemas';
import { isFinalClose, monitorSocketUrl, reconnectDelay } from './monitorSocket';

/** Readings kept for the small CPU and memory lines: five minutes at one every three seconds. */
export const HISTORY_LENGTH = 100;

export type SocketState =
  | { kind: 'connecting' }
  | { kind: 'open' }
  /** Closed unexpectedly; trying again in `retryInMs`. */
  | { kind: 'reconnecting'; retryInMs: number }
  /** Refused by the server: signed out (4401) or not allowed (4403). */
  | { kind: 'refused'; code: number };

/**
 * The server's readings pushed over `/websocket` while the page is open: the latest one, the last few minutes
 * of them, and the connection's state. A dropped connection is tried again with a growing pause; a refusal
 * (signed out, not allowed) is not.
 *
 * @example const { latest, history, state } = useMonitorSocket();
 */
export function useMonitorSocket() {
  const [latest, setLatest] = useState<MonitorSnapshot | null>(null);
  const [history, setHistory] = useState<MonitorSnapshot[]>([]);
  const [state, setState] = useState<SocketState>({ kind: 'connecting' });
  const attempts = useRef(0);

  useEffect(() => {
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const connect = () => {
      socket = new WebSocket(monitorSocketUrl());
      socket.onopen = () => {
        attempts.current = 0;
        setState({ kind: 'open' });
      };
      socket.onmessage = (event: MessageEvent) => {
        const reading = JSON.parse(String(event.data)) as MonitorSnapshot;
        setLatest(reading);
        setHistory((past) => [...past, reading].slice(-HISTORY_LENGTH));
      };
      socket.onclose = (event: CloseEvent) => {
        if (stopped) return;
        if (isFinalClose(event.code)) {
          setState({ kind: 'refused', code: event.code });
          return;
        }
        const delay = reconnectDelay(attempts.current++);
        setState({ kind: 'reconnecting', retryInMs: delay });
        retry = setTimeout(connect, delay);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, []);

  return { latest, history, state, signedOut: state.kind === 'refused' && state.code === MONITOR_CLOSE_UNAUTHORIZED };
}
