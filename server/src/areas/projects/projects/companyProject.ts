import { and, eq } from 'drizzle-orm';
import { scopeFor } from '../../../crud/dataScope';
import type { Db } from '../../../db/client';
import type { Auth } from '../../../http/callerAuth';
import { notFound } from '../../../http/errors';
import { projectScope } from './resource';
import { projects } from './schema';

export const PROJECT_NOT_FOUND = '项目不存在或已被删除';

/**
 * The project of the caller's company and data scope (its id and contract amount), or a 404 like a missing
 * one.
 */
export async function companyProject(db: Db, auth: Auth, id: number) {
  const [found] = await db
    .select({ id: projects.id, contractAmount: projects.contractAmount })
    .from(projects)
    .where(
      and(eq(projects.id, id), eq(projects.companyId, auth.company.id), await scopeFor(projectScope, { db, auth })),
    );
  if (!found) throw notFound(PROJECT_NOT_FOUND);
  return found;
}
