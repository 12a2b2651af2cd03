import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { HOST_RELEASE, type AreaReleases } from '@yjf/deploy/releaseRegistry';
import {
  MAX_RELEASE_ARCHIVE_BYTES,
  releaseArchiveKind,
  releaseRollbackSchema,
  releaseSwitchSchema,
  releaseUploadFieldsSchema,
  type AreaReleaseInfo,
  type DeployOverview,
  type PublishedRelease,
  type ReleaseCandidateInfo,
  type ReleaseLive,
} from '@yjf/area-system/domain/releaseSchemas';
import type { App, AppContext } from '../../context';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/errors';
import { readingMultipart } from '../../http/multipartParsing';
import { requirePlatformPermission } from '../../http/permissions';
import { recordOperations } from '../../crud/operationLog';
import { candidateInfos, endCandidate, readRollouts, rolloutOf } from '../rollouts/rollouts';
import { extractReleaseArchive } from './releaseArchive';
import { recentAutomaticChanges, watchReleaseHealth } from './autoRollback';
import { deployTokenRoutes } from './deployTokenRoutes';
import {
  asBadRequest,
  assertReleaseLevel,
  assertTokenMayRelease,
  byToken,
  knownAreas,
  withReleaseLock,
} from './releaseGuards';
import { areaTitles, ONLY_PLATFORM } from './releaseWording';
import { makeAreaCandidate, rolloutRoutes } from './rolloutRoutes';

const TOO_LARGE = `压缩包不能超过 ${MAX_RELEASE_ARCHIVE_BYTES / 1024 / 1024}MB`;

/**
 * Releases of the remotes and of the host from the browser (spec section 7, `/api/deploy`): every area's versions
 * and the host's (named `host`, first), uploading a built remote (live, or as the area's candidate) or host as an
 * archive, switching the live version and rolling back;
 * the candidates' canary, preview, promotion and withdrawal are rolloutRoutes. Only platform administrators, or a
 * deploy token for the area (`pnpm release <area> --server <url> --token <token>`) — a candidate-level token only
 * as far as candidates. The host reads the versions on each page load (`GET /api/remotes`), so a change reaches
 * users on their next load.
 */
