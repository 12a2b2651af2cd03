import { VIP } from '@yjf/domain/membership';
import type { AreaPage, NotInPlan } from '@yjf/domain/remotes';
import { pageRoutes, type PageRoute } from '@yjf/domain/menuRoutes';
import type { MenuRoute } from '@yjf/domain/menus';
import { asc, eq, inArray } from 'drizzle-orm';
import { chinaToday } from '@yjf/domain/calendar';
import { PLATFORM_COMPANY_ID } from '@yjf/domain/session';
import type { Db } from '../../db/client';
import { userRoles } from '../../db/accountTables';
import type { Auth, CallerCompany } from '../../http/callerAuth';
import { plans } from '../accounts/planTables';
import { menus, roleMenus } from '../accounts/menuTables';
import { pagesNotInPlan, pagesOutsideRole } from './notInPlan';
import { toRouteTree, type MenuRow } from './routeTree';

export type PlanRow = typeof plans.$inferSelect;

/**
 * The plan whose areas a company sees today: a trial company sees plan C's until its trial ends; a member sees
 * its plan's until the plan ends; otherwise none (only the basic administration remains).
 */
export function activePlanCode(
  company: Pick<CallerCompany, 'vip' | 'planCode' | 'planEndDate' | 'trialEndDate'>,
  today = chinaToday(),
): string | null {
  if (company.planCode && company.planEndDate && company.planEndDate >= today) return company.planCode;
  if (company.vip === VIP.trial && company.trialEndDate && company.trialEndDate >= today) return 'C';
  return null;
}

const TTL_MS = 30_000;

/**
 * The menus and plans, read once and kept for 30 seconds by each server instance. A change made through any
 * instance is seen at once by all: `changed()` drops this copy and tells the others (`tellOthers`, a database
 * notice), which drop theirs (`forget`); while the notices are not heard, nothing is kept. Answers what a
 * company's plan opens and what a user may do.
 */
export class MenuCatalog {
  private cached: { menus: MenuRow[]; plans: Map<string, PlanRow>; at: number } | null = null;

  constructor(
    private readonly db: Db,
    private readonly tellOthers: () => Promise<void> = async () => {},
    /**
     * Whether this instance hears the others' notices now. While it does not, a change made elsewhere would go
     * unheard, so the copy is not used: each call reads (as kept sessions do, platform/auth/keptSessions.ts).
     */
    private readonly listening: () => boolean = () => true,
  ) {}

  /** The menus or plans were changed: read them again here, and on every other instance. */
  async changed(): Promise<void> {
    this.cached = null;
    await this.tellOthers();
  }

  /** Another instance changed the menus or plans (or its notices may have been missed). */
  forget(): void {
    this.cached = null;
  }

  /**
   * The menus and plans, from the copy while it is fresh. `db` reads them when it is not: a caller inside a
   * transaction passes it, as on PGlite's one connection a read outside would wait for the transaction for ever.
   */
  async all(db: Db = this.db): Promise<{ menus: MenuRow[]; plans: Map<string, PlanRow> }> {
    if (!this.cached || Date.now() - this.cached.at > TTL_MS || !this.listening()) {
      const [menuRows, planRows] = await Promise.all([
        db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id)),
        db.select().from(plans),
      ]);
      this.cached = { menus: menuRows, plans: new Map(planRows.map((p) => [p.code, p])), at: Date.now() };
    }
    return this.cached;
  }

  /** The menus a company may see at all: the platform sees everything; others their plan's and the basic ones. */
  async companyMenus(company: CallerCompany, db: Db = this.db): Promise<MenuRow[]> {
    const { menus: rows, plans: planRows } = await this.all(db);
    if (company.id === PLATFORM_COMPANY_ID) return rows;
    const code = activePlanCode(company);
    const opened = new Set(code ? (planRows.get(code)?.menuIds ?? []) : []);
    return rows.filter((m) => m.scope === 'basic' || (m.scope === 'plan' && opened.has(m.id)));
  }

  /** The pages of a signed-in user's menus with their full paths, as the shell routes them. */
  async userPages(auth: Auth): Promise<PageRoute[]> {
    return pageRoutes(await this.userRouteTree(auth));
  }

  /** The user's menus as the shell's route tree (`GET /api/menus/build`'s answer). */
  async userRouteTree(auth: Auth): Promise<MenuRoute[]> {
    return toRouteTree(await this.userMenus(auth));
  }

  /** The menus a signed-in user may see: the company's, narrowed to the user's roles (administrators: all). */
  async userMenus(auth: Auth): Promise<MenuRow[]> {
    const visible = await this.companyMenus(auth.company);
    if (auth.isAdmin) return visible;
    const granted = await this.db
      .select({ menuId: roleMenus.menuId })
      .from(userRoles)
      .innerJoin(roleMenus, eq(roleMenus.roleId, userRoles.roleId))
      .where(eq(userRoles.userId, auth.user.id));
    const allowed = new Set(granted.map((g) => g.menuId));
    // A granted page brings its directories along.
    const byId = new Map(visible.map((m) => [m.id, m]));
    for (const id of [...allowed]) {
      let parent = byId.get(id)?.pid;
      while (parent) {
        allowed.add(parent);
        parent = byId.get(parent)?.pid;
      }
    }
    return visible.filter((m) => allowed.has(m.id));
  }

  /**
   * Whether the caller may use a permission: the company's plan must open it, and the user's roles must hold
   * it (administrators hold every one the plan opens). Answers why not. `db`: the caller's transaction, if in one.
   */
  async check(auth: Auth, permission: string, db: Db = this.db): Promise<'ok' | 'plan' | 'role'> {
    const companyPermissions = new Set(
      (await this.companyMenus(auth.company, db)).map((m) => m.permission).filter(Boolean),
    );
    if (!companyPermissions.has(permission)) return 'plan';
    if (auth.isAdmin || auth.roles.includes(permission)) return 'ok';
    return 'role';
  }

  /**
   * The company's plan in force, the pages of the product it does not open and those it opens that the user's
   * roles do not hold (`areaPages`: each live area's pages), so the shell can say a page is not in the plan, or
   * not the user's, rather than that it does not exist.
   */
  async notInPlan(auth: Auth, areaPages: Map<string, AreaPage[]>): Promise<NotInPlan> {
    const { company } = auth;
    if (company.id === PLATFORM_COMPANY_ID) return { plan: null, pages: [], outsideRole: [] };
    const { menus: rows, plans: planRows } = await this.all();
    const code = activePlanCode(company);
    const current = code ? planRows.get(code) : undefined;
    const companyMenus = await this.companyMenus(company);
    return {
      plan: current ? { code: current.code, name: current.name } : null,
      pages: pagesNotInPlan(rows, [...planRows.values()], companyMenus, areaPages),
      outsideRole: auth.isAdmin ? [] : pagesOutsideRole(companyMenus, await this.userMenus(auth), areaPages),
    };
  }

  async plan(code: string): Promise<PlanRow | undefined> {
    return (await this.all()).plans.get(code);
  }
}

/** The menus with these ids, for the role screens. */
export async function menusByIds(db: Db, ids: number[]): Promise<MenuRow[]> {
  return ids.length ? db.select().from(menus).where(inArray(menus.id, ids)) : [];
}
