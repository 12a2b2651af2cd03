import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { ReleaseError, type AreaReleases } from '@yjf/deploy/releaseRegistry';
import { AREAS } from '@yjf/domain/remotes';
import {
  MAX_RELEASE_ARCHIVE_BYTES,
  releaseArchiveKind,
  releaseRollbackSchema,
  releaseSwitchSchema,
  releaseUploadFieldsSchema,
  type AreaReleaseInfo,
  type DeployOverview,
  type PublishedRelease,
  type ReleaseLive,
} from '@yjf/area-system/domain/releaseSchemas';
import type { App, AppContext } from '../../context';
import { badRequest, forbidden } from '../../http/errors';
import { readingMultipart } from '../../http/multipartParsing';
import { requirePlatformPermission } from '../../http/permissions';
import { recordOperations } from '../../crud/operationLog';
import { withKeyLock } from '../../db/keyLock';
import { ArchiveError, extractReleaseArchive } from './releaseArchive';
import { deployTokenRoutes } from './deployTokenRoutes';
import { areaTitle, ONLY_PLATFORM } from './releaseWording';

const TOO_LARGE = `压缩包不能超过 ${MAX_RELEASE_ARCHIVE_BYTES / 1024 / 1024}MB`;

/** A deploy token releases only the areas it names. */
function assertTokenMayRelease(request: FastifyRequest, area: string): void {
  const token = request.deployToken;
  if (token && !token.areas.includes(area))
    throw forbidden(
      `部署令牌「${token.name}」不能发布「${areaTitle(area)}」，只能发布：${token.areas.map(areaTitle).join('、')}`,
    );
}

/** How the operation log says who released: a pipeline's token is named after what it did. */
const byToken = (request: FastifyRequest) => (request.deployToken ? `（部署令牌「${request.deployToken.name}」）` : '');

/**
 * Releases of the remotes from the browser (spec section 7, `/api/deploy`): every area's versions, uploading a
 * built remote as an archive, switching the live version and rolling back. Only platform administrators, or
 * a deploy token for the area (`pnpm release <area> --server <url> --token <token>`). The host reads the live
 * versions on each page load (`GET /api/remotes`), so a change reaches users on their next load.
 */
export async function releaseRoutes(app: App, ctx: AppContext): Promise<void> {
  await deployTokenRoutes(app, ctx);
  // live.json is read, changed and written whole: one change at a time, across every server instance over
  // this database (they share the releases folder).
  const serialized = <T>(change: () => T): Promise<T> =>
    withKeyLock(ctx.database.db, 'release-registry', async () => change());
  const knownAreas = () => [...new Set<string>([...AREAS, ...Object.keys(ctx.releases.read().areas)])];
  const asBadRequest = (error: unknown): never => {
    if (error instanceof ReleaseError || error instanceof ArchiveError) throw badRequest(error.message);
    throw error;
  };

  app.get(
    '/api/deploy',
    {
      schema: { summary: '发布概况', operationId: 'deployOverview' },
      onRequest: requirePlatformPermission(ctx, 'release:list', ONLY_PLATFORM),
    },
    async (_request, reply): Promise<DeployOverview> => {
      reply.header('Cache-Control', 'no-store');
      const areas = ctx.releases.read().areas;
      return { areas: knownAreas().map((area) => overviewOf(area, areas[area])) };
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
      if (!knownAreas().includes(fields.area)) throw badRequest(`未知的区域：${fields.area}`);
      assertTokenMayRelease(request, fields.area);
      if (!upload.file) throw badRequest('请选择要发布的压缩包（.zip 或 .tar.gz）');
      const kind = releaseArchiveKind(upload.file.name);
      if (!kind) throw badRequest('只能上传 .zip、.tar.gz 或 .tgz 压缩包');

      const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-release-'));
      let release;
      let isNew = false;
      try {
        const buildDir = await extractReleaseArchive(upload.file.data, kind, workDir).catch(asBadRequest);
        release = await serialized(() => {
          const before = ctx.releases.read().areas[fields.area]?.versions.length ?? 0;
          const published = ctx.releases.publish(fields.area, buildDir, { activate: fields.activate });
          isNew = (ctx.releases.read().areas[fields.area]?.versions.length ?? 0) > before;
          return published;
        }).catch(asBadRequest);
      } finally {
        // Not rmSync: a refused bomb leaves up to 200 MB here, and deleting it would hold up every other request.
        await fs.promises.rm(workDir, { recursive: true, force: true });
      }
      const live = ctx.releases.read().areas[fields.area]?.live === release.version;
      const title = areaTitle(fields.area);
      await recordOperations(ctx.database.db, request, [
        {
          action: 'add',
          resource: 'deploy',
          description: `发布${title}版本 ${release.version}${live ? '（当前版本）' : ''}${byToken(request)}`,
          after: {
            area: fields.area,
            file: upload.file.name,
            ...release,
            live,
            deployToken: request.deployToken?.name,
          },
        },
      ]);
      const what = isNew ? `已发布新版本 ${release.version}` : `与已发布的版本 ${release.version} 内容相同`;
      return {
        area: fields.area,
        version: release.version,
        publishedAt: release.publishedAt,
        files: release.files,
        bytes: release.bytes,
        live,
        message: `${title}：${what}${live ? '，已设为当前版本' : '，未设为当前版本'}`,
      };
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
      assertTokenMayRelease(request, area);
      const before = ctx.releases.read().areas[area]?.live ?? null;
      await serialized(() => ctx.releases.switch(area, version)).catch(asBadRequest);
      await logLiveChange(request, area, before, version, `切换${areaTitle(area)}到版本 ${version}`);
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
      assertTokenMayRelease(request, area);
      const before = ctx.releases.read().areas[area]?.live ?? null;
      const live = await serialized(() => ctx.releases.rollback(area)).catch(asBadRequest);
      await logLiveChange(request, area, before, live, `回滚${areaTitle(area)}到版本 ${live}`);
      return { area, live, message: `${areaTitle(area)}已回滚到版本 ${live}` };
    },
  );

  const logLiveChange = (
    request: FastifyRequest,
    area: string,
    before: string | null,
    after: string,
    description: string,
  ) =>
    recordOperations(ctx.database.db, request, [
      {
        action: 'status',
        resource: 'deploy',
        description: `${description}${byToken(request)}`,
        before: { area, live: before },
        after: { area, live: after, deployToken: request.deployToken?.name },
      },
    ]);
}

/** One area as the release screen shows it: versions newest first, the live one marked. */
function overviewOf(area: string, releases: AreaReleases | undefined): AreaReleaseInfo {
  const live = releases?.live ?? null;
  return {
    area,
    title: areaTitle(area),
    live,
    history: releases?.history ?? [],
    versions: (releases?.versions ?? [])
      .map(({ version, publishedAt, files, bytes }) => ({ version, publishedAt, files, bytes, live: version === live }))
      .reverse(),
    candidate: null,
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