export async function releaseRoutes(app: App, ctx: AppContext): Promise<void> {
  await deployTokenRoutes(app, ctx);
  watchReleaseHealth(app, ctx);
  await rolloutRoutes(app, ctx);
  const areaTitle = areaTitles(ctx.releases);
  const isHost = (area: string) => area === HOST_RELEASE;
  /** The releases of an area, or of the host. */
  const releasesOf = (area: string): AreaReleases | undefined => {
    const state = ctx.releases.read();
    return isHost(area) ? state.host : state.areas[area];
  };

  app.get(
    '/api/deploy',
    {
      schema: { summary: '发布概况', operationId: 'deployOverview' },
      onRequest: requirePlatformPermission(ctx, 'release:list', ONLY_PLATFORM),
    },
    async (_request, reply): Promise<DeployOverview> => {
      reply.header('Cache-Control', 'no-store');
      const { areas, host } = ctx.releases.read();
      const candidates = await candidateInfos(ctx.database.db, await readRollouts(ctx.database.db));
      return {
        automatic: await recentAutomaticChanges(ctx.database.db),
        areas: [
          overviewOf(HOST_RELEASE, areaTitle(HOST_RELEASE), host, null),
          ...knownAreas(ctx).map((area) =>
            overviewOf(area, areaTitle(area), areas[area], candidates.get(area) ?? null),
          ),
        ],
      };
    },
  );

  app.post(
    '/api/deploy/upload',
    {
      schema: { summary: '上传并发布区域版本', operationId: 'deployUpload' },
      onRequest: requirePlatformPermission(ctx, 'release:add', ONLY_PLATFORM),
      config: { deployToken: true },
    },
    async (request): Promise<PublishedRelease> => {
      const upload = await readingMultipart(() => readUpload(request));
      const fields = releaseUploadFieldsSchema.parse(upload.fields);
      assertTokenMayRelease(request, fields.area, areaTitle);
      if (isHost(fields.area) && fields.candidate) throw badRequest('主应用没有候选版本，请直接发布');
      if (!fields.candidate)
        assertReleaseLevel(request, `直接发布版本，请作为候选版本上传（pnpm release ${fields.area} --candidate）`);
      if (!upload.file) throw badRequest('请选择要发布的压缩包（.zip 或 .tar.gz）');
      const kind = releaseArchiveKind(upload.file.name);
      if (!kind) throw badRequest('只能上传 .zip、.tar.gz 或 .tgz 压缩包');
      const file = upload.file.name;

      const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-release-'));
      try {
        const build = isHost(fields.area) ? 'host' : 'area';
        const buildDir = await extractReleaseArchive(upload.file.data, kind, workDir, undefined, build).catch(
          asBadRequest,
        );
        return await withReleaseLock(ctx, async (tx) => {
          const before = releasesOf(fields.area)?.versions.length ?? 0;
          const release = isHost(fields.area)
            ? ctx.releases.publishHost(buildDir, { activate: fields.activate })
            : ctx.releases.publish(fields.area, buildDir, { activate: fields.activate });
          const isNew = (releasesOf(fields.area)?.versions.length ?? 0) > before;
          const live = releasesOf(fields.area)?.live === release.version;
          // Named after publishing: a new area's title comes with its first release.
          const title = areaTitle(fields.area);
          if (fields.candidate) await makeAreaCandidate(ctx, tx, request, fields.area, release.version);
          else if (live) await endCandidateWentLive(tx, fields.area, release.version);
          const kindOf = fields.candidate ? '候选版本' : '版本';
          await recordOperations(tx, request, [
            {
              action: 'add',
              resource: 'deploy',
              description: `发布${title}${kindOf} ${release.version}${live ? '（当前版本）' : ''}${byToken(request)}`,
              after: {
                area: fields.area,
                file,
                ...release,
                live,
                candidate: fields.candidate,
                deployToken: request.deployToken?.name,
              },
            },
          ]);
          const what = isNew ? `已发布新版本 ${release.version}` : `与已发布的版本 ${release.version} 内容相同`;
          const state = fields.candidate
            ? '，已设为候选版本（还没有公司使用，可在 发布管理 中预览、灰度）'
            : live
              ? '，已设为当前版本'
              : '，未设为当前版本';
          return {
            area: fields.area,
            version: release.version,
            publishedAt: release.publishedAt,
            files: release.files,
            bytes: release.bytes,
            live,
            candidate: fields.candidate,
            message: `${title}：${what}${state}`,
          };
        }).catch(asBadRequest);
      } finally {
        // Not rmSync: a refused bomb leaves up to 200 MB here, and deleting it would hold up every other request.
        await fs.promises.rm(workDir, { recursive: true, force: true });
      }
    },
  );

  app.put(
    '/api/deploy/switch',
    {
      onRequest: requirePlatformPermission(ctx, 'release:edit', ONLY_PLATFORM),
      config: { deployToken: true },
      schema: { summary: '切换区域版本', operationId: 'deploySwitch', body: releaseSwitchSchema },
    },
    async (request): Promise<ReleaseLive> => {
      const { area, version } = request.body;
      assertTokenMayRelease(request, area, areaTitle);
      assertReleaseLevel(request, '切换当前版本');
      await withReleaseLock(ctx, async (tx) => {
        const before = releasesOf(area)?.live ?? null;
        if (isHost(area)) ctx.releases.switchHost(version);
        else ctx.releases.switch(area, version);
        await endCandidateWentLive(tx, area, version);
        await logLiveChange(tx, request, area, before, version, `切换${areaTitle(area)}到版本 ${version}`);
      }).catch(asBadRequest);
      return { area, live: version, message: `${areaTitle(area)}的当前版本已切换为 ${version}` };
    },
  );

  app.post(
    '/api/deploy/rollback',
    {
      onRequest: requirePlatformPermission(ctx, 'release:edit', ONLY_PLATFORM),
      config: { deployToken: true },
      schema: { summary: '回滚区域版本', operationId: 'deployRollback', body: releaseRollbackSchema },
    },
    async (request): Promise<ReleaseLive> => {
      const { area } = request.body;
      assertTokenMayRelease(request, area, areaTitle);
      assertReleaseLevel(request, '回滚当前版本');
      const live = await withReleaseLock(ctx, async (tx) => {
        const before = releasesOf(area)?.live ?? null;
        const after = isHost(area) ? ctx.releases.rollbackHost() : ctx.releases.rollback(area);
        await endCandidateWentLive(tx, area, after);
        await logLiveChange(tx, request, area, before, after, `回滚${areaTitle(area)}到版本 ${after}`);
        return after;
      }).catch(asBadRequest);
      return { area, live, message: `${areaTitle(area)}已回滚到版本 ${live}` };
    },
  );
}

/** A candidate made live by a switch, a rollback or a live upload is a candidate no more. */
async function endCandidateWentLive(tx: Db, area: string, live: string): Promise<void> {
  if ((await rolloutOf(tx, area))?.version === live) await endCandidate(tx, area);
}

const logLiveChange = (
  tx: Db,
  request: FastifyRequest,
  area: string,
  before: string | null,
  after: string,
  description: string,
) =>
  recordOperations(tx, request, [
    {
      action: 'status',
      resource: 'deploy',
      description: `${description}${byToken(request)}`,
      before: { area, live: before },
      after: { area, live: after, deployToken: request.deployToken?.name },
    },
  ]);

/** One area as the release screen shows it: versions newest first, the live one marked, and its candidate. */
function overviewOf(
  area: string,
  title: string,
  releases: AreaReleases | undefined,
  candidate: ReleaseCandidateInfo | null,
): AreaReleaseInfo {
  const live = releases?.live ?? null;
  return {
    area,
    title,
    live,
    history: releases?.history ?? [],
    versions: (releases?.versions ?? [])
      .map(({ version, publishedAt, files, bytes }) => ({ version, publishedAt, files, bytes, live: version === live }))
      .reverse(),
    candidate,
  };
}

/** The upload's form fields and its one archive, read whole (within the size limit). */
async function readUpload(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file: { name: string; data: Buffer } | null }> {
  if (!request.isMultipart()) throw badRequest('请选择要发布的压缩包（.zip 或 .tar.gz）');
  const fields: Record<string, string> = {};
  let file: { name: string; data: Buffer } | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_RELEASE_ARCHIVE_BYTES, files: 1, fields: 5 },
    })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.file.truncated) throw badRequest(TOO_LARGE);
        file = { name: part.filename, data };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(TOO_LARGE);
    if ((error as { code?: unknown }).code === 'FST_FILES_LIMIT_REACHED') throw badRequest('一次只能上传一个压缩包');
    throw error;
  }
  if (file && !file.data.length) throw badRequest('压缩包是空的，请重新选择');
  return { fields, file };
}
