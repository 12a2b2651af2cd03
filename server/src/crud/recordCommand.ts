import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { STALE_EDIT_MESSAGE } from '@yjf/domain/lists';
import type { Db } from '../db/client';
import { authOf, type Auth } from '../http/callerAuth';
import { conflict, notFound } from '../http/errors';
import { scopeFor, type ScopeRule } from './dataScope';
import { recordOperations, type OperationAction } from './operationLog';
import type { RecordTable } from './resourceDefinition';
import { inTransaction } from '../db/transaction';
import { nextRevision } from './revision';

/**
 * What a command did: its log line's description, the record's new values (`changes`, written with the next
 * version and update time), what the log line keeps as the record after (default the changes) and the answer.
 */
export type CommandOutcome<T> = {
  description: string;
  changes?: Record<string, unknown>;
  after?: unknown;
  result: T;
};

/**
 * A command on one record as the user saw it (`id` and `version`): a project's status change, a task's
 * completion. In one transaction the record of the caller's company is locked, a stale version refused
 * (409), the change made, the record's version bumped (with its `changes`) and the change logged, by
 * construction; another company's record, or one outside the caller's data scope, is a 404 like a missing one.
 */
export async function runRecordCommand<T>(
  db: Db,
  request: FastifyRequest,
  command: {
    table: RecordTable;
    id: number;
    version: number;
    notFoundMessage: string;
    action: OperationAction;
    resource: string;
    /** The resource's data scope (`dataScope`): a record outside the caller's reach is a 404 too. */
    scope?: ScopeRule;
    run: (tx: Db, before: Record<string, unknown>, auth: Auth) => Promise<CommandOutcome<T>>;
  },
): Promise<T> {
  const auth = authOf(request);
  const { table } = command;
  return inTransaction(db, async (tx) => {
    const reach = command.scope ? await scopeFor(command.scope, { db: tx, auth }) : undefined;
    const [before] = (await tx
      .select()
      .from(table)
      .where(and(eq(table.id, command.id), eq(table.companyId, auth.company.id), reach))
      .for('update')) as Record<string, unknown>[];
    if (!before) throw notFound(command.notFoundMessage);
    if (before.version !== command.version) throw conflict(STALE_EDIT_MESSAGE);
    const outcome = await command.run(tx, before, auth);
    await tx
      .update(table)
      .set({ ...outcome.changes, ...nextRevision(table) })
      .where(eq(table.id, command.id));
    await recordOperations(tx, request, [
      {
        action: command.action,
        resource: command.resource,
        recordId: command.id,
        description: outcome.description,
        before,
        after: outcome.after,
      },
    ]);
    return outcome.result;
  });
}
