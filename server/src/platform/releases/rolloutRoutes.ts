import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { hostKernelOf } from '@yjf/deploy/releaseRegistry';
import {
  releaseAreaSchema,
  releaseCanarySchema,
  releaseCandidateSchema,
  releasePreviewEndSchema,
  releasePreviewSchema,
  type PreviewChange,
  type RolloutChange,
} from '@yjf/area-system/domain/releaseSchemas';
import { kernelRefusal } from '@yjf/domain/remotes';
import { PLATFORM_COMPANY_ID } from '@yjf/domain/session';
import type { App, AppContext } from '../../context';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { authOf } from '../../http/callerAuth';
import { badRequest, forbidden } from '../../http/errors';
import { requirePlatformPermission } from '../../http/permissions';
import { recordOperations, type Operation } from '../../crud/operationLog';
import { releasePreviews, releaseRollouts } from '../rollouts/rolloutTables';
import {
  candidateInfos,
  companiesNamed,
  endCandidate,
  makeCandidate,
  rolloutOf,
  type Rollout,
} from '../rollouts/rollouts';
import { assertReleaseLevel, assertTokenMayRelease, byToken, withReleaseLock, asBadRequest } from './releaseGuards';
import { areaTitle, ONLY_PLATFORM } from './releaseWording';

/**
 * Makes a published version that is not live the area's candidate (replacing an earlier one, with nobody in its
 * canary yet; the same one stays as it is), refusing one the live host's kernel cannot serve. Inside the release lock's transaction; the
 * candidate is the caller's (for a deploy token, the administrator who made it), who may then preview it.
 */
export async function makeAreaCandidate(
  ctx: AppContext,
  tx: Db,
  request: FastifyRequest,
  area: string,
  version: string,
): Promise<Rollout> {
  const releases = ctx.releases.read().areas[area];
  const title = areaTitle(area);
  if (!releases?.versions.some((v) => v.version === version)) throw badRequest(`${title}没有版本 ${version}`);
  if (releases.live === version) throw badRequest(`${title}的版本 ${version} 已是当前版本，不能再作为候选版本`);
  const hostKernel = hostKernelOf(ctx.config.hostDist);
  const refusal =
    hostKernel && kernelRefusal(area, ctx.releases.pageTable(area, version)?.kernel ?? '0.0.0', hostKernel);
  if (refusal) throw badRequest(refusal);
  // The same candidate again (a pipeline run twice) keeps its canary and previews.
  const current = await rolloutOf(tx, area);
  if (current?.version === version) return current;
  return makeCandidate(tx, area, version, authOf(request).user.id);
}

/** The area's candidate, or 400 saying there is none. */
async function candidateOf(tx: Db, area: string): Promise<Rollout> {
  const rollout = await rolloutOf(tx, area);
  if (!rollout) throw badRequest(`${areaTitle(area)}没有候选版本，请先上传候选版本`);
  return rollout;
}

/** What a change to a candidate answers: the live version and the candidate as 发布管理 shows it. */
async function changeOf(ctx: AppContext, tx: Db, area: string, message: string): Promise<RolloutChange> {
  const rollout = await rolloutOf(tx, area);
  const candidate = rollout ? ((await candidateInfos(tx, [rollout])).get(area) ?? null) : null;
  return { area, live: ctx.releases.read().areas[area]?.live ?? null, candidate, message };
}

const log = (tx: Db, request: FastifyRequest, operation: Omit<Operation, 'resource'>) =>
  recordOperations(tx, request, [
    { ...operation, resource: 'deploy', description: `${operation.description}${byToken(request)}` },
  ]);

/**
 * The candidates of `/api/deploy` (issue 56): make a published version the candidate, choose its canary (named
 * companies and a share of the others), promote it to everyone or withdraw it, and preview it in one's own
 * session. Platform administrators, or a deploy token for the area: a candidate-level token may make candidates
 * and choose canaries (never naming the platform company), only a release-level one may promote or withdraw.
 * Every change holds the release lock, in one transaction with its operation-log line.
 */
