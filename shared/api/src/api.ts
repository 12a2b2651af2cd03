import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/**
 * The one RTK Query API slice of the whole application. Every area adds its endpoints with
 * `api.injectEndpoints`, so there is one cache, and a mutation in one area can invalidate a list in another.
 *
 * @example
 *   const customersApi = api.injectEndpoints({ endpoints: (b) => ({ ... }) });
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Session', 'Menu', 'Dict', 'Record'],
  // The queries on the screen are asked again when the network comes back (the shell's `setupListeners`).
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
