import type { ActiveAd, AdForm, Advertisement } from '@yjf/area-system/domain/adSchemas';
import { api } from '@yjf/api/api';
import { resourceApi } from '@yjf/api/records';

/** 广告位管理 on the list engine (platform only). */
export const adApi = resourceApi<Advertisement, AdForm>('ad');

/** The running advertisements of a position, for any signed-in user. */
export const activeAdsApi = api.injectEndpoints({
  endpoints: (build) => ({
    activeAds: build.query<ActiveAd[], number>({
      query: (position) => ({ url: 'api/ad/active', params: { position } }),
      providesTags: [{ type: 'Record', id: 'ad' }],
    }),
  }),
});
export const { useActiveAdsQuery } = activeAdsApi;
