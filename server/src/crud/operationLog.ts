import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { authOf } from '../http/callerAuth';
import { clientOf } from '../http/clientInfo';
import { elapsedMs } from '../http/requestTiming';
import { inTransaction } from '../db/transaction';
import { operationLogs } from './operationLogTable';

export type OperationAction =
  | 'add'
  | 'edit'
  | 'delete'
  | 'toggle'
  | 'export'
  /** An Excel import: one line for the whole file, with its counts. */
  | 'import'
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
  | 'clear'
  /** A held membership payment refunded through the provider (会员订单's 退款). */
  | 'refund'
  /** A scheduled job run at once (定时任务's 立即执行). */
  | 'run';

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
 * written together or not at all; the time they took is the request's so far.
 */
export async function recordOperations(tx: Db, request: FastifyRequest, operations: Operation[]): Promise<void> {
  if (!operations.length) return;
  const auth = authOf(request);
  const client = clientOf(request);
  const durationMs = elapsedMs(request);
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

/**
 * A write and its operation-log lines in one transaction, the way every hand-written write is made: `write`
 * changes what it changes and says so with `log(...)`; the lines are written after it, in the same transaction,
 * so a change is never without its log line nor a log line without its change.
 *
 * @example await loggedWrite(db, request, async (tx, log) => {
 *   const [row] = await tx.insert(dictGroups).values(form).returning();
 *   log({ action: 'add', resource: 'dict', recordId: row!.id, description: `新增字典「${form.name}」`, after: row });
 * });
 */
export async function loggedWrite<T>(
  db: Db,
  request: FastifyRequest,
  write: (tx: Db, log: (...operations: Operation[]) => void) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (tx) => {
    const operations: Operation[] = [];
    const result = await write(tx, (...logged) => operations.push(...logged));
    await recordOperations(tx, request, operations);
    return result;
  });
}
