import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { request, type RequestOptions } from './http';
import { isRequestError, NO_STATUS_MESSAGE, type RequestError } from './requestError';

export type { RequestError } from './requestError';

/** What an endpoint's `query` answers: a path, or the request with its method, body and parameters. */
export type QueryArgs = string | Omit<RequestOptions, 'silent'>;

/**
 * The base query of the API slice: every endpoint goes through `request`, so RTK Query calls and plain calls
 * share the token, the timeout and the error catalogue. `extraOptions: { silent: true }` handles errors
 * in the caller instead of showing them.
 */
export const baseQuery: BaseQueryFn<QueryArgs, unknown, RequestError, { silent?: boolean }> = async (
  args,
  _api,
  extraOptions,
) => {
  try {
    const options = typeof args === 'string' ? { url: args } : args;
    return { data: await request({ ...options, silent: extraOptions?.silent }) };
  } catch (error) {
    return { error: isRequestError(error) ? error : { status: 'NETWORK', message: NO_STATUS_MESSAGE } };
  }
};
