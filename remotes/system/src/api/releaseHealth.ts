import type { ReleaseHealth } from '@yjf/area-system/domain/releaseHealthSchemas';
import { api } from '@yjf/api/api';

/** How often 发布管理 reads the health again while open: the counts are per minute. */
export const HEALTH_POLL_MS = 60_000;

/** How the areas' versions fared in users' browsers over the last hour (`GET /api/deploy/health`). */
export const releaseHealthApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDeployHealth: build.query<ReleaseHealth, void>({ query: () => 'api/deploy/health' }),
  }),
});

export const { useGetDeployHealthQuery } = releaseHealthApi;
