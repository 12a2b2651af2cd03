import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { authOf } from '../../http/authenticate';
import { clientOf } from '../../http/clientInfo';
import { operationLogs } from './schema';

export type OperationAction =
  | 'add'
  | 'edit'
  | 'delete'
  | 'toggle'
  | 'export'
  | 'convert'
  | 'status'
  | 'complete'
  | 'reopen'
  | 'newVersion'
  | 'review'
  | 'stockIn'
  | 'out'
  /** Sessions ended from 在线用户. */
  | 'kick'
  /** A log emptied (异常日志's 清空). */
  | 'clear';

export type Operation = {
  action: OperationAction;
  resource: string;
  recordId?: number | null;
  /** What a person reads: 新增客户「华府家居」. */
  description: string;
  before?: unknown;
  after?: unknown;
};

/**
 * Records writes in the operation log, inside the caller's transaction, so a change and its log entry are
 * written together or not at all.
 */
export async function recordOperations(
  tx: Db,
  request: FastifyRequest,
  operations: Operation[],
  startedAt: number,
): Promise<void> {
  if (!operations.length) return;
  const auth = authOf(request);
  const client = clientOf(request);
  const durationMs = Math.max(0, Math.round(performance.now() - startedAt));
  await tx.insert(operationLogs).values(
    operations.map((operation) => ({
      companyId: auth.company.id,
      userId: auth.user.id,
      username: auth.user.username,
      action: operation.action,
      resource: operation.resource,
      recordId: operation.recordId ?? null,
      description: operation.description.slice(0, 255),
      ip: client.ip.slice(0, 64),
      userAgent: client.userAgent.slice(0, 255),
      before: operation.before ?? null,
      after: operation.after ?? null,
      durationMs,
    })),
  );
}
