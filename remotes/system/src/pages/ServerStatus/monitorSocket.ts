import { MONITOR_CLOSE_FORBIDDEN, MONITOR_CLOSE_UNAUTHORIZED } from '@yjf/area-system/domain/monitorSchemas';

/** Where the page connects: this site's /websocket, which the session cookie goes along to. */
export function monitorSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/websocket`;
}

/** Milliseconds before the n-th reconnection (n from 0): 1 s, 2 s, 4 s ... at most 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
}

/** A close the server meant: no session or not allowed. Trying again would not help. */
export function isFinalClose(code: number): boolean {
  return code === MONITOR_CLOSE_UNAUTHORIZED || code === MONITOR_CLOSE_FORBIDDEN;
}
