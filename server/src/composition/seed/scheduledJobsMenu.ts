import { and, eq, isNull } from 'drizzle-orm';
import { menus } from '../../platform/accounts/menuTables';
import { insertTree, type Inserted } from './menusAndPlans';
import { SCHEDULED_JOBS_MENU } from './menuTree';
import type { SeedStep } from '../../db/runSeeds';

/**
 * 定时任务 under 系统监控, for installations whose menus were seeded before it existed (a new one has it from
 * `0002-menus-and-plans` already), last, as a new one has it. Platform only: the platform's administrators see it
 * by their role, as every platform menu.
 */
export const scheduledJobsMenuSeed: SeedStep = {
  name: '0012-scheduled-jobs-menu',
  async run(tx) {
    const [monitor] = await tx
      .select({ id: menus.id })
      .from(menus)
      .where(and(isNull(menus.pid), eq(menus.path, '/monitor')));
    if (!monitor) return;
    const [present] = await tx
      .select({ id: menus.id })
      .from(menus)
      .where(and(eq(menus.pid, monitor.id), eq(menus.path, SCHEDULED_JOBS_MENU.path)));
    if (present) return;
    const siblings = await tx.select({ sort: menus.sort }).from(menus).where(eq(menus.pid, monitor.id));
    const inserted: Inserted[] = [];
    await insertTree(tx, [SCHEDULED_JOBS_MENU], monitor.id, { scope: 'platform' }, inserted);
    const [page] = inserted;
    const last = Math.max(0, ...siblings.map((sibling) => sibling.sort));
    if (page)
      await tx
        .update(menus)
        .set({ sort: last + 10 })
        .where(eq(menus.id, page.id));
  },
};
