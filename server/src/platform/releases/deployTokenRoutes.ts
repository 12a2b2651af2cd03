import { desc, eq } from 'drizzle-orm';
import {
  DEPLOY_TOKEN_LEVEL_NAMES,
  deployTokenCreateSchema,
  type CreatedDeployToken,
  type DeployTokenInfo,
} from '@yjf/area-system/domain/deployTokenSchemas';
import { AREAS } from '@yjf/domain/remotes';
import { idParamsSchema } from '@yjf/domain/fieldSchemas';
import type { App, AppContext } from '../../context';
import { authOf } from '../../http/callerAuth';
import { badRequest, notFound } from '../../http/errors';
import { requirePlatformPermission } from '../../http/permissions';
import { loggedWrite } from '../../crud/operationLog';
import { users } from '../../db/accountTables';
import { deployTokens } from '../auth/deployTokensTable';
import { newDeployToken } from '../auth/deployTokens';
import { areaTitle, ONLY_PLATFORM } from './releaseWording';

type TokenRow = typeof deployTokens.$inferSelect;

const infoOf = (row: TokenRow, createdBy: string): DeployTokenInfo => ({
  id: row.id,
  name: row.name,
  areas: row.areas,
  level: row.level,
  hint: row.hint,
  createdBy,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/**
 * 发布管理's deploy tokens (`/api/deploy/tokens`): list, make (the token is answered this once) and revoke.
 * Only platform administrators; a deploy token itself can do none of this. A token is made at the level asked
 * for, `candidate` when none is: the safe default, since a candidate token can never make code live.
 */
export async function deployTokenRoutes(app: App, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;

  app.get(
    '/api/deploy/tokens',
    {
      schema: { summary: '部署令牌列表', operationId: 'deployTokenList' },
      onRequest: requirePlatformPermission(ctx, 'release:list', ONLY_PLATFORM),
    },
    async (_request, reply): Promise<DeployTokenInfo[]> => {
      reply.header('Cache-Control', 'no-store');
      const rows = await db
        .select({ token: deployTokens, createdBy: users.username })
        .from(deployTokens)
        .innerJoin(users, eq(users.id, deployTokens.createdBy))
        .orderBy(desc(deployTokens.id));
      return rows.map((row) => infoOf(row.token, row.createdBy));
    },
  );

  app.post(
    '/api/deploy/tokens',
    {
      onRequest: requirePlatformPermission(ctx, 'release:edit', ONLY_PLATFORM),
      schema: { summary: '新建部署令牌', operationId: 'deployTokenAdd', body: deployTokenCreateSchema },
    },
    async (request): Promise<CreatedDeployToken> => {
      const { name, areas, level } = request.body;
      const unknown = areas.find((area) => !(AREAS as readonly string[]).includes(area));
      if (unknown) throw badRequest(`未知的区域：${unknown}`);
      const { token, tokenHash, hint } = newDeployToken();
      const auth = authOf(request);
      const row = await loggedWrite(db, request, async (tx, log) => {
        const [created] = await tx
          .insert(deployTokens)
          .values({ name, areas: [...new Set(areas)], level, tokenHash, hint, createdBy: auth.user.id })
          .returning();
        log({
          action: 'add',
          resource: 'deployToken',
          recordId: created!.id,
          description: `新增部署令牌「${name}」（${areas.map(areaTitle).join('、')}；${DEPLOY_TOKEN_LEVEL_NAMES[level]}）`,
          after: { name, areas, level, hint },
        });
        return created!;
      });
      return { ...infoOf(row, auth.user.username), token };
    },
  );

  app.delete(
    '/api/deploy/tokens/:id',
    {
      onRequest: requirePlatformPermission(ctx, 'release:edit', ONLY_PLATFORM),
      schema: { summary: '撤销部署令牌', operationId: 'deployTokenRevoke', params: idParamsSchema },
    },
    async (request): Promise<{ message: string }> => {
      const { id } = request.params;
      return loggedWrite(db, request, async (tx, log) => {
        const [row] = await tx.select().from(deployTokens).where(eq(deployTokens.id, id)).for('update');
        if (!row) throw notFound('部署令牌不存在');
        if (row.revokedAt) return { message: `部署令牌「${row.name}」已撤销` };
        await tx.update(deployTokens).set({ revokedAt: new Date() }).where(eq(deployTokens.id, id));
        log({
          action: 'delete',
          resource: 'deployToken',
          recordId: id,
          description: `撤销部署令牌「${row.name}」`,
          before: { name: row.name, areas: row.areas, level: row.level, hint: row.hint },
        });
        return { message: `部署令牌「${row.name}」已撤销，使用它的流水线将无法再发布` };
      });
    },
  );
}
