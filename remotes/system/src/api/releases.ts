import type { DatabaseUpgrade, DatabaseUpgradeResult } from '@yjf/area-system/domain/databaseUpgradeSchemas';
import type {
  CreatedDeployToken,
  DeployTokenCreate,
  DeployTokenInfo,
} from '@yjf/area-system/domain/deployTokenSchemas';
import type {
  DeployOverview,
  PublishedRelease,
  ReleaseLive,
  ReleaseRollback,
  ReleaseSwitch,
} from '@yjf/area-system/domain/releaseSchemas';
import { api } from '@yjf/api/api';

/** Uploads wait longer than ordinary calls: an archive is unpacked and copied, a SQL file may run a while. */
const UPLOAD_TIMEOUT_MS = 180_000;
const deployTag = { type: 'Record' as const, id: 'deploy' };
const upgradesTag = { type: 'Record' as const, id: 'databaseUpgrade' };
const tokensTag = { type: 'Record' as const, id: 'deployToken' };

/** What `POST /api/deploy/upload` takes: the area, the archive and whether it goes live at once. */
export type ReleaseUpload = { area: string; file: File; activate: boolean };

/**
 * The platform tools of 系统工具: releases of the remotes (`/api/deploy`), the deploy tokens of the area teams'
 * pipelines (`/api/deploy/tokens`) and SQL upgrades (`/api/database`). Platform administrators only; the server
 * checks.
 */
export const releasesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDeployOverview: build.query<DeployOverview, void>({ query: () => 'api/deploy', providesTags: [deployTag] }),
    uploadRelease: build.mutation<PublishedRelease, ReleaseUpload>({
      query: ({ area, file, activate }) => {
        // The fields go before the file, so the server knows them when the file arrives.
        const body = new FormData();
        body.append('area', area);
        body.append('activate', String(activate));
        body.append('file', file, file.name);
        return { url: 'api/deploy/upload', method: 'POST', body, timeoutMs: UPLOAD_TIMEOUT_MS };
      },
      invalidatesTags: [deployTag],
    }),
    switchRelease: build.mutation<ReleaseLive, ReleaseSwitch>({
      query: (body) => ({ url: 'api/deploy/switch', method: 'PUT', body }),
      invalidatesTags: [deployTag],
    }),
    rollbackRelease: build.mutation<ReleaseLive, ReleaseRollback>({
      query: (body) => ({ url: 'api/deploy/rollback', method: 'POST', body }),
      invalidatesTags: [deployTag],
    }),
    getDeployTokens: build.query<DeployTokenInfo[], void>({
      query: () => 'api/deploy/tokens',
      providesTags: [tokensTag],
    }),
    createDeployToken: build.mutation<CreatedDeployToken, DeployTokenCreate>({
      query: (body) => ({ url: 'api/deploy/tokens', method: 'POST', body }),
      invalidatesTags: [tokensTag],
    }),
    revokeDeployToken: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `api/deploy/tokens/${id}`, method: 'DELETE' }),
      invalidatesTags: [tokensTag],
    }),
    getDatabaseUpgrades: build.query<DatabaseUpgrade[], void>({
      query: () => 'api/database/upgrades',
      providesTags: [upgradesTag],
    }),
    uploadSql: build.mutation<DatabaseUpgradeResult, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: 'api/database/upload', method: 'POST', body, timeoutMs: UPLOAD_TIMEOUT_MS };
      },
      // A failed file is in the history too.
      invalidatesTags: () => [upgradesTag],
    }),
  }),
});

export const {
  useGetDeployOverviewQuery,
  useUploadReleaseMutation,
  useSwitchReleaseMutation,
  useRollbackReleaseMutation,
  useGetDeployTokensQuery,
  useCreateDeployTokenMutation,
  useRevokeDeployTokenMutation,
  useGetDatabaseUpgradesQuery,
  useUploadSqlMutation,
} = releasesApi;
