import { and, eq, ne } from 'drizzle-orm';
import type { ListPage } from '@yjf/domain/lists';
import { menus, roleMenus } from '../platform/accounts/menuTables';
import { roles, userRoles, users } from '../db/accountTables';
import { businessOpportunities } from '../areas/business/opportunities/schema';
import { customers } from '../areas/customers/schema';
import { projects } from '../areas/projects/projects/schema';
import { CUSTOMER_OUT_OF_REACH } from '../areas/projects/projects/convertBusiness';
import { apiCaller } from '../../test/apiCalls';
import { signIn } from '../../test/session';
import { startTestServer, type TestServer } from '../../test/testServer';
import { namedOutOfReach } from './namedRecords';

/**
 * The review's case (issue 54): 李娜 (13800000002, sales, 数据权限 本级) reaches only her own customers, yet a
 * follow-up, an opportunity or a project naming 张伟's customer by its id was taken, answered with its name, and
 * moved its times. Every such reference is now refused like a missing record, writes nothing and says nothing of
 * it. The data-scope matrix (`isolation.api.test.ts`) walks every declared reference; this is the story as the
 * reviewer told it.
 */
describe('a sales user naming records out of her reach', () => {
  let server: TestServer;
  let sales: string;
  let salesId: number;
  const { call, ok } = apiCaller(() => server);
  const db = () => server.database.db;

  /** The first of company 2's records of `table` not in her reach (another's). */
  const othersCustomer = async () =>
    (
      await db()
        .select()
        .from(customers)
        .where(and(eq(customers.companyId, 2), ne(customers.ownerId, salesId)))
        .limit(1)
    )[0]!;

  beforeAll(async () => {
    server = await startTestServer();
    sales = await signIn(server, '13800000002');
    salesId = (await db().select({ id: users.id }).from(users).where(eq(users.username, '13800000002')))[0]!.id;
  });
  afterAll(() => server.close());

  it('refuses a follow-up of another’s customer, and leaves the customer as it was', async () => {
    const theirs = await othersCustomer();
    expect((await call(sales, 'GET', `/api/customer/${theirs.id}`)).statusCode).toBe(404);
    const response = await call(sales, 'POST', '/api/customerFollowup', {
      customerId: theirs.id,
      method: 1,
      content: '越权跟进',
      followTime: '2026-12-01 10:00:00',
      nextFollowTime: '2026-12-20 10:00:00',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, message: namedOutOfReach('客户') });
    expect(response.body).not.toContain(theirs.name);
    const after = (await db().select().from(customers).where(eq(customers.id, theirs.id)))[0]!;
    expect(after).toEqual(theirs);
  });

  it('refuses an opportunity for another’s customer, and a follow-up of another’s opportunity', async () => {
    const theirs = await othersCustomer();
    const opportunity = await call(sales, 'POST', '/api/business', {
      name: '越权商机',
      customerId: theirs.id,
      status: 0,
      intentDegree: 1,
      estimatedAmount: 1000,
    });
    expect(opportunity.statusCode).toBe(400);
    expect(opportunity.json().message).toBe(namedOutOfReach('客户'));
    expect(opportunity.body).not.toContain(theirs.name);

    const [business] = await db()
      .select()
      .from(businessOpportunities)
      .where(and(eq(businessOpportunities.companyId, 2), ne(businessOpportunities.ownerId, salesId)))
      .limit(1);
    const followup = await call(sales, 'POST', '/api/businessFollowup', {
      businessId: business!.id,
      method: 1,
      content: '越权跟进',
      followTime: '2026-12-01 10:00:00',
    });
    expect(followup.statusCode).toBe(400);
    expect(followup.json().message).toBe(namedOutOfReach('商机'));
    expect(
      (await db().select().from(businessOpportunities).where(eq(businessOpportunities.id, business!.id)))[0],
    ).toEqual(business);
  });

  it('takes the same calls for her own customer', async () => {
    const [mine] = await db()
      .select()
      .from(customers)
      .where(and(eq(customers.companyId, 2), eq(customers.ownerId, salesId)))
      .limit(1);
    await ok(sales, 'POST', '/api/customerFollowup', {
      customerId: mine!.id,
      method: 1,
      content: '自己的客户',
      followTime: '2026-12-01 10:00:00',
    });
    await ok(sales, 'POST', '/api/business', { name: '自己的商机', customerId: mine!.id, status: 0, intentDegree: 1 });
  });

  it('does not turn her opportunity into a project of a customer taken from her', async () => {
    const [mine] = await db()
      .select()
      .from(customers)
      .where(and(eq(customers.companyId, 2), eq(customers.ownerId, salesId)))
      .limit(1);
    const made = await ok<{ id: number; version: number }>(sales, 'POST', '/api/business', {
      name: '转交后的商机',
      customerId: mine!.id,
      status: 0,
      intentDegree: 1,
    });
    // The customer goes to 张伟; the opportunity stays hers.
    const [admin] = await db().select({ id: users.id }).from(users).where(eq(users.username, '13800000001'));
    await db().update(customers).set({ ownerId: admin!.id }).where(eq(customers.id, mine!.id));
    const projectsBefore = await db().select({ id: projects.id }).from(projects).where(eq(projects.companyId, 2));
    const convert = await call(sales, 'POST', '/api/business/convert', { id: made.id, version: made.version });
    expect(convert.statusCode).toBe(400);
    expect(convert.json().message).toBe(CUSTOMER_OUT_OF_REACH);
    expect(await db().select({ id: projects.id }).from(projects).where(eq(projects.companyId, 2))).toEqual(
      projectsBefore,
    );
  });

  it('lets the holder of a form that names projects pick only the projects she reaches', async () => {
    // Her role gains the task pages: she may now add tasks, and choose their project, without the project list.
    const [role] = await db()
      .select({ id: roles.id })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, salesId));
    const taskMenus = await db().select({ id: menus.id }).from(menus).where(eq(menus.permission, 'task:add'));
    await db()
      .insert(roleMenus)
      .values(taskMenus.map((menu) => ({ roleId: role!.id, menuId: menu.id })));
    const namesHer = (project: typeof projects.$inferSelect) =>
      project.managerId === salesId || project.designerId === salesId || project.memberIds.includes(salesId);
    const all = await db().select().from(projects).where(eq(projects.companyId, 2));
    const reached = all
      .filter(namesHer)
      .map((project) => project.id)
      .sort((a, b) => b - a);
    const pickable = await ok<ListPage<{ id: number }>>(sales, 'GET', '/api/project?size=100');
    expect(pickable.content.map((project) => project.id)).toEqual(reached);
    expect(reached.length).toBeLessThan(all.length);
    expect((await call(sales, 'GET', '/api/project/download')).statusCode).toBe(403);
  });
});
