import { api } from '@yjf/api/api';
import type { Health } from '@yjf/domain/health';

export const healthApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<Health, void>({ query: () => 'api/health' }),
  }),
});

export const { useGetHealthQuery } = healthApi;
