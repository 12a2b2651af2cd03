import { idParamsSchema } from '@yjf/domain/fieldSchemas';
import { listQuerySchema } from '@yjf/domain/listQuerySchema';
import { errorLogDeclaration, operationLogDeclaration } from '@yjf/domain/logSchemas';
import type { ListQuery } from '@yjf/domain/lists';
import type { App, AppContext } from '../../context';
import { authOf, type Auth } from '../../http/callerAuth';
import { badRequest, notFound } from '../../http/errors';
import { requirePermission } from '../../http/permissions';
import { exportColumnsOf } from '../../crud/resourceDefinition';
import { registerErrorLog } from './errorLog';
import {
  authorsInView,
  clearErrors,
  errorDetail,
  errorPage,
  operationCount,
  operationDetail,
  operationPage,
  operationRows,
  type OperationScope,
} from './logQueries';
import { operationLogs } from '../../crud/operationLogTable';
import { recordOperations, loggedWrite } from '../../crud/operationLog';
import { LOG_EXPORT_BATCH, MAX_LOG_EXPORT_ROWS, sendWorkbook } from './workbookReply';
import { inTransaction } from '../../db/transaction';

const LOG_MISSING = '日志不存在或已被删除';

const operationExportColumns = exportColumnsOf(operationLogDeclaration);

/**
 * The logs (系统监控): the company's operation log (`log:list`) with its export and each entry's before and
 * after; the error log (`errorLog:list`: the company's, the platform's administrators see all) with the stack
 * on demand and 清空; and every user's own operations for 个人中心. Also starts the error log itself.
 */
export async function logRoutes(app: App, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const querystring = listQuerySchema(operationLogDeclaration.list);
  const errorQuerystring = listQuerySchema(errorLogDeclaration.list);
  registerErrorLog(app, ctx);

  /** What 操作日志 shows this caller: the company's operations by the users they see. */
  const companyScope = async (auth: Auth): Promise<OperationScope> => ({
    companyId: auth.company.id,
    authors: await authorsInView(db, auth, operationLogs.userId),
  });

  app.get(
    '/api/logs',
    {
      onRequest: requirePermission(ctx, 'log:list'),
      schema: { summary: '操作日志', operationId: 'logList', querystring },
    },
    async (request) => operationPage(db, await companyScope(authOf(request)), request.query as ListQuery),
  );

  app.get(
    '/api/logs/user',
    { schema: { summary: '我的操作日志', operationId: 'logListOwn', querystring } },
    (request) => {
      const auth = authOf(request);
      return operationPage(db, { companyId: auth.company.id, userId: auth.user.id }, request.query as ListQuery);
    },
  );

  app.get(
    '/api/logs/download',
    {
      onRequest: requirePermission(ctx, 'log:list'),
      schema: { summary: '导出操作日志', operationId: 'logExport', querystring },
    },
    async (request, reply) => {
      const query = request.query as ListQuery;
      const scope = await companyScope(authOf(request));
      const rows = await operationCount(db, scope, query);
      if (rows > MAX_LOG_EXPORT_ROWS) {
        throw badRequest(`导出数据超过 ${MAX_LOG_EXPORT_ROWS} 条，请缩小时间范围后再导出`);
      }
      await inTransaction(db, (tx) =>
        recordOperations(tx, request, [
          {
            action: 'export',
            resource: 'log',
            description: `导出操作日志（${rows} 条）`,
            after: { query: request.query, rows },
          },
        ]),
      );
      async function* batches() {
        for (let offset = 0; offset < rows; offset += LOG_EXPORT_BATCH) {
          const batch = await operationRows(db, scope, query, offset, Math.min(LOG_EXPORT_BATCH, rows - offset));
          yield batch;
          if (batch.length < LOG_EXPORT_BATCH) return;
        }
      }
      const title = '操作日志';
      return sendWorkbook(request, reply, { title, columns: operationExportColumns, batches: batches() });
    },
  );

  app.get(
    '/api/logs/error',
    {
      onRequest: requirePermission(ctx, 'errorLog:list'),
      schema: { summary: '异常日志', operationId: 'errorLogList', querystring: errorQuerystring },
    },
    (request) => errorPage(db, authOf(request), request.query as ListQuery),
  );

  app.get(
    '/api/logs/error/:id',
    {
      onRequest: requirePermission(ctx, 'errorLog:list'),
      schema: { summary: '异常日志详情', operationId: 'errorLogDetail', params: idParamsSchema },
    },
    async (request) => {
      const detail = await errorDetail(db, authOf(request), request.params.id);
      if (!detail) throw notFound(LOG_MISSING);
      return detail;
    },
  );

  // Only errorLog:list is granted for the error log, so it is what 清空 asks for.
  app.delete(
    '/api/logs/del/error',
    {
      schema: { summary: '清空异常日志', operationId: 'errorLogClear' },
      onRequest: requirePermission(ctx, 'errorLog:list'),
    },
    async (request) => {
      const auth = authOf(request);
      const cleared = await loggedWrite(db, request, async (tx, log) => {
        const removed = await clearErrors(tx, auth);
        log({
          action: 'clear',
          resource: 'errorLog',
          description: `清空异常日志（${removed} 条）`,
          after: { removed },
        });
        return removed;
      });
      return { message: '清空成功', cleared };
    },
  );

  app.get(
    '/api/logs/:id',
    {
      onRequest: requirePermission(ctx, 'log:list'),
      schema: { summary: '操作日志详情', operationId: 'logDetail', params: idParamsSchema },
    },
    async (request) => {
      const detail = await operationDetail(db, await companyScope(authOf(request)), request.params.id);
      if (!detail) throw notFound(LOG_MISSING);
      return detail;
    },
  );
}
