import { eq, sql } from 'drizzle-orm';
import { companies, roles } from '../../db/accountTables';
import { menus, roleMenus } from '../../platform/accounts/menuTables';
import { plans } from '../../platform/accounts/planTables';
import type { Db } from '../../db/client';
import { MENU_TREE, PLAN_AREAS, SALES_PERMISSIONS, type PlanArea, type SeedMenu } from './menuTree';
import type { SeedStep } from '../../db/runSeeds';

export type Inserted = { id: number; area?: PlanArea; scope: string; permission: string };

/** `customers/CustomerList` -> `CustomerList`; a directory's name comes from its path. */
function routeName(menu: SeedMenu): string {
  if (menu.name) return menu.name;
  if (menu.component) return menu.component.split('/')[1]!;
  return menu.path
    .replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))
    .replace(/^./, (c) => c.toUpperCase());
}

export async function insertTree(
  tx: Db,
  nodes: SeedMenu[],
  pid: number | null,
  inherited: { area?: PlanArea; scope: string },
  out: Inserted[],
): Promise<void> {
  for (const [index, node] of nodes.entries()) {
    const area = node.area ?? inherited.area;
    const scope = node.scope ?? inherited.scope;
    const [row] = await tx
      .insert(menus)
      .values({
        pid,
        type: node.component || node.iframe ? 1 : 0,
        title: node.title,
        name: routeName(node),
        component: node.component ?? '',
        path: node.path,
        icon: node.icon ?? '',
        sort: (index + 1) * 10,
        hidden: node.hidden ?? false,
        cache: node.cache ?? true,
        permission: node.permission ?? '',
        iframe: node.iframe ?? false,
        scope,
      })
      .returning({ id: menus.id });
    out.push({ id: row!.id, area, scope, permission: node.permission ?? '' });
    for (const [b, button] of (node.buttons ?? []).entries()) {
      const [buttonRow] = await tx
        .insert(menus)
        .values({
          pid: row!.id,
          type: 2,
          title: button.title,
          permission: button.permission,
          sort: (b + 1) * 10,
          scope: button.scope ?? scope,
        })
        .returning({ id: menus.id });
      out.push({ id: buttonRow!.id, area, scope: button.scope ?? scope, permission: button.permission });
    }
    await insertTree(tx, node.children ?? [], row!.id, { area, scope }, out);
  }
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The whole menu tree, the plan catalogue A/B/C with the menus each opens, the demo companies' plans
 * (company 2 on trial with plan C's areas for 30 days, company 3 on plan B for a year), and the sales role's menus.
 */
export const menusAndPlansSeed: SeedStep = {
  name: '0002-menus-and-plans',
  async run(tx) {
    const inserted: Inserted[] = [];
    await insertTree(tx, MENU_TREE, null, { scope: 'plan' }, inserted);

    const menuIdsOf = (code: 'A' | 'B' | 'C') =>
      inserted.filter((m) => m.scope === 'plan' && m.area && PLAN_AREAS[code].includes(m.area)).map((m) => m.id);
    await tx.insert(plans).values([
      {
        code: 'A',
        name: '基础版',
        yearlyPriceFen: 398_000,
        discountPercent: 100,
        numberOfStaff: 5,
        menuIds: menuIdsOf('A'),
        sort: 1,
      },
      {
        code: 'B',
        name: '专业版',
        yearlyPriceFen: 698_000,
        discountPercent: 90,
        numberOfStaff: 15,
        menuIds: menuIdsOf('B'),
        sort: 2,
      },
      {
        code: 'C',
        name: '旗舰版',
        yearlyPriceFen: 1_280_000,
        discountPercent: 85,
        numberOfStaff: 30,
        menuIds: menuIdsOf('C'),
        sort: 3,
      },
    ]);

    const today = new Date();
    const inDays = (days: number) => isoDate(new Date(today.getTime() + days * 86400000));
    await tx
      .update(companies)
      .set({ trialEndDate: inDays(30), staffLimit: 30 })
      .where(eq(companies.id, 2));
    await tx
      .update(companies)
      .set({ planCode: 'B', planEndDate: inDays(365), staffLimit: 15 })
      .where(eq(companies.id, 3));
    await tx.update(companies).set({ staffLimit: 100 }).where(eq(companies.id, 1));

    // The sales role: the pages and buttons of its permissions.
    const [sales] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(sql`${roles.companyId} = 2 and ${roles.name} = '销售'`);
    const salesMenus = inserted.filter((m) => SALES_PERMISSIONS.includes(m.permission));
    if (sales && salesMenus.length)
      await tx.insert(roleMenus).values(salesMenus.map((m) => ({ roleId: sales.id, menuId: m.id })));
  },
};
