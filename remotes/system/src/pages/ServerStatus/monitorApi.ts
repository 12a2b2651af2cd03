import { api } from '@yjf/api/api';
import type { MonitorSnapshot } from '@yjf/area-system/domain/monitorSchemas';

/** One reading of the server (`GET /api/monitor`): the page's first paint before the socket's first push. */
export const monitorApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMonitor: build.query<MonitorSnapshot, void>({ query: () => 'api/monitor', keepUnusedDataFor: 0 }),
  }),
});

export const { useGetMonitorQuery } = monitorApi;
