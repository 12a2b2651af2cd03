import { and, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { deptDeclaration, type DeptFormValues } from '@yjf/area-system/domain/deptSchemas';
import { subtreeIds } from '@yjf/area-system/domain/deptTree';
import { defineResource } from '../../../crud/resourceDefinition';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../http/errors';
import { departments, users } from '../../../db/accountTables';

/** A company's departments, flat (id, pid, name, sort): few enough per company to walk in memory. */
export async function companyDepartments(db: Db, companyId: number) {
  return db
    .select({ id: departments.id, pid: departments.pid, name: departments.name, sort: departments.sort })
    .from(departments)
    .where(eq(departments.companyId, companyId));
}

/**
 * The parent a form names: the company's own department, never the department itself or one below it (the
 * tree would close into a loop).
 */
async function checkedParent(tx: Db, companyId: number, pid: number | null, selfId?: number): Promise<number | null> {
  if (pid === null) return null;
  const all = await companyDepartments(tx, companyId);
  if (!all.some((dept) => dept.id === pid)) throw badRequest('上级部门不存在或不属于本企业');
  if (selfId !== undefined && subtreeIds(all, selfId).includes(pid)) {
    throw badRequest('上级部门不能是该部门自己或它的下级部门');
  }
  return pid;
}

/**
 * 部门 on the list engine: `/api/dept` with permission prefix `dept` and the enabled switch. A department
 * names are unique under one parent; one with sub-departments or users cannot be deleted.
 */
export const deptResource = defineResource<typeof deptDeclaration, DeptFormValues>({
  path: 'dept',
  permission: 'dept',
  declaration: deptDeclaration,
  table: departments,
  // Departments are chosen from the company's tree (`/api/dept/tree`); a user's is checked against the caller's view.
  namedFrom: { picker: '/api/dept/tree', within: async () => undefined },
  prepare: async (form, { tx, auth, existing }) => {
    const pid = await checkedParent(tx, auth.company.id, form.pid, existing?.id);
    const [twin] = await tx
      .select({ id: departments.id })
      .from(departments)
      .where(
        and(
          eq(departments.companyId, auth.company.id),
          pid === null ? isNull(departments.pid) : eq(departments.pid, pid),
          eq(departments.name, form.name),
          existing ? ne(departments.id, existing.id) : undefined,
        ),
      )
      .limit(1);
    if (twin) throw badRequest(`同一上级部门下已有「${form.name}」`);
    return { ...form, pid };
  },
  beforeDelete: async (ids, { tx }) => {
    // Sub-departments deleted together with their parent go with it; any other keeps the parent.
    const [child] = await tx
      .select({
        name: departments.name,
        parent: sql<string>`(select d.name from departments d where d.id = ${departments.pid})`,
      })
      .from(departments)
      .where(and(inArray(departments.pid, ids), notInArray(departments.id, ids)))
      .limit(1);
    if (child) throw badRequest(`部门「${child.parent}」下还有部门「${child.name}」，请先删除或移走下级部门`);
    const [member] = await tx
      .select({ dept: departments.name })
      .from(users)
      .innerJoin(departments, eq(departments.id, users.deptId))
      .where(inArray(users.deptId, ids))
      .limit(1);
    if (member) throw badRequest(`部门「${member.dept}」下还有用户，请先把用户调到其他部门`);
  },
  titleOf: (row) => String(row.name),
  toggleField: 'enabled',
});
