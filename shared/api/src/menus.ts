import type { MenuRoute } from '@yjf/domain/menus';
import type { NotInPlan } from '@yjf/domain/remotes';
import type { MenuFormInput, MenuNode } from '@yjf/domain/menuSchemas';
import { api } from './api';

export type { MenuFormInput };

/**
 * The signed-in user's route tree (`GET /api/menus/build`), cached until the session changes; the whole menu
 * tree for the administration screens, and the platform's changes to it (each refreshes both, so the sidebar
 * shows a new menu at once).
 */
export const menusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMenuRoutes: build.query<MenuRoute[], void>({
      query: () => 'api/menus/build',
      providesTags: ['Menu'],
    }),
    /**
     * The pages of the product the company's plan does not open (`GET /api/remotes/notInPlan`): asked only when
     * a path matches none of the user's menus and pages, so the shell can say the plan does not include it.
     * Refetched with the menus (after a payment).
     */
    getNotInPlan: build.query<NotInPlan, void>({ query: () => 'api/remotes/notInPlan', providesTags: ['Menu'] }),
    /** The whole menu tree, buttons included (`GET /api/menus/tree`), for the administration screens. */
    getMenuTree: build.query<MenuNode[], void>({ query: () => 'api/menus/tree', providesTags: ['Menu'] }),
    addMenu: build.mutation<{ id: number; message: string }, MenuFormInput>({
      query: (body) => ({ url: 'api/menus', method: 'POST', body }),
      invalidatesTags: ['Menu'],
    }),
    editMenu: build.mutation<{ message: string }, MenuFormInput & { id: number }>({
      query: (body) => ({ url: 'api/menus', method: 'PUT', body }),
      invalidatesTags: ['Menu'],
    }),
    deleteMenus: build.mutation<{ message: string }, number[]>({
      query: (ids) => ({ url: 'api/menus', method: 'DELETE', body: ids }),
      invalidatesTags: ['Menu'],
    }),
  }),
});

export const {
  useGetMenuRoutesQuery,
  useGetNotInPlanQuery,
  useGetMenuTreeQuery,
  useAddMenuMutation,
  useEditMenuMutation,
  useDeleteMenusMutation,
} = menusApi;