export async function rolloutRoutes(app: App, ctx: AppContext): Promise<void> {
  app.put(
    '/api/deploy/candidate',
    {
      onRequest: requirePlatformPermission(ctx, 'release:add', ONLY_PLATFORM),
      config: { deployToken: true },
      schema: { summary: '设为候选版本', operationId: 'deployCandidate', body: releaseCandidateSchema },
    },
    async (request): Promise<RolloutChange> => {
      const { area, version } = request.body;
      assertTokenMayRelease(request, area);
      return withReleaseLock(ctx, async (tx) => {
        const before = await rolloutOf(tx, area);
        await makeAreaCandidate(ctx, tx, request, area, version);
        await log(tx, request, {
          action: 'add',
          description: `设${areaTitle(area)}的候选版本为 ${version}`,
          before: before && { area, candidate: before.version },
          after: { area, candidate: version, deployToken: request.deployToken?.name },
        });
        const replaced = before && before.version !== version ? `，替换了 ${before.version}` : '';
        return changeOf(ctx, tx, area, `${areaTitle(area)}的候选版本已设为 ${version}${replaced}，还没有公司使用`);
      }).catch(asBadRequest);
    },
  );

  app.put(
    '/api/deploy/canary',
    {
      onRequest: requirePlatformPermission(ctx, 'release:edit', ONLY_PLATFORM),
      config: { deployToken: true },
      schema: { summary: '设置灰度范围', operationId: 'deployCanary', body: releaseCanarySchema },
    },
    async (request): Promise<RolloutChange> => {
      const { area, companies, share } = request.body;
      assertTokenMayRelease(request, area);
      const token = request.deployToken;
      if (token && token.level !== 'release' && companies.includes(PLATFORM_COMPANY_ID))
        throw forbidden(`部署令牌「${token.name}」是候选级令牌，不能把候选版本灰度给平台公司`);
      const title = areaTitle(area);
      return withReleaseLock(ctx, async (tx) => {
        const rollout = await candidateOf(tx, area);
        const named = await companiesNamed(tx, companies);
        const missing = companies.filter((id) => !named.some((company) => company.id === id));
        if (missing.length) throw badRequest(`公司不存在：${missing.join('、')}`);
        await tx
          .update(releaseRollouts)
          .set({ companies, share, updatedAt: new Date() })
          .where(eq(releaseRollouts.area, area));
        const who = [
          ...(named.length ? [`公司 ${named.map((company) => company.name).join('、')}`] : []),
          `比例 ${share}%`,
        ].join('，');
        await log(tx, request, {
          action: 'edit',
          description: `设置${title}候选版本 ${rollout.version} 的灰度：${who}`,
          before: { area, companies: rollout.companies, share: rollout.share },
          after: { area, companies, share, deployToken: request.deployToken?.name },
        });
        const change = await changeOf(ctx, tx, area, '');
        return {
          ...change,
          message: `${title}候选版本 ${rollout.version} 现在有 ${change.candidate?.reach ?? 0} 家公司使用`,
        };
      }).catch(asBadRequest);
    },
  );

  app.post(
    '/api/deploy/promote',
    {
      onRequest: requirePlatformPermission(ctx, 'release:edit', ONLY_PLATFORM),
      config: { deployToken: true },
      schema: { summary: '候选版本推全', operationId: 'deployPromote', body: releaseAreaSchema },
    },
    async (request): Promise<RolloutChange> => {
      const { area } = request.body;
      assertTokenMayRelease(request, area);
      assertReleaseLevel(request, '把候选版本推全');
      const title = areaTitle(area);
      return withReleaseLock(ctx, async (tx) => {
        const rollout = await candidateOf(tx, area);
        const before = ctx.releases.read().areas[area]?.live ?? null;
        ctx.releases.switch(area, rollout.version);
        await endCandidate(tx, area);
        await log(tx, request, {
          action: 'status',
          description: `推全${title}候选版本 ${rollout.version}（设为当前版本）`,
          before: { area, live: before, candidate: rollout.version },
          after: { area, live: rollout.version, deployToken: request.deployToken?.name },
        });
        return changeOf(ctx, tx, area, `${title}的候选版本 ${rollout.version} 已推全，成为所有用户的当前版本`);
      }).catch(asBadRequest);
    },
  );

  app.post(
    '/api/deploy/withdraw',
    {
      onRequest: requirePlatformPermission(ctx, 'release:edit', ONLY_PLATFORM),
      config: { deployToken: true },
      schema: { summary: '撤回候选版本', operationId: 'deployWithdraw', body: releaseAreaSchema },
    },
    async (request): Promise<RolloutChange> => {
      const { area } = request.body;
      assertTokenMayRelease(request, area);
      assertReleaseLevel(request, '撤回候选版本');
      const title = areaTitle(area);
      return withReleaseLock(ctx, async (tx) => {
        const rollout = await candidateOf(tx, area);
        await endCandidate(tx, area);
        await log(tx, request, {
          action: 'delete',
          description: `撤回${title}候选版本 ${rollout.version}`,
          before: { area, candidate: rollout.version, companies: rollout.companies, share: rollout.share },
          after: { area, deployToken: request.deployToken?.name },
        });
        const live = ctx.releases.read().areas[area]?.live;
        const back = live ? `，所有用户使用当前版本 ${live}` : '';
        return changeOf(ctx, tx, area, `${title}的候选版本 ${rollout.version} 已撤回${back}`);
      });
    },
  );

  app.put(
    '/api/deploy/preview',
    {
      onRequest: requirePlatformPermission(ctx, 'release:list', ONLY_PLATFORM),
      schema: { summary: '预览候选版本', operationId: 'deployPreview', body: releasePreviewSchema },
    },
    async (request): Promise<PreviewChange> => {
      const { area, version } = request.body;
      const auth = authOf(request);
      const title = areaTitle(area);
      return withReleaseLock(ctx, async (tx) => {
        const rollout = await rolloutOf(tx, area);
        if (rollout?.version !== version) throw badRequest(`${title}的候选版本不是 ${version}，请刷新后再试`);
        if (!auth.isAdmin && rollout.createdBy !== auth.user.id)
          throw forbidden('只有平台管理员或上传该候选版本的人可以预览它');
        await tx
          .insert(releasePreviews)
          .values({ sessionId: auth.sessionId, area, version })
          .onConflictDoUpdate({
            target: [releasePreviews.sessionId, releasePreviews.area],
            set: { version, createdAt: new Date() },
          });
        await log(tx, request, {
          action: 'status',
          description: `预览${title}候选版本 ${version}（仅本次登录）`,
          after: { area, version },
        });
        return { area, version, message: `本次登录正在预览${title} ${version}，其他人不受影响` };
      });
    },
  );

  app.delete(
    '/api/deploy/preview',
    { schema: { summary: '退出预览', operationId: 'deployPreviewEnd', querystring: releasePreviewEndSchema } },
    async (request): Promise<PreviewChange> => {
      const { area } = request.query;
      const auth = authOf(request);
      const title = areaTitle(area);
      // The caller's own rows only: no lock needed, one statement and its log line.
      return inTransaction(ctx.database.db, async (tx) => {
        const ended = await tx
          .delete(releasePreviews)
          .where(and(eq(releasePreviews.sessionId, auth.sessionId), eq(releasePreviews.area, area)))
          .returning();
        if (!ended.length) return { area, version: null, message: `没有在预览${title}` };
        await log(tx, request, {
          action: 'status',
          description: `退出预览${title}候选版本 ${ended[0]!.version}`,
          before: { area, version: ended[0]!.version },
        });
        return { area, version: null, message: `已退出${title}的预览` };
      });
    },
  );
}
