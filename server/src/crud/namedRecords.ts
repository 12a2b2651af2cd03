import { and, eq, inArray } from 'drizzle-orm';
import type { App } from '../context';
import type { Db } from '../db/client';
import type { Auth } from '../http/callerAuth';
import { badRequest } from '../http/errors';
import { namedReachOf } from './recordReach';
import type { Reference, ResourceDefinition } from './resourceDefinition';
import { resourceAt } from './resourceRegistry';

/**
 * 数据权限 on references: a form (or a command) may name only records the caller may read. A sales user who sees
 * only her own customers cannot follow up, open an opportunity for, or make a project of another's by sending
 * its id; a task cannot be moved into a project out of reach. Each reference a resource declares is checked here,
 * by the engine, against the named resource's reach (`namedReachOf`: its data scope, or what its own picker
 * offers), so no route has to remember it. A record out of reach is refused like a missing one, before anything
 * is written, and the refusal names neither it nor anything of it.
 *
 * An edit checks only what it changes: a record in reach may keep naming what someone who reached it chose (a
 * project member edits the project of a customer she does not own).
 */

/** The refusal of a reference out of reach: 所选客户不存在或无权访问. */
export const namedOutOfReach = (label: string) => `所选${label.replace(/^(所属|关联|来源)/, '')}不存在或无权访问`;

/** The ids a value of the form (or a row) holds in a reference's field: one, a list, or one of each line. */
export function idsIn(values: Record<string, unknown> | undefined, field: string): number[] {
  if (!values) return [];
  const [head, inner] = field.split('.') as [string, string | undefined];
  const value = values[head];
  const listed = inner
    ? (Array.isArray(value) ? value : []).map((line) => (line as Record<string, unknown> | null)?.[inner])
    : Array.isArray(value)
      ? value
      : [value];
  return listed.filter((id): id is number => typeof id === 'number');
}

/** Whether a form or command sets the reference's field at all (a field of its lines counts when the lines are). */
const sets = (values: Record<string, unknown>, reference: Reference) => reference.field.split('.')[0]! in values;

/**
 * Refuses (400) `values` of `resource` naming a record the caller may not reach, through any of its references;
 * with `before` (an edit's record as it was), only the ids it did not name already. `values` may be a whole form
 * or just the references a command writes; `refusal` words the refusal where nobody chose the record (a
 * conversion takes its opportunity's customer).
 *
 * @example await assertNamedInReach(app, tx, auth, taskResource, form, { before }) // an edit of a task
 */
export async function assertNamedInReach(
  app: App,
  tx: Db,
  auth: Auth,
  resource: ResourceDefinition,
  values: Record<string, unknown>,
  { before, refusal = namedOutOfReach }: { before?: Record<string, unknown>; refusal?: (label: string) => string } = {},
): Promise<void> {
  for (const reference of resource.references ?? []) {
    if (!sets(values, reference)) continue;
    const kept = new Set(idsIn(before, reference.field));
    const ids = [...new Set(idsIn(values, reference.field))].filter((id) => !kept.has(id));
    if (!ids.length) continue;
    const target = resourceAt(app, reference.to);
    const { table } = target;
    const found = await tx
      .select({ id: table.id })
      .from(table)
      .where(
        and(inArray(table.id, ids), eq(table.companyId, auth.company.id), await namedReachOf(target, { db: tx, auth })),
      );
    if (found.length !== ids.length) throw badRequest(refusal(reference.label));
  }
}
