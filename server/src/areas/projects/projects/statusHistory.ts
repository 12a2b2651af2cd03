import { asc, eq } from 'drizzle-orm';
import type { ProjectStatusEntry } from '@yjf/area-projects/domain/projectSchemas';
import type { Db } from '../../../db/client';
import { users } from '../../../db/accountTables';
import { userName } from '../../../platform/accounts/userName';
import { projectStatusChanges } from './schema';

/** Records a change of a project's status (from null: its creation), inside the caller's transaction. */
export async function recordStatusChange(
  tx: Db,
  change: { companyId: number; projectId: number; from: number | null; to: number; by: number; remark?: string },
): Promise<void> {
  await tx.insert(projectStatusChanges).values({
    companyId: change.companyId,
    projectId: change.projectId,
    fromStatus: change.from,
    toStatus: change.to,
    changedBy: change.by,
    remark: change.remark ?? '',
  });
}

/** A project's status changes, oldest first. The caller has checked the project is of the caller's company. */
export async function statusHistoryOf(db: Db, projectId: number): Promise<ProjectStatusEntry[]> {
  const rows = await db
    .select({
      id: projectStatusChanges.id,
      fromStatus: projectStatusChanges.fromStatus,
      toStatus: projectStatusChanges.toStatus,
      remark: projectStatusChanges.remark,
      changedBy: projectStatusChanges.changedBy,
      changedByName: userName(users, 'changed_by_name'),
      changedAt: projectStatusChanges.changedAt,
    })
    .from(projectStatusChanges)
    .leftJoin(users, eq(users.id, projectStatusChanges.changedBy))
    .where(eq(projectStatusChanges.projectId, projectId))
    .orderBy(asc(projectStatusChanges.id));
  return rows.map((row) => ({ ...row, changedAt: row.changedAt.toISOString() }));
}
