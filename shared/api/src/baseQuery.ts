import { getToken } from './token';
import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';

/** Milliseconds before a request is abandoned with 网络请求超时. */
export const REQUEST_TIMEOUT_MS = 20_000;

/** The error every endpoint rejects with: the HTTP status (or a kind) and a Chinese message to show. */
export type RequestError = { status: number | 'TIMEOUT' | 'NETWORK'; message: string };

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/',
  timeout: REQUEST_TIMEOUT_MS,
  prepareHeaders: (headers) => {
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/** Turns what fetch answered into the error of the catalogue (spec section 8). */
export function toRequestError(error: FetchBaseQueryError): RequestError {
  if (error.status === 'TIMEOUT_ERROR') return { status: 'TIMEOUT', message: '网络请求超时' };
  if (error.status === 'FETCH_ERROR') return { status: 'NETWORK', message: '接口请求失败' };
  if (error.status === 'PARSING_ERROR') return { status: error.originalStatus, message: '接口请求失败' };
  if (error.status === 'CUSTOM_ERROR') return { status: 'NETWORK', message: error.error || '接口请求失败' };
  const data = error.data as { message?: unknown } | undefined;
  const message = typeof data?.message === 'string' && data.message ? data.message : '接口请求失败';
  return { status: error.status, message };
}

/** The base query of the API slice: JSON to and from the server root, errors as `RequestError`. */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, RequestError> = async (args, queryApi, extra) => {
  const result = await rawBaseQuery(args, queryApi, extra);
  if (result.error) return { error: toRequestError(result.error), meta: result.meta };
  return { data: result.data, meta: result.meta };
};
