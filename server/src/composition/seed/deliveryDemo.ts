import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { roles, users } from '../../db/accountTables';
import { businessOpportunities } from '../../areas/business/opportunities/schema';
import { menus, roleMenus } from '../../platform/accounts/menuTables';
import { nextProjectCode } from '../../areas/projects/projects/projectCode';
import { projects } from '../../areas/projects/projects/schema';
import { recordStatusChange } from '../../areas/projects/projects/statusHistory';
import { tasks } from '../../areas/projects/tasks/schema';
import type { Db } from '../../db/client';
import type { SeedStep } from '../../db/runSeeds';

/** What the sales role does with tasks: sees them and finishes those given to it. */
const SALES_TASK_PERMISSIONS = ['task:list', 'task:edit'];

const TASKS = [
  { title: '现场勘测与尺寸复核', priority: 1, done: true },
  { title: '出深化设计图', priority: 1, done: true },
  { title: '弱电预埋与布线', priority: 2, done: false },
  { title: '设备到场验货', priority: 2, done: false },
  { title: '影音室声学调试', priority: 3, done: false },
];
const ADDRESSES = [
  '深圳市南山区科技园南区 8 栋',
  '广州市天河区珠江新城华夏路 16 号',
  '佛山市顺德区北滘镇美的大道 6 号',
];

/**
 * The delivery side of the demo: each company's won business opportunities become projects at different
 * stages, with a status history and tasks, and the sales role of company 2 may see and finish tasks.
 */
export const deliveryDemoSeed: SeedStep = {
  name: 'deliveryDemo',
  async run(tx: Db) {
    const [sales] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(sql`${roles.companyId} = 2 and ${roles.name} = '销售'`);
    const taskMenus = await tx
      .select({ id: menus.id })
      .from(menus)
      .where(inArray(menus.permission, SALES_TASK_PERMISSIONS));
    if (sales && taskMenus.length) {
      await tx
        .insert(roleMenus)
        .values(taskMenus.map((m) => ({ roleId: sales.id, menuId: m.id })))
        .onConflictDoNothing();
    }

    for (const companyId of [2, 3]) {
      const won = await tx
        .select()
        .from(businessOpportunities)
        .where(and(eq(businessOpportunities.companyId, companyId), eq(businessOpportunities.status, 3)))
        .orderBy(asc(businessOpportunities.id))
        .limit(3);
      const [admin] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.companyId, companyId))
        .orderBy(asc(users.id))
        .limit(1);
      for (const [index, business] of won.entries()) {
        const status = [4, 1, 7][index] ?? 0;
        const [project] = await tx
          .insert(projects)
          .values({
            companyId,
            createdBy: admin?.id ?? null,
            code: await nextProjectCode(tx, companyId),
            name: business.name,
            customerId: business.customerId,
            businessId: business.id,
            contractAmount: business.estimatedAmount,
            status,
            managerId: business.ownerId ?? admin?.id ?? null,
            siteAddress: ADDRESSES[index % ADDRESSES.length]!,
            signDate: business.expectedSignDate,
          })
          .returning({ id: projects.id });
        await tx
          .update(businessOpportunities)
          .set({ projectId: project!.id })
          .where(eq(businessOpportunities.id, business.id));
        const by = admin?.id ?? 0;
        await recordStatusChange(tx, {
          companyId,
          projectId: project!.id,
          from: null,
          to: 0,
          by,
          remark: '由商机转入',
        });
        for (let step = 1; step <= status; step++) {
          await recordStatusChange(tx, { companyId, projectId: project!.id, from: step - 1, to: step, by });
        }
        await tx.insert(tasks).values(
          TASKS.map((task, order) => ({
            companyId,
            createdBy: admin?.id ?? null,
            projectId: project!.id,
            title: task.title,
            assigneeId: order % 2 ? (business.ownerId ?? admin?.id ?? null) : (admin?.id ?? null),
            priority: task.priority,
            dueDate: `2026-12-${String(5 + order * 5).padStart(2, '0')}`,
            status: task.done ? 1 : 0,
            completedAt: task.done ? new Date() : null,
            completedBy: task.done ? (admin?.id ?? null) : null,
          })),
        );
      }
    }
  },
};
