import { and, eq, isNull } from 'drizzle-orm';
import { menus } from '../../platform/accounts/menuTables';
import { insertTree, type Inserted } from './menusAndPlans';
import { MEMBERSHIP_ORDERS_MENU } from './menuTree';
import type { SeedStep } from '../../db/runSeeds';

/**
 * 会员订单 under 系统管理, for installations whose menus were seeded before it existed (a new one has it from
 * `0002-menus-and-plans` already). Placed after 套餐管理.
 */
export const membershipOrdersMenuSeed: SeedStep = {
  name: '0008-membership-orders-menu',
  async run(tx) {
    const [system] = await tx
      .select({ id: menus.id })
      .from(menus)
      .where(and(isNull(menus.pid), eq(menus.path, '/system')));
    if (!system) return;
    const [present] = await tx
      .select({ id: menus.id })
      .from(menus)
      .where(and(eq(menus.pid, system.id), eq(menus.path, MEMBERSHIP_ORDERS_MENU.path)));
    if (present) return;
    const inserted: Inserted[] = [];
    await insertTree(tx, [MEMBERSHIP_ORDERS_MENU], system.id, { scope: 'basic' }, inserted);
    const [page] = inserted;
    if (page) await tx.update(menus).set({ sort: 65 }).where(eq(menus.id, page.id));
  },
};
