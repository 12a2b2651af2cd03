import { and, eq, inArray } from 'drizzle-orm';
import { menus, roleMenus } from '../src/platform/accounts/menuTables';
import { departments, roles } from '../src/db/accountTables';
import { apiCaller } from './apiCalls';
import { signIn } from './session';
import type { TestServer } from './testServer';

/**
 * A new member of company 2's staff, signed in: in department `dept`, holding a new role named `role` with the
 * given permissions and data scope (本级 unless said), added by company 2's administrator as 用户管理 does.
 *
 * @example const auditor = await scopedStaff(server, admin2, { role: '日志审计本级', permissions: ['log:list'], dept: '销售部', phone: '13900078001' })
 */
export async function scopedStaff(
  server: TestServer,
  adminToken: string,
  staff: { role: string; permissions: string[]; dept: string; phone: string; dataScope?: string },
): Promise<string> {
  const db = server.database.db;
  const [dept] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.companyId, 2), eq(departments.name, staff.dept)));
  const [role] = await db
    .insert(roles)
    .values({ companyId: 2, name: staff.role, level: 2, dataScope: staff.dataScope ?? '本级' })
    .returning({ id: roles.id });
  const granted = await db.select({ id: menus.id }).from(menus).where(inArray(menus.permission, staff.permissions));
  await db.insert(roleMenus).values(granted.map((menu) => ({ roleId: role!.id, menuId: menu.id })));
  const added = await apiCaller(() => server).ok<{ initialPassword: string }>(adminToken, 'POST', '/api/users', {
    phone: staff.phone,
    nickName: staff.role,
    sex: 1,
    deptId: dept!.id,
    roleIds: [role!.id],
  });
  return signIn(server, staff.phone, added.initialPassword);
}
