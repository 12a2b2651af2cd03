/** The error every call rejects with: the HTTP status (or what went wrong instead) and a Chinese message. */
export type RequestError = { status: number | 'TIMEOUT' | 'NETWORK'; message: string };

/** Spec section 8: the messages of a call that got no answer. */
export const TIMEOUT_MESSAGE = '网络请求超时';
export const NO_STATUS_MESSAGE = '接口请求失败';

/** The error of an HTTP answer: the server's own message when it sent one. */
export function responseError(status: number, body: unknown): RequestError {
  const message = (body as { message?: unknown } | null)?.message;
  return { status, message: typeof message === 'string' && message ? message : NO_STATUS_MESSAGE };
}

export function isRequestError(value: unknown): value is RequestError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    typeof (value as RequestError).message === 'string'
  );
}
