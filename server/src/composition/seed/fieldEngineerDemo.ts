import { hash } from '@node-rs/argon2';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { chinaToday } from '@yjf/domain/calendar';
import { menus, roleMenus } from '../../platform/accounts/menuTables';
import { departments, roles, userRoles, users } from '../../db/accountTables';
import { projects } from '../../areas/projects/projects/schema';
import { tasks } from '../../areas/projects/tasks/schema';
import { DEMO_PASSWORD } from './demoAccounts';
import type { SeedStep } from '../../db/runSeeds';

/**
 * The field engineer of 示例影音科技: the person who works from a phone on site. Not in `DEMO_ACCOUNTS`, which
 * the first seed step inserts as they were then; listed with them where the accounts are printed.
 */
export const FIELD_ENGINEER = {
  companyId: 2,
  phone: '13800000004',
  nickName: '小陈',
  realName: '陈刚',
  note: '示例影音科技现场工程师（手机）：今日任务、方案图纸、客户跟进与出库',
} as const;

/** What a field engineer does: their tasks, the projects' drawings, customer follow-ups and stock-outs. */
const ENGINEER_PERMISSIONS = [
  'task:list',
  'task:edit',
  'project:list',
  'scheme:list',
  'scheme:add',
  'scheme:edit',
  'customer:list',
  'customerFollowup:list',
  'customerFollowup:add',
  'stockOut:list',
  'stockOut:add',
  'stockOut:edit',
];

/** The day's work on site, due today (the day the demo data is written). */
const TODAY_TASKS = [
  { title: '客厅音箱安装与走线', priority: 1 },
  { title: '投影幕布调平与校色', priority: 2 },
];

/**
 * 0011: the 工程 role (数据权限 全部: engineers work on every project) with its pages, and 陈刚 of 施工组 in it,
 * a member of company 2's first project with two tasks due today and one in a week.
 */
export const fieldEngineerSeed: SeedStep = {
  name: '0011-field-engineer-demo',
  async run(tx) {
    const { companyId } = FIELD_ENGINEER;
    const [role] = await tx
      .insert(roles)
      .values({ companyId, name: '工程', isAdmin: false, level: 2, description: '现场安装、调试与出库' })
      .returning({ id: roles.id });
    const granted = await tx
      .select({ id: menus.id })
      .from(menus)
      .where(inArray(menus.permission, ENGINEER_PERMISSIONS));
    if (granted.length)
      await tx.insert(roleMenus).values(granted.map((menu) => ({ roleId: role!.id, menuId: menu.id })));

    const [crew] = await tx
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.companyId, companyId), eq(departments.name, '施工组')));
    const [engineer] = await tx
      .insert(users)
      .values({
        companyId,
        deptId: crew?.id ?? null,
        username: FIELD_ENGINEER.phone,
        phone: FIELD_ENGINEER.phone,
        nickName: FIELD_ENGINEER.nickName,
        realName: FIELD_ENGINEER.realName,
        email: `${FIELD_ENGINEER.phone}@demo.yunjiaofu.cn`,
        passwordHash: await hash(DEMO_PASSWORD),
      })
      .returning({ id: users.id });
    await tx.insert(userRoles).values({ userId: engineer!.id, roleId: role!.id });

    const [project] = await tx
      .select({ id: projects.id, createdBy: projects.createdBy })
      .from(projects)
      .where(eq(projects.companyId, companyId))
      .orderBy(asc(projects.id))
      .limit(1);
    if (!project) return;
    await tx
      .update(projects)
      .set({ memberIds: sql`array_append(${projects.memberIds}, ${engineer!.id})` })
      .where(eq(projects.id, project.id));
    const today = chinaToday();
    await tx.insert(tasks).values([
      ...TODAY_TASKS.map((task) => ({
        companyId,
        createdBy: project.createdBy,
        projectId: project.id,
        title: task.title,
        assigneeId: engineer!.id,
        priority: task.priority,
        dueDate: today,
      })),
      {
        companyId,
        createdBy: project.createdBy,
        projectId: project.id,
        title: '系统联调与客户培训',
        assigneeId: engineer!.id,
        priority: 2,
        dueDate: chinaToday(new Date(Date.now() + 7 * 86_400_000)),
      },
    ]);
  },
};
