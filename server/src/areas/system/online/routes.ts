import { listQuerySchema } from '@yjf/domain/listQuerySchema';
import { onlineDeclaration, sessionIdsSchema } from '@yjf/domain/logSchemas';
import type { ListQuery } from '@yjf/domain/lists';
import type { App, AppContext } from '../../../context';
import { authOf } from '../../../http/callerAuth';
import { badRequest, notFound } from '../../../http/errors';
import { requirePermission } from '../../../http/permissions';
import { exportColumnsOf } from '../../../crud/resourceDefinition';
import { recordOperations, loggedWrite } from '../../../crud/operationLog';
import { sendWorkbook } from '../../../platform/logs/workbookReply';
import { endCompanySessions, onlinePage, onlineRows } from './onlineSessions';
import { inTransaction } from '../../../db/transaction';

export const KICK_SELF = '不能强退自己';
const SESSION_MISSING = '该用户已下线';

const exportColumns = exportColumnsOf(onlineDeclaration);

/**
 * 在线用户: the signed-in browsers of the users the caller sees (`online:list`, their data scope as in 用户管理),
 * their export, and 强退 (`online:del`), which ends sessions of users the caller may manage only and never the
 * caller's own.
 */
export async function onlineRoutes(app: App, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const querystring = listQuerySchema(onlineDeclaration.list);
  const canList = requirePermission(ctx, 'online:list');

  app.get(
    '/api/online',
    { onRequest: canList, schema: { summary: '在线用户', operationId: 'onlineList', querystring } },
    (request) => onlinePage(db, authOf(request), request.query as ListQuery),
  );

  app.get(
    '/api/online/download',
    { onRequest: canList, schema: { summary: '导出在线用户', operationId: 'onlineExport', querystring } },
    async (request, reply) => {
      const rows = await onlineRows(db, authOf(request), request.query as ListQuery);
      await inTransaction(db, (tx) =>
        recordOperations(tx, request, [
          {
            action: 'export',
            resource: 'online',
            description: `导出在线用户（${rows.length} 条）`,
            after: { rows: rows.length },
          },
        ]),
      );
      async function* batches() {
        yield rows;
      }
      return sendWorkbook(request, reply, {
        title: '在线用户',
        columns: exportColumns,
        batches: batches(),
      });
    },
  );

  app.delete(
    '/api/online',
    {
      onRequest: requirePermission(ctx, 'online:del'),
      schema: { summary: '强制下线', operationId: 'onlineKickOut', body: sessionIdsSchema },
    },
    async (request) => {
      const auth = authOf(request);
      const ids = [...new Set(request.body)];
      if (ids.includes(auth.sessionId)) throw badRequest(KICK_SELF);
      const ended = await loggedWrite(db, request, async (tx, log) => {
        const sessions = await endCompanySessions(tx, auth, ids);
        if (!sessions.length) throw notFound(SESSION_MISSING);
        log(
          ...sessions.map((session) => ({
            action: 'kick' as const,
            resource: 'online',
            recordId: session.userId,
            description: `强退「${session.user?.nickName ?? session.userId}」（${session.ip || '未知 IP'}）`,
            before: { sessionId: session.id, username: session.user?.username, ip: session.ip },
          })),
        );
        return sessions.length;
      });
      return { message: '强退成功', ended };
    },
  );
}
