import { eq } from 'drizzle-orm';
import { addDays, chinaToday } from '@yjf/domain/calendar';
import { startTestServer, type TestServer } from '../../../../test/testServer';
import { customers } from '../../customers/schema';
import {
  clearMessages,
  demoStaffIds,
  inbox,
  titlesOf,
  turnOff,
  type DemoStaff,
} from '../../../platform/messages/testing/inboxes';
import { roles, userRoles } from '../../../db/accountTables';
import { projects } from '../projects/schema';
import { tasks } from './schema';
import { remindDueTasks, taskDueJob, taskDueTitle } from './taskDueReminders';

/**
 * 任务到期 (issue 57): every morning each open task due today or overdue reminds its assignee, once a day, only
 * while they may see tasks; finished tasks, tasks due later and other companies' people get nothing.
 */
describe('task due reminders', () => {
  let server: TestServer;
  let staff: DemoStaff;
  const db = () => server.database.db;
  const run = () => taskDueJob.run(server.app.appContext, server.app.log);
  const today = chinaToday();
  let seq = 0;

  /** A project of `companyId` managed by `managerId`, on one of the company's customers. */
  const project = async (companyId: number, managerId: number, name: string) => {
    const [customer] = await db()
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.companyId, companyId))
      .limit(1);
    const [row] = await db()
      .insert(projects)
      .values({ companyId, name, code: `XMTASKDUE${++seq}`, customerId: customer!.id, managerId, createdBy: managerId })
      .returning({ id: projects.id });
    return row!.id;
  };
  const task = async (values: {
    companyId: number;
    projectId: number;
    title: string;
    assigneeId: number | null;
    createdBy: number;
    dueDate: string | null;
    status?: number;
  }) => (await db().insert(tasks).values(values).returning({ id: tasks.id }))[0]!.id;

  beforeAll(async () => {
    server = await startTestServer();
    staff = await demoStaffIds(db());
    // The demo's own tasks keep their dates out of the way: each inbox below holds exactly what these tests add.
    await db().update(tasks).set({ dueDate: null });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await clearMessages(db());
    await db().update(tasks).set({ dueDate: null });
  });

  test('the assignee of a task due today or overdue is reminded, once a day, and nobody else', async () => {
    const adminsProject = await project(2, staff.admin, '管理员的别墅影院');
    const hers = await task({
      companyId: 2,
      projectId: adminsProject,
      title: '前置功放接线',
      assigneeId: staff.sales,
      createdBy: staff.admin,
      dueDate: today,
    });
    const his = await task({
      companyId: 2,
      projectId: adminsProject,
      title: '投影机吊装',
      assigneeId: staff.admin,
      createdBy: staff.admin,
      dueDate: addDays(today, -3),
    });
    await task({
      companyId: 2,
      projectId: adminsProject,
      title: '已经完成的任务',
      assigneeId: staff.sales,
      createdBy: staff.admin,
      dueDate: addDays(today, -1),
      status: 1,
    });
    await task({
      companyId: 2,
      projectId: adminsProject,
      title: '明天才到期',
      assigneeId: staff.sales,
      createdBy: staff.admin,
      dueDate: addDays(today, 1),
    });

    expect(await run()).toBe('发送 2 条任务到期提醒');
    expect(await inbox(db(), staff.sales, 'taskDue')).toEqual([
      {
        title: '任务「前置功放接线」今天到期',
        content: `所属项目「管理员的别墅影院」，截止日期 ${today}`,
        link: `/taskInfo/${hers}`,
      },
    ]);
    // The administrator handed hers out and reaches it, but it is not his to do.
    expect(await inbox(db(), staff.admin, 'taskDue')).toEqual([
      {
        title: '任务「投影机吊装」已逾期 3 天',
        content: `所属项目「管理员的别墅影院」，截止日期 ${addDays(today, -3)}`,
        link: `/taskInfo/${his}`,
      },
    ]);
    expect(await titlesOf(db(), staff.engineer, 'taskDue')).toEqual([]);

    // Run again the same day (a retry, a second instance): nothing new.
    expect(await run()).toBe('发送 0 条任务到期提醒');
    // The next day, still open: reminded again, one day later; and tomorrow's task is due.
    expect(await remindDueTasks(server.app.appContext, addDays(today, 1))).toBe(3);
    expect(await titlesOf(db(), staff.sales, 'taskDue')).toEqual([
      '任务「前置功放接线」今天到期',
      '任务「前置功放接线」已逾期 1 天',
      '任务「明天才到期」今天到期',
    ]);
  });

  test('an assignee who may not see tasks, or turned the kind off, gets none; another company’s task stays there', async () => {
    const adminsProject = await project(2, staff.admin, '无权限测试项目');
    // The field engineer's role loses 任务列表 for a moment.
    const [engineerRole] = await db()
      .select({ id: roles.id })
      .from(roles)
      .innerJoin(userRoles, eq(userRoles.roleId, roles.id))
      .where(eq(userRoles.userId, staff.engineer));
    await task({
      companyId: 2,
      projectId: adminsProject,
      title: '工程师的任务',
      assigneeId: staff.engineer,
      createdBy: staff.admin,
      dueDate: today,
    });
    await task({
      companyId: 2,
      projectId: adminsProject,
      title: '销售的任务',
      assigneeId: staff.sales,
      createdBy: staff.admin,
      dueDate: today,
    });
    const company3 = await project(3, staff.admin3, '星河的项目');
    await task({
      companyId: 3,
      projectId: company3,
      title: '星河的任务',
      assigneeId: staff.admin3,
      createdBy: staff.admin3,
      dueDate: today,
    });
    await turnOff(db(), staff.sales, 'taskDue');
    await db().delete(userRoles).where(eq(userRoles.userId, staff.engineer));
    try {
      expect(await run()).toBe('发送 1 条任务到期提醒');
    } finally {
      await db().insert(userRoles).values({ userId: staff.engineer, roleId: engineerRole!.id });
    }
    expect(await titlesOf(db(), staff.engineer, 'taskDue')).toEqual([]);
    expect(await titlesOf(db(), staff.sales, 'taskDue')).toEqual([]);
    expect(await titlesOf(db(), staff.admin, 'taskDue')).toEqual([]);
    expect(await titlesOf(db(), staff.admin3, 'taskDue')).toEqual(['任务「星河的任务」今天到期']);
  });

  test('a task without an assignee reminds who handed it out', async () => {
    const adminsProject = await project(2, staff.admin, '无人负责的项目');
    await task({
      companyId: 2,
      projectId: adminsProject,
      title: '负责人已离职',
      assigneeId: null,
      createdBy: staff.sales,
      dueDate: addDays(today, -1),
    });
    await run();
    expect(await titlesOf(db(), staff.sales, 'taskDue')).toEqual(['任务「负责人已离职」已逾期 1 天']);
  });

  test('the title says today or how many days late', () => {
    expect(taskDueTitle('调试', '2026-12-05', '2026-12-05')).toBe('任务「调试」今天到期');
    expect(taskDueTitle('调试', '2026-11-28', '2026-12-05')).toBe('任务「调试」已逾期 7 天');
  });
});
