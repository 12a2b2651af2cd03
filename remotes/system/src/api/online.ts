import type { ListPage } from '@yjf/domain/lists';
import type { OnlineSession } from '@yjf/domain/logSchemas';
import { api } from '@yjf/api/api';
import { downloadRecords, type ListParams } from '@yjf/api/records';

const tag = { type: 'Record' as const, id: 'online' };

/**
 * 在线用户: the company's signed-in browsers and 强退 (ends sessions; never the caller's own).
 *
 * @example const [kick] = useKickSessionsMutation(); await kick([12, 13]).unwrap();
 */
export const onlineApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOnlineSessions: build.query<ListPage<OnlineSession>, ListParams>({
      query: (params) => ({ url: 'api/online', params }),
      providesTags: [tag],
    }),
    kickSessions: build.mutation<{ message: string; ended: number }, number[]>({
      query: (ids) => ({ url: 'api/online', method: 'DELETE', body: ids }),
      invalidatesTags: [tag, { type: 'Record', id: 'log' }],
    }),
  }),
});

export const { useGetOnlineSessionsQuery, useKickSessionsMutation } = onlineApi;

/** Downloads who is online, with the current search, as 在线用户_<date>.xlsx. */
export const downloadOnlineSessions = (params: ListParams) => downloadRecords('online', params, '在线用户');
