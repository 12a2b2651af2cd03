import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

export interface Me {
  name: string;
}

/** The one API of the floor: who is signed in, for the avatar. */
export const floorApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api/' }),
  endpoints: (build) => ({ me: build.query<Me, void>({ query: () => 'me' }) }),
});

export const store = configureStore({
  reducer: { [floorApi.reducerPath]: floorApi.reducer },
  middleware: (defaults) => defaults().concat(floorApi.middleware),
});
