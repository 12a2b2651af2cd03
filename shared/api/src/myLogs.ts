import type { ListPage } from '@yjf/domain/lists';
import type { OperationLogRow } from '@yjf/domain/logSchemas';
import { api } from './api';
import type { ListParams } from './records';

/**
 * 个人中心's 我的日志: the signed-in user's own operations, newest first. It shares the `log` tag with the
 * system area's operation log, so a write anywhere that logs refreshes both.
 */
export const myLogsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyLogs: build.query<ListPage<OperationLogRow>, ListParams>({
      query: (params) => ({ url: 'api/logs/user', params }),
      providesTags: [{ type: 'Record' as const, id: 'log' }],
    }),
  }),
});

export const { useGetMyLogsQuery } = myLogsApi;
