import { eq } from 'drizzle-orm';
import { departments, users } from '../../db/accountTables';
import type { Db } from '../../db/client';
import { DEMO_ACCOUNTS } from './demoAccounts';
import type { SeedStep } from '../../db/runSeeds';

type DemoDept = { name: string; sort: number; children?: DemoDept[] };

/** Each demo company's departments: [top level with its sub-departments]. */
const DEPARTMENTS: Record<number, DemoDept[]> = {
  2: [
    { name: '总经办', sort: 1 },
    { name: '销售部', sort: 2, children: [{ name: '渠道销售组', sort: 1 }] },
    {
      name: '工程部',
      sort: 3,
      children: [
        { name: '设计组', sort: 1 },
        { name: '施工组', sort: 2 },
      ],
    },
    { name: '财务部', sort: 4 },
  ],
  3: [
    { name: '总经办', sort: 1 },
    { name: '销售部', sort: 2 },
    { name: '工程部', sort: 3 },
    { name: '财务部', sort: 4 },
  ],
};

/** Where each demo account works, by phone. */
const DEPARTMENT_OF: Record<string, string> = {
  '13800000001': '总经办',
  '13800000002': '销售部',
  '13800000003': '总经办',
};

async function insertDepartments(tx: Db, companyId: number, list: DemoDept[], pid: number | null) {
  const ids = new Map<string, number>();
  for (const dept of list) {
    const [row] = await tx
      .insert(departments)
      .values({ companyId, pid, name: dept.name, sort: dept.sort })
      .returning({ id: departments.id });
    ids.set(dept.name, row!.id);
    if (dept.children) {
      for (const [name, id] of await insertDepartments(tx, companyId, dept.children, row!.id)) ids.set(name, id);
    }
  }
  return ids;
}

/** Departments of demo companies 2 and 3 (issue 10), and the demo accounts placed in them. */
export const systemDemoSeed: SeedStep = {
  name: 'systemDemo',
  async run(tx) {
    for (const [company, list] of Object.entries(DEPARTMENTS)) {
      const companyId = Number(company);
      const ids = await insertDepartments(tx, companyId, list, null);
      for (const account of DEMO_ACCOUNTS.filter((a) => a.companyId === companyId)) {
        const deptId = ids.get(DEPARTMENT_OF[account.phone] ?? '');
        if (deptId) await tx.update(users).set({ deptId }).where(eq(users.id, account.id));
      }
    }
  },
};
