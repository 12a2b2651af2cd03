/**
 * The kernel's socket, `/websocket`: one per page, a channel per use (`?channel=messages`: the bell's count;
 * none: 服务监控, as spec section 7 names the path). The session cookie goes along with the upgrade.
 */

/** Closed for a missing or ended session (sign-out, 强退): reconnecting would not help. */
export const SOCKET_CLOSE_UNAUTHORIZED = 4401;
/** Closed because the caller may not open this channel, or the page is another site's. */
export const SOCKET_CLOSE_FORBIDDEN = 4403;
/** Closed because no such channel exists. */
export const SOCKET_CLOSE_UNKNOWN_CHANNEL = 4404;

/** A close the server meant (no session, not allowed, no channel): trying again would not help. */
export const isFinalSocketClose = (code: number): boolean =>
  code === SOCKET_CLOSE_UNAUTHORIZED || code === SOCKET_CLOSE_FORBIDDEN || code === SOCKET_CLOSE_UNKNOWN_CHANNEL;

/** The socket's address on this site for a channel: `wss://host/websocket?channel=messages`. */
export function socketUrl(channel: string, location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/websocket?channel=${encodeURIComponent(channel)}`;
}

/** Milliseconds before the n-th reconnection (n from 0): 1 s, 2 s, 4 s ... at most 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
}
