import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { App } from '../context';
import type { Db } from '../db/client';
import { badRequest } from '../http/errors';
import type { ResourceDefinition, ResourceRow } from './resourceDefinition';
import { registeredResources } from './resourceRegistry';

/**
 * Refuses the delete of `rows` of `resource` (of `companyId`) while a resource the app serves still names one of
 * them through a reference that `blocksDelete`, in the order the resources were registered: the first found
 * names the record and what names it. Records name only their own company's, so the lookup is the company's
 * too, and an index on the company and the column serves it.
 */
export async function refuseReferenced(
  app: App,
  tx: Db,
  companyId: number,
  resource: ResourceDefinition,
  rows: ResourceRow[],
  titleOf: (row: ResourceRow) => string,
): Promise<void> {
  const ids = rows.map((row) => row.id);
  for (const { resource: holder } of registeredResources(app)) {
    for (const { to, column, blocksDelete } of holder.references ?? []) {
      if (to !== resource.path || !blocksDelete || !column) continue;
      const [used] = await tx
        .select({ id: column })
        .from(holder.table)
        .where(and(eq(holder.table.companyId, companyId), inArray(column, ids)))
        .limit(1);
      if (!used) continue;
      const title = titleOf(rows.find((row) => row.id === used.id)!);
      throw badRequest(
        blocksDelete === true ? `${resource.noun}「${title}」下还有${holder.noun}，不能删除` : blocksDelete(title),
      );
    }
  }
}

/**
 * Deletes the rows `where` names; a row another table still points at without a declared reference (a user named
 * by a membership order) is a clear refusal, the resource's `inUseMessage`, not a 500.
 */
export async function deleteUnlessInUse(tx: Db, resource: ResourceDefinition, where: SQL): Promise<void> {
  try {
    await tx.delete(resource.table).where(where);
  } catch (error) {
    const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23503') throw badRequest(resource.inUseMessage ?? `${resource.noun}已被其他数据使用，不能删除`);
    throw error;
  }
}
