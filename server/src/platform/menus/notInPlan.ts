import { MENU_TYPES } from '@yjf/domain/menus';
import {
  parseRemoteComponent,
  type AreaPage,
  type PageNotInPlan,
  type PageOutsideRole,
  type PlanName,
} from '@yjf/domain/remotes';
import type { menus } from '../accounts/menuTables';
import type { plans } from '../accounts/planTables';

type MenuRow = typeof menus.$inferSelect;
type PlanRow = typeof plans.$inferSelect;

/**
 * A menu's full path, joined as the shell joins the route tree (`host/src/shell/menuRoutes.ts`): a path starting
 * with `/` stands alone, any other follows its parent's.
 */
export function menuPathOf(row: MenuRow, byId: Map<number, MenuRow>, seen = new Set<number>()): string {
  if (row.path.startsWith('/')) return row.path.replace(/\/+$/, '') || '/';
  const parent = row.pid !== null && !seen.has(row.pid) ? byId.get(row.pid) : undefined;
  const base = parent ? menuPathOf(parent, byId, seen.add(row.id)) : '';
  return `${base.replace(/\/+$/, '')}/${row.path}`;
}

const nameOf = (plan: PlanRow): PlanName => ({ code: plan.code, name: plan.name });

/**
 * The pages of the product a company's plan does not open, each with the plans that do (in the catalogue's
 * order): the plan's menu pages the company does not see, and the pages outside the menus (`/PurchaseInfo/:id?`)
 * of each area none of its menus names. A page no plan opens (the platform's own) is not among them, nor one
 * the company sees and a role hides: that is not the plan's doing.
 */
export function pagesNotInPlan(
  rows: MenuRow[],
  plans: PlanRow[],
  visible: MenuRow[],
  areaPages: Map<string, AreaPage[]>,
): PageNotInPlan[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const catalogue = [...plans].sort((a, b) => a.sort - b.sort || a.code.localeCompare(b.code));
  const seen = new Set(visible.map((row) => row.id));
  const areaOf = (row: MenuRow | undefined) => parseRemoteComponent(row?.component)?.remote;
  const openAreas = new Set(visible.flatMap((row) => areaOf(row) ?? []));

  const menuPages = rows.flatMap((row): PageNotInPlan[] => {
    if (row.type !== MENU_TYPES.menu || row.iframe || !areaOf(row) || seen.has(row.id)) return [];
    const opening = catalogue.filter((plan) => plan.menuIds.includes(row.id));
    return opening.length ? [{ path: menuPathOf(row, byId), title: row.title, plans: opening.map(nameOf) }] : [];
  });
  const hiddenPages = [...areaPages].flatMap(([area, pages]): PageNotInPlan[] => {
    if (openAreas.has(area)) return [];
    const opening = catalogue.filter((plan) => plan.menuIds.some((id) => areaOf(byId.get(id)) === area));
    if (!opening.length) return [];
    return pages.flatMap((page) =>
      page.path && !page.home ? [{ path: page.path, title: page.title, plans: opening.map(nameOf) }] : [],
    );
  });
  return [...menuPages, ...hiddenPages];
}

/**
 * The pages a company sees that a user's roles do not hold: its menu pages missing from the user's menus, and the
 * pages outside the menus of each area the company opens and none of the user's menus names.
 */
export function pagesOutsideRole(
  companyMenus: MenuRow[],
  userMenus: MenuRow[],
  areaPages: Map<string, AreaPage[]>,
): PageOutsideRole[] {
  const byId = new Map(companyMenus.map((row) => [row.id, row]));
  const held = new Set(userMenus.map((row) => row.id));
  const areaOf = (row: MenuRow) => parseRemoteComponent(row.component)?.remote;
  const userAreas = new Set(userMenus.flatMap((row) => areaOf(row) ?? []));
  const companyAreas = new Set(companyMenus.flatMap((row) => areaOf(row) ?? []));
  const menuPages = companyMenus.flatMap((row): PageOutsideRole[] =>
    row.type === MENU_TYPES.menu && !row.iframe && areaOf(row) && !held.has(row.id)
      ? [{ path: menuPathOf(row, byId), title: row.title }]
      : [],
  );
  const hiddenPages = [...areaPages].flatMap(([area, pages]): PageOutsideRole[] =>
    companyAreas.has(area) && !userAreas.has(area)
      ? pages.flatMap((page) => (page.path && !page.home ? [{ path: page.path, title: page.title }] : []))
      : [],
  );
  return [...menuPages, ...hiddenPages];
}
