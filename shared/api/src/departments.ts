import type { Department, DeptForm, DeptNode } from '@yjf/domain/deptSchemas';
import { api } from './api';
import { resourceApi } from './records';

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
