import { CALL_ATTEMPTS, RETRIED_STATUSES, RETRY_DELAY_MS } from '@yjf/domain/callRetry';
import { presentError } from './errorPresenter';
import { responseError, unansweredError, type RequestError } from './requestError';
import { authHeaders, takeEarly } from './earlyAnswers';

/** Milliseconds before a call is abandoned with 网络请求超时 (exports and uploads pass their own). */
export const REQUEST_TIMEOUT_MS = 20_000;

/** The header that makes a write done once however often it is sent (the server keeps its answer a day). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * 128 random bits in hex: `crypto.randomUUID` would do, but a browser offers it only on HTTPS or localhost, and an
 * integrator's office may open the product by its address on the LAN.
 */
const newIdempotencyKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type RequestOptions = {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON, or as is when it is FormData. */
  body?: unknown;
  params?: Record<string, string | number | boolean | undefined | null | (string | number)[]>;
  timeoutMs?: number;
  /** Do not show the error to the user; the caller handles it. */
  silent?: boolean;
  /**
   * The data the page was opened for (a list page's list, a detail page's record): a 403 means the page itself
   * is closed to the user and leaves it for /401. Any other call's 403 leaves the page where it is.
   */
  pageData?: boolean;
  /** What to read from a successful answer (default: JSON when the answer is JSON). */
  responseType?: 'json' | 'blob';
};

export function buildUrl(url: string, params?: RequestOptions['params']): string {
  const base = url.startsWith('/') || /^https?:/.test(url) ? url : `/${url}`;
  if (!params) return base;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const query = search.toString();
  return query ? `${base}${base.includes('?') ? '&' : '?'}${query}` : base;
}

/**
 * The one way the browser calls the server: the token in `Authorization`, JSON in and out, a timeout, and
 * every failure turned into a `RequestError` (spec section 8) and shown unless `silent`.
 *
 * @example
 *   const info = await request<MeInfo>({ url: 'auth/info' });
 */
export async function request<T>(options: RequestOptions): Promise<T> {
  const headers = authHeaders();
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const url = buildUrl(options.url, options.params);
  const method = options.method ?? 'GET';
  const read = method === 'GET' && body === undefined;
  // A signed-in JSON write carries a key of its own, the same on its second send: the server does it once and
  // answers the second send with the first's answer. (An upload's body is read by its handler, which keeps no key;
  // sign-in has no caller yet to keep one for.)
  const keyed = !read && !(body instanceof FormData) && 'Authorization' in headers;
  if (keyed) headers[IDEMPOTENCY_KEY_HEADER] = newIdempotencyKey();
  const early = read ? takeEarly(url) : undefined;
  const send = () =>
    fetch(url, { method, headers, body, signal: AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS) });
  let response: Response;
  for (let attempt = 1; ; attempt++) {
    // A call that met an instance going away (its connection dropped, or the proxy's 502, 503 or 504) is sent
    // once more, a moment later: a read changes nothing, a keyed write is done once. Any other write is not.
    const again = (read || keyed) && attempt < CALL_ATTEMPTS;
    try {
      response = await (attempt === 1 && early ? early : send());
    } catch (cause) {
      const error = unansweredError(cause, !read);
      if (again && error.status === 'NETWORK') {
        await pause(RETRY_DELAY_MS);
        continue;
      }
      throw fail(error, options);
    }
    if (again && RETRIED_STATUSES.has(response.status)) {
      await response.body?.cancel().catch(() => {});
      await pause(RETRY_DELAY_MS);
      continue;
    }
    break;
  }

  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  if (!response.ok) {
    const errorBody = isJson ? await response.json().catch(() => null) : null;
    throw fail(responseError(response.status, errorBody, response.headers.get('x-request-id')), options);
  }
  if (options.responseType === 'blob') return (await response.blob()) as T;
  if (response.status === 204) return undefined as T;
  return (isJson ? await response.json() : await response.text()) as T;
}

function fail(error: RequestError, options: RequestOptions): RequestError {
  if (!options.silent)
    presentError(error, { pageData: options.pageData ?? false, write: (options.method ?? 'GET') !== 'GET' });
  return error;
}
