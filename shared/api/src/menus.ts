import type { MenuRoute } from '@yjf/domain/menus';
import { api } from './api';

/** The signed-in user's route tree (`GET /api/menus/build`), cached until the session changes. */
export const menusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMenuRoutes: build.query<MenuRoute[], void>({
      query: () => 'api/menus/build',
      providesTags: ['Menu'],
    }),
  }),
});

export const { useGetMenuRoutesQuery } = menusApi;
