import type { DatabaseUpgrade, DatabaseUpgradeResult } from '@yjf/area-system/domain/databaseUpgradeSchemas';
import type {
  CreatedDeployToken,
  DeployTokenCreate,
  DeployTokenInfo,
} from '@yjf/area-system/domain/deployTokenSchemas';
import type {
  DeployOverview,
  PublishedRelease,
  PreviewChange,
  ReleaseArea,
  ReleaseCanary,
  ReleaseCandidate,
  ReleaseLive,
  ReleasePreview,
  ReleaseRollback,
  ReleaseSwitch,
  RolloutChange,
} from '@yjf/area-system/domain/releaseSchemas';
import { api } from '@yjf/api/api';

/** Uploads wait longer than ordinary calls: an archive is unpacked and copied, a SQL file may run a while. */
const UPLOAD_TIMEOUT_MS = 180_000;
const deployTag = { type: 'Record' as const, id: 'deploy' };
const upgradesTag = { type: 'Record' as const, id: 'databaseUpgrade' };
const tokensTag = { type: 'Record' as const, id: 'deployToken' };

/**
 * What `POST /api/deploy/upload` takes: the area, the archive, and whether it goes live at once or becomes the
 * area's candidate (tried by previews and a canary first).
 */
export type ReleaseUpload = { area: string; file: File; activate: boolean; candidate: boolean };

/**
 * The platform tools of 系统工具: releases of the remotes (`/api/deploy`), the deploy tokens of the area teams'
 * pipelines (`/api/deploy/tokens`) and SQL upgrades (`/api/database`). Platform administrators only; the server
 * checks.
 */
export const releasesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDeployOverview: build.query<DeployOverview, void>({ query: () => 'api/deploy', providesTags: [deployTag] }),
    uploadRelease: build.mutation<PublishedRelease, ReleaseUpload>({
      query: ({ area, file, activate, candidate }) => {
        // The fields go before the file, so the server knows them when the file arrives.
        const body = new FormData();
        body.append('area', area);
        body.append('activate', String(activate && !candidate));
        body.append('candidate', String(candidate));
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
    chooseCandidate: build.mutation<RolloutChange, ReleaseCandidate>({
      query: (body) => ({ url: 'api/deploy/candidate', method: 'PUT', body }),
      invalidatesTags: [deployTag],
    }),
    setCanary: build.mutation<RolloutChange, ReleaseCanary>({
      query: (body) => ({ url: 'api/deploy/canary', method: 'PUT', body }),
      invalidatesTags: [deployTag],
    }),
    promoteCandidate: build.mutation<RolloutChange, ReleaseArea>({
      query: (body) => ({ url: 'api/deploy/promote', method: 'POST', body }),
      invalidatesTags: [deployTag],
    }),
    withdrawCandidate: build.mutation<RolloutChange, ReleaseArea>({
      query: (body) => ({ url: 'api/deploy/withdraw', method: 'POST', body }),
      invalidatesTags: [deployTag],
    }),
    previewCandidate: build.mutation<PreviewChange, ReleasePreview>({
      query: (body) => ({ url: 'api/deploy/preview', method: 'PUT', body }),
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
  useChooseCandidateMutation,
  useSetCanaryMutation,
  usePromoteCandidateMutation,
  useWithdrawCandidateMutation,
  usePreviewCandidateMutation,
  useGetDeployTokensQuery,
  useCreateDeployTokenMutation,
  useRevokeDeployTokenMutation,
  useGetDatabaseUpgradesQuery,
  useUploadSqlMutation,
} = releasesApi;
