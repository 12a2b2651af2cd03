import { eq, sql } from 'drizzle-orm';
import { formatDateTime } from '@yjf/domain/calendar';
import { startTestServer, type TestServer } from '../../../../test/testServer';
import { queryRows } from '../../../db/queryRows';
import { customers } from '../../customers/schema';
import { customerFollowups, dueFollowups } from '../../customers/followups/followupReminders';
import {
  clearMessages,
  demoStaffIds,
  inbox,
  titlesOf,
  turnOff,
  type DemoStaff,
} from '../../../platform/messages/testing/inboxes';
import { businessOpportunities as business } from '../opportunities/schema';
import { followupRemindersJob, remindAllFollowups } from './followupReminders';

const MINUTE = 60_000;

/**
 * 跟进提醒 (issue 57): every minute, the customers and opportunities whose 下次跟进时间 has come remind their
 * 负责人, once per time, only within the owner's reach; and the minute's read stays an index range at 100,000
 * customers.
 */
describe('follow-up reminders', () => {
  let server: TestServer;
  let staff: DemoStaff;
  const db = () => server.database.db;
  const run = () => followupRemindersJob.run(server.app.appContext, server.app.log);
  let seq = 0;

  const customer = async (values: { companyId?: number; ownerId: number; at: Date | null; enabled?: boolean }) => {
    const [row] = await db()
      .insert(customers)
      .values({
        companyId: values.companyId ?? 2,
        name: `跟进测试客户${++seq}`,
        channelType: 1,
        channelStatus: 4,
        intentDegree: 1,
        contactName: '王先生',
        phone: `1390000${String(seq).padStart(4, '0')}`,
        ownerId: values.ownerId,
        createdBy: values.ownerId,
        nextFollowTime: values.at,
        enabled: values.enabled ?? true,
      })
      .returning({ id: customers.id, name: customers.name, version: customers.version });
    return row!;
  };
  const opportunity = async (values: { customerId: number; ownerId: number; at: Date; status?: number }) => {
    const [row] = await db()
      .insert(business)
      .values({
        companyId: 2,
        name: `跟进测试商机${++seq}`,
        customerId: values.customerId,
        status: values.status ?? 2,
        intentDegree: 1,
        ownerId: values.ownerId,
        createdBy: values.ownerId,
        nextFollowTime: values.at,
      })
      .returning({ id: business.id, name: business.name });
    return row!;
  };
  const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);

  beforeAll(async () => {
    server = await startTestServer();
    staff = await demoStaffIds(db());
    // The demo's own follow-up times are all marked reminded: each inbox below holds exactly what these tests add.
    for (const table of [customers, business]) {
      await db()
        .update(table)
        .set({ followupRemindedFor: sql`${table.nextFollowTime}` });
    }
  });
  afterAll(() => server.close());
  beforeEach(() => clearMessages(db()));

  test('an owner is reminded of their own customers and opportunities whose time has come, and of nobody else’s', async () => {
    const adminsCustomer = await customer({ ownerId: staff.admin, at: ago(3) });
    const hersAt = ago(1);
    const hers = await customer({ ownerId: staff.sales, at: hersAt });
    const herDeal = await opportunity({ customerId: hers.id, ownerId: staff.sales, at: ago(2) });
    const soon = await customer({ ownerId: staff.sales, at: new Date(Date.now() + 5 * MINUTE) });
    await customer({ ownerId: staff.sales, at: ago(25 * 60) });
    await customer({ ownerId: staff.sales, at: ago(1), enabled: false });
    await opportunity({ customerId: hers.id, ownerId: staff.sales, at: ago(1), status: 4 });

    expect(await run()).toBe('发送 3 条跟进提醒');
    // 李娜 (本级) gets hers only: the administrator's customer is not hers to follow, nor in her reach.
    expect(await inbox(db(), staff.sales, 'followupDue')).toEqual([
      {
        title: `客户「${hers.name}」到了跟进时间`,
        content: `下次跟进时间 ${formatDateTime(hersAt)}，请及时跟进`,
        link: `/customerInfo/${hers.id}`,
      },
      {
        title: `商机「${herDeal.name}」到了跟进时间`,
        content: expect.stringMatching(/^下次跟进时间 /),
        link: `/businessInfo/${herDeal.id}`,
      },
    ]);
    expect(await titlesOf(db(), staff.admin, 'followupDue')).toEqual([`客户「${adminsCustomer.name}」到了跟进时间`]);

    // Every minute after: nothing new, and the reminder did not touch the record's version (an open edit saves).
    expect(await run()).toBe('发送 0 条跟进提醒');
    const [after] = await db().select().from(customers).where(eq(customers.id, hers.id));
    expect(after).toMatchObject({ version: hers.version, followupRemindedFor: hersAt });

    // A new 下次跟进时间 reminds again when it comes.
    const next = new Date(Date.now() + 10 * MINUTE);
    await db().update(customers).set({ nextFollowTime: next }).where(eq(customers.id, hers.id));
    expect(await remindAllFollowups(server.app.appContext)).toBe(0);
    expect(await remindAllFollowups(server.app.appContext, new Date(next.getTime() + MINUTE))).toBe(2);
    expect(await titlesOf(db(), staff.sales, 'followupDue')).toEqual([
      `客户「${hers.name}」到了跟进时间`,
      `商机「${herDeal.name}」到了跟进时间`,
      // The customer not yet due at the first run has come meanwhile, five minutes before hers.
      `客户「${soon.name}」到了跟进时间`,
      `客户「${hers.name}」到了跟进时间`,
    ]);
  });

  test('an owner who turned the kind off gets none; another company’s reminder stays there', async () => {
    await customer({ ownerId: staff.sales, at: ago(1) });
    await customer({ ownerId: staff.engineer, at: ago(1) });
    const company3 = await customer({ companyId: 3, ownerId: staff.admin3, at: ago(1) });
    await turnOff(db(), staff.sales, 'followupDue');

    expect(await run()).toBe('发送 2 条跟进提醒');
    expect(await titlesOf(db(), staff.sales, 'followupDue')).toEqual([]);
    expect(await titlesOf(db(), staff.engineer, 'followupDue')).toHaveLength(1);
    expect(await titlesOf(db(), staff.admin3, 'followupDue')).toEqual([`客户「${company3.name}」到了跟进时间`]);
    expect(await titlesOf(db(), staff.admin, 'followupDue')).toEqual([]);
  });

  test('at 100,000 customers, the minute’s read is a range of the index of those not yet reminded', async () => {
    // Company 3's customers, follow-up times spread over a year around now; the past ones already reminded. The
    // indexes that cannot serve a range of the time go first (they cost most of the insert on PGlite); those that
    // could stay: the reminder's own, and the company's by next follow-up time, which an earlier version lost to.
    await db().execute(sql`drop index customers_search_trgm_idx, customers_search_chars_idx,
      customers_company_name_idx, customers_company_create_time_idx, customers_company_update_time_idx,
      customers_company_last_follow_idx, customers_company_owner_idx, customers_company_channel_type_idx,
      customers_company_channel_status_idx, customers_company_intent_idx`);
    await db().execute(sql`
      insert into customers (company_id, name, channel_type, channel_status, intent_degree, contact_name, phone,
        owner_id, next_follow_time, followup_reminded_for)
      select 3, 'c' || g, 1, 4, 2, 'x', lpad(g::text, 11, '0'), ${staff.admin3}, t.at,
        case when t.at < now() - interval '1 hour' then t.at end
      from generate_series(1, 100000) g
      cross join lateral (select now() + ((g % 365) - 182) * interval '1 day' + (g % 1440) * interval '1 minute' as at) t`);
    await db().execute(sql`analyze customers`);
    const plan = (
      await queryRows<{ 'QUERY PLAN': string }>(
        db(),
        sql`explain ${dueFollowups(db(), customerFollowups, new Date()).getSQL()}`,
      )
    )
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    expect(plan).toContain('Index Cond');
    expect(plan).toMatch(
      /Index Scan on customers_followup_pending_idx|Index Scan using customers_followup_pending_idx/,
    );
    expect(plan).not.toMatch(/Seq Scan|customers_company_next_follow_idx/);
    const started = performance.now();
    const sent = await remindAllFollowups(server.app.appContext);
    const elapsed = performance.now() - started;
    // What came due in the last hour (about one customer in 8,760) is reminded; the rest waits or was.
    expect(sent).toBeGreaterThan(5);
    expect(sent).toBeLessThan(20);
    expect(await remindAllFollowups(server.app.appContext)).toBe(0);
    expect(elapsed).toBeLessThan(5_000);
  });
});
