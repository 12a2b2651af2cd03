import type { DictGroup, DictItem } from '@yjf/domain/dictionaries';
import { api } from './api';

/** What the user reads when dictionaries cannot be loaded (spec section 8). */
export const DICT_UNAVAILABLE = '数据字典加载失败，请刷新页面后重试';

/**
 * All dictionaries in one call (`GET /api/dicts`), kept for the whole session: they are small and change
 * rarely, and every list and form needs some.
 */
export const dictsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDicts: build.query<DictGroup[], void>({
      query: () => 'api/dicts',
      extraOptions: { silent: true },
      keepUnusedDataFor: 3600,
      providesTags: ['Dict'],
    }),
  }),
});

/** The dictionaries asked for before a page draws (its `firstData`), for `useDict` to find. */
export const prefetchDicts = () => dictsApi.util.prefetch('getDicts', undefined, {});

/**
 * The values of one dictionary, in order.
 *
 * @example const { items } = useDict('D001'); // [{ value: '1', name: '公司资源', ... }, ...]
 */
export function useDict(code: string): { items: DictItem[]; loading: boolean; failed: boolean } {
  const { data, isLoading, isError } = dictsApi.useGetDictsQuery();
  return {
    items: data?.find((group) => group.code === code)?.children ?? [],
    loading: isLoading,
    failed: isError,
  };
}
