import type { MenuRoute } from '@yjf/domain/menus';
import type { MenuNode } from '@yjf/domain/menuSchemas';
import { api } from './api';

/** The signed-in user's route tree (`GET /api/menus/build`), cached until the session changes. */
export const menusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMenuRoutes: build.query<MenuRoute[], void>({
      query: () => 'api/menus/build',
      providesTags: ['Menu'],
    }),
    /** The whole menu tree, buttons included (`GET /api/menus/tree`), for the administration screens. */
    getMenuTree: build.query<MenuNode[], void>({ query: () => 'api/menus/tree', providesTags: ['Menu'] }),
  }),
});

export const { useGetMenuRoutesQuery, useGetMenuTreeQuery } = menusApi;
