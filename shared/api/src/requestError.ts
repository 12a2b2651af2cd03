/**
 * The error every call rejects with: the HTTP status (or what went wrong instead) and a Chinese message; for a
 * failure of the server (5xx), the request's id when the answer named it, which finds the server's log lines.
 */
export type RequestError = { status: number | 'TIMEOUT' | 'NETWORK' | 'OFFLINE'; message: string; requestId?: string };

/** Spec section 8: the messages of a call that got no answer. */
export const TIMEOUT_MESSAGE = '网络请求超时';
export const NO_STATUS_MESSAGE = '接口请求失败';
/**
 * A call that failed because the browser has no network (the shell's banner says the same): a read is asked
 * again once the network is back; a write is not sent again by itself, and its form stays as it was typed.
 */
export const OFFLINE_MESSAGE = '网络已断开，恢复后自动重试';
export const OFFLINE_WRITE_MESSAGE = '网络已断开，未能提交；填写的内容仍在，网络恢复后请再提交一次';

/** What went wrong with a call that got no answer: the network is down, it took too long, or anything else. */
export function unansweredError(cause: unknown, write: boolean): RequestError {
  if (cause instanceof DOMException && (cause.name === 'TimeoutError' || cause.name === 'AbortError'))
    return { status: 'TIMEOUT', message: TIMEOUT_MESSAGE };
  if (typeof navigator !== 'undefined' && navigator.onLine === false)
    return { status: 'OFFLINE', message: write ? OFFLINE_WRITE_MESSAGE : OFFLINE_MESSAGE };
  return { status: 'NETWORK', message: NO_STATUS_MESSAGE };
}

/**
 * The error of an HTTP answer: the server's own message when it sent one. A failure of the server keeps its
 * request id, from the body, else from the `X-Request-Id` header (a proxy's own 502 page has no JSON body).
 */
export function responseError(status: number, body: unknown, headerRequestId?: string | null): RequestError {
  const { message, requestId } = (body ?? {}) as { message?: unknown; requestId?: unknown };
  const error: RequestError = { status, message: typeof message === 'string' && message ? message : NO_STATUS_MESSAGE };
  const id = typeof requestId === 'string' && requestId ? requestId : headerRequestId;
  if (status >= 500 && id) error.requestId = id;
  return error;
}

export function isRequestError(value: unknown): value is RequestError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    typeof (value as RequestError).message === 'string'
  );
}
