import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { desc } from 'drizzle-orm';
import {
  MAX_SQL_FILE_BYTES,
  type DatabaseUpgrade,
  type DatabaseUpgradeResult,
} from '@yjf/area-system/domain/databaseUpgradeSchemas';
import type { App, AppContext } from '../../../context';
import { authOf } from '../../../http/callerAuth';
import { badRequest } from '../../../http/errors';
import { readingMultipart, readOnlyFile } from '../../../http/multipartParsing';
import { requirePlatformPermission } from '../../../http/permissions';
import { recordOperations } from '../../../crud/operationLog';
import { databaseUpgrades } from './schema';
import { refusalOf, sqlStatements } from './sqlScript';
import { runSqlScript } from './sqlRunner';
import { inTransaction } from '../../../db/transaction';
import { elapsedMs } from '../../../http/requestTiming';

const ONLY_PLATFORM = '只有平台管理员可以升级数据库';
const SUCCEEDED = '执行成功';
const HISTORY_SIZE = 200;

type UpgradeRow = typeof databaseUpgrades.$inferSelect;

/**
 * Database upgrades by hand (spec section 7, `/api/database/upload`): a platform administrator uploads a SQL
 * file, which runs whole in one transaction or not at all. Every attempt, whether it went in or not, is kept
 * in `database_upgrades` and the operation log.
 */
export async function databaseUpgradeRoutes(app: App, ctx: AppContext): Promise<void> {
  const guard = requirePlatformPermission(ctx, 'database:add', ONLY_PLATFORM);

  app.get(
    '/api/database/upgrades',
    { schema: { summary: '数据库升级记录', operationId: 'databaseUpgradeList' }, onRequest: guard },
    async (): Promise<DatabaseUpgrade[]> => {
      const rows = await ctx.database.db
        .select()
        .from(databaseUpgrades)
        .orderBy(desc(databaseUpgrades.id))
        .limit(HISTORY_SIZE);
      return rows.map(toUpgrade);
    },
  );

  app.post(
    '/api/database/upload',
    { schema: { summary: '上传并执行 SQL 升级', operationId: 'databaseUpgradeRun' }, onRequest: guard },
    async (request): Promise<DatabaseUpgradeResult> => {
      const file = await readingMultipart(() => readSqlFile(request));
      const attempt = { filename: file.name, sha256: sha256(file.data), bytes: file.data.length };
      const remember = (statements: number, succeeded: boolean, message: string) =>
        recordAttempt(ctx, request, { ...attempt, statements, succeeded, message });

      if (file.data.length > MAX_SQL_FILE_BYTES) {
        await remember(0, false, 'SQL 文件不能超过 1MB');
        throw badRequest('SQL 文件不能超过 1MB');
      }
      const text = utf8(file.data);
      if (text === null) {
        await remember(0, false, 'SQL 文件不是 UTF-8 编码');
        throw badRequest('SQL 文件不是 UTF-8 编码，请转换后再上传');
      }
      const statements = sqlStatements(text);
      const refusal = refusalOf(statements);
      if (refusal) {
        await remember(statements.length, false, refusal);
        throw badRequest(refusal);
      }
      try {
        await runSqlScript(ctx.database, text);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const message = `执行失败，已全部回滚：${reason}`;
        await remember(statements.length, false, message);
        throw badRequest(message);
      }
      // The file may have changed menus or plans.
      await ctx.catalog.changed();
      const upgrade = await remember(statements.length, true, SUCCEEDED);
      return { message: `${SUCCEEDED}：共 ${statements.length} 条语句`, upgrade };
    },
  );
}

/** Writes one attempt to the upgrade history and the operation log. */
async function recordAttempt(
  ctx: AppContext,
  request: FastifyRequest,
  attempt: Pick<UpgradeRow, 'filename' | 'sha256' | 'bytes' | 'statements' | 'succeeded' | 'message'>,
): Promise<DatabaseUpgrade> {
  const auth = authOf(request);
  const durationMs = elapsedMs(request);
  return inTransaction(ctx.database.db, async (tx) => {
    const [row] = await tx
      .insert(databaseUpgrades)
      .values({
        ...attempt,
        message: attempt.message.slice(0, 1000),
        durationMs,
        userId: auth.user.id,
        username: auth.user.username,
      })
      .returning();
    await recordOperations(tx, request, [
      {
        action: 'add',
        resource: 'database',
        recordId: row!.id,
        description: `数据库升级 ${attempt.filename}：${attempt.succeeded ? SUCCEEDED : '失败'}`,
        after: { ...attempt, durationMs },
      },
    ]);
    return toUpgrade(row!);
  });
}

function toUpgrade(row: UpgradeRow): DatabaseUpgrade {
  return {
    id: row.id,
    filename: row.filename,
    sha256: row.sha256,
    bytes: row.bytes,
    statements: row.statements,
    succeeded: row.succeeded,
    message: row.message,
    durationMs: row.durationMs,
    username: row.username,
    createTime: row.createTime.toISOString(),
  };
}

/** The one `.sql` file of the upload, read up to one byte past the limit so an oversized file is recognised. */
async function readSqlFile(request: FastifyRequest): Promise<{ name: string; data: Buffer }> {
  if (!request.isMultipart()) throw badRequest('请选择要执行的 SQL 文件');
  const found = await readOnlyFile(request, {
    limits: { fileSize: MAX_SQL_FILE_BYTES + 1, files: 1 },
    throwFileSizeLimit: false,
  });
  if (!found) throw badRequest('请选择要执行的 SQL 文件');
  const name = found.file.filename.replace(/[\\/]/g, '_').slice(0, 255);
  if (!name.toLowerCase().endsWith('.sql')) throw badRequest('只能上传 .sql 文件');
  const data = await found.read;
  if (!data.length) throw badRequest('SQL 文件是空的，请重新选择');
  return { name, data };
}

/** The text of a UTF-8 file without its byte order mark; null when it is not UTF-8. */
function utf8(data: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return null;
  }
}

const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');
