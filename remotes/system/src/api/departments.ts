import type { Department, DeptForm, DeptNode } from '@yjf/area-system/domain/deptSchemas';
import { api } from '@yjf/api/api';
import { resourceApi } from '@yjf/api/records';

/** 部门 on the list engine (`/api/dept`). */
export const deptApi = resourceApi<Department, DeptForm>('dept');

/** The company's department tree (`GET /api/dept/tree`), refreshed by every department change. */
export const deptTreeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDeptTree: build.query<DeptNode[], void>({
      query: () => 'api/dept/tree',
      providesTags: [{ type: 'Record', id: 'dept' }],
    }),
  }),
});

export const { useGetDeptTreeQuery } = deptTreeApi;
