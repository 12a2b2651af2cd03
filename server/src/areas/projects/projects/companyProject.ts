import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notFound } from '../../../http/errors';
import { projects } from './schema';

export const PROJECT_NOT_FOUND = '项目不存在或已被删除';

/** The project of the caller's company (its id and contract amount), or a 404 like a missing one. */
export async function companyProject(db: Db, companyId: number, id: number) {
  const [found] = await db
    .select({ id: projects.id, contractAmount: projects.contractAmount })
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.companyId, companyId)));
  if (!found) throw notFound(PROJECT_NOT_FOUND);
  return found;
}
