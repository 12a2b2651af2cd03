import type { CallerLevel, Role, RoleForm, RoleMenus, RoleOption } from '@yjf/area-system/domain/roleSchemas';
import { api } from '@yjf/api/api';
import { resourceApi } from '@yjf/api/records';

/** 角色 on the list engine (`/api/roles`). */
export const roleApi = resourceApi<Role, RoleForm>('roles');

const rolesTag = { type: 'Record' as const, id: 'roles' };

/** The role calls beside the list engine's: the roles for a select, the caller's level, menu assignment. */
export const rolesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every role of the company, most senior first (the user form's select). */
    getAllRoles: build.query<RoleOption[], void>({ query: () => 'api/roles/all', providesTags: [rolesTag] }),
    /** The caller's most senior level; 0 for administrators. */
    getRoleLevel: build.query<CallerLevel, void>({ query: () => 'api/roles/level', providesTags: [rolesTag] }),
    /** Replaces a role's menus: the checked menus with their parents. */
    saveRoleMenus: build.mutation<{ message: string; version: number }, RoleMenus>({
      query: (body) => ({ url: 'api/roles/menu', method: 'PUT', body }),
      invalidatesTags: [rolesTag, 'Menu'],
    }),
  }),
});

export const { useGetAllRolesQuery, useGetRoleLevelQuery, useSaveRoleMenusMutation } = rolesApi;
