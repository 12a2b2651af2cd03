import { eq, sql } from 'drizzle-orm';
import { addDays, chinaToday } from '@yjf/domain/calendar';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { menus, roleMenus } from '../../platform/accounts/menuTables';
import {
  clearMessages,
  demoStaffIds,
  inbox,
  titlesOf,
  turnOff,
  turnOn,
  type DemoStaff,
} from '../../platform/messages/testing/inboxes';
import { customers } from '../customers/schema';
import { projects } from '../projects/projects/schema';
import { collectionOverdueJob, remindOverdueCollections } from './collectionOverdue';
import { collections } from './schema';

/**
 * 收款逾期 (issue 57): every morning each collection that has passed its planned date without being received in
 * full is told once to the users of 收款管理 who reach it; the sales user (本级) hears only of her projects'.
 */
describe('overdue collection reminders', () => {
  let server: TestServer;
  let staff: DemoStaff;
  const db = () => server.database.db;
  const run = () => collectionOverdueJob.run(server.app.appContext, server.app.log);
  const today = chinaToday();
  let seq = 0;

  const project = async (companyId: number, managerId: number, name: string, memberIds: number[] = []) => {
    const [customer] = await db()
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.companyId, companyId))
      .limit(1);
    const [row] = await db()
      .insert(projects)
      .values({ companyId, name, code: `XMDUE${++seq}`, customerId: customer!.id, managerId, memberIds })
      .returning({ id: projects.id });
    return row!.id;
  };
  const collection = async (values: {
    companyId?: number;
    projectId: number;
    plannedDate: string;
    plannedAmount?: number;
    receivedAmount?: number;
    createdBy: number;
  }) =>
    (
      await db()
        .insert(collections)
        .values({ companyId: 2, stage: 2, plannedAmount: 1_000_000, ...values })
        .returning({ id: collections.id })
    )[0]!.id;

  beforeAll(async () => {
    server = await startTestServer();
    staff = await demoStaffIds(db());
    // The sales role (本级) uses 收款管理 too, here.
    const [list] = await db().select({ id: menus.id }).from(menus).where(eq(menus.permission, 'collection:list'));
    await db().insert(roleMenus).values({ roleId: 3, menuId: list!.id });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await clearMessages(db());
    // Every collection so far (the demo's, an earlier test's) is received: each inbox holds what the test adds.
    await db()
      .update(collections)
      .set({ receivedAmount: sql`${collections.plannedAmount}` });
  });

  test('an overdue collection is told once to the finance users who reach it', async () => {
    const adminsProject = await project(2, staff.admin, '管理员的收款项目');
    const salesProject = await project(2, staff.admin, '李娜参与的收款项目', [staff.sales]);
    await collection({ projectId: adminsProject, plannedDate: addDays(today, -3), createdBy: staff.admin });
    const hers = await collection({
      projectId: salesProject,
      plannedDate: addDays(today, -1),
      plannedAmount: 500_000,
      receivedAmount: 200_000,
      createdBy: staff.admin,
    });
    await collection({
      projectId: adminsProject,
      plannedDate: addDays(today, -2),
      receivedAmount: 1_000_000,
      createdBy: staff.admin,
    });
    await collection({ projectId: adminsProject, plannedDate: today, createdBy: staff.admin });
    await collection({ projectId: adminsProject, plannedDate: addDays(today, -8), createdBy: staff.admin });

    expect(await run()).toBe('发送 3 条收款逾期提醒');
    expect(await titlesOf(db(), staff.admin, 'collectionOverdue')).toEqual([
      '项目「管理员的收款项目」的进度款已逾期',
      '项目「李娜参与的收款项目」的进度款已逾期',
    ]);
    // 李娜 (本级) reaches the collections of her project only.
    expect(await inbox(db(), staff.sales, 'collectionOverdue')).toEqual([
      {
        title: '项目「李娜参与的收款项目」的进度款已逾期',
        content: `计划 ${addDays(today, -1)} 收款 ¥5,000.00，已收 ¥2,000.00，尚欠 ¥3,000.00`,
        link: `/CollectMoney/${salesProject}`,
      },
    ]);
    // The field engineer reaches every project but does not use 收款管理.
    expect(await titlesOf(db(), staff.engineer, 'collectionOverdue')).toEqual([]);
    expect(await titlesOf(db(), staff.admin3, 'collectionOverdue')).toEqual([]);

    expect(await run()).toBe('发送 0 条收款逾期提醒');
    // Its date moved (still unpaid): told again, once.
    await db()
      .update(collections)
      .set({ plannedDate: addDays(today, -2) })
      .where(eq(collections.id, hers));
    expect(await remindOverdueCollections(server.app.appContext)).toBe(2);
    expect(await titlesOf(db(), staff.sales, 'collectionOverdue')).toHaveLength(2);
  });

  test('another company’s collection stays there; a turned-off kind gets none', async () => {
    const theirs = await project(3, staff.admin3, '星河的收款项目');
    await collection({ companyId: 3, projectId: theirs, plannedDate: addDays(today, -1), createdBy: staff.admin3 });
    await turnOff(db(), staff.admin3, 'collectionOverdue');
    expect(await run()).toBe('发送 0 条收款逾期提醒');
    await turnOn(db(), staff.admin3, 'collectionOverdue');
    expect(await run()).toBe('发送 1 条收款逾期提醒');
    expect(await titlesOf(db(), staff.admin3, 'collectionOverdue')).toEqual(['项目「星河的收款项目」的进度款已逾期']);
    for (const user of [staff.admin, staff.sales, staff.engineer]) {
      expect(await titlesOf(db(), user, 'collectionOverdue')).toEqual([]);
    }
  });
});
