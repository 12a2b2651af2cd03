import type { ListPage } from '@yjf/domain/lists';
import type { ErrorLogDetail, ErrorLogRow, OperationLogDetail, OperationLogRow } from '@yjf/domain/logSchemas';
import { api } from '@yjf/api/api';
import { downloadRecords, type ListParams } from '@yjf/api/records';

const tag = (id: string) => ({ type: 'Record' as const, id });

/**
 * The logs (系统监控): the company's operation log and its entries' before and after, and the error log with the
 * stack on demand and 清空. (The signed-in user's own operations, 个人中心's 我的日志, are the shell's: `@yjf/api/myLogs`.)
 *
 * @example const { data } = useGetOperationLogsQuery({ page: 0, size: 10, blurry: '客户' });
 */
export const logsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOperationLogs: build.query<ListPage<OperationLogRow>, ListParams>({
      query: (params) => ({ url: 'api/logs', params }),
      providesTags: [tag('log')],
    }),
    getOperationLog: build.query<OperationLogDetail, number>({
      query: (id) => `api/logs/${id}`,
      providesTags: [tag('log')],
    }),
    getErrorLogs: build.query<ListPage<ErrorLogRow>, ListParams>({
      query: (params) => ({ url: 'api/logs/error', params }),
      providesTags: [tag('errorLog')],
    }),
    getErrorLog: build.query<ErrorLogDetail, number>({
      query: (id) => `api/logs/error/${id}`,
      providesTags: [tag('errorLog')],
    }),
    clearErrorLogs: build.mutation<{ message: string; cleared: number }, void>({
      query: () => ({ url: 'api/logs/del/error', method: 'DELETE' }),
      invalidatesTags: [tag('errorLog'), tag('log')],
    }),
  }),
});

export const {
  useGetOperationLogsQuery,
  useGetOperationLogQuery,
  useGetErrorLogsQuery,
  useGetErrorLogQuery,
  useClearErrorLogsMutation,
} = logsApi;

/** Downloads the operation log with the current search as 操作日志_<date>.xlsx. */
export const downloadOperationLogs = (params: ListParams) => downloadRecords('logs', params, '操作日志');
