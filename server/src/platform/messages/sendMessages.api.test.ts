import { and, eq, ne } from 'drizzle-orm';
import { listenToNotices, type NoticeLog } from '../../../test/noticeLog';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { users } from '../../db/accountTables';
import { customers } from '../../areas/customers/schema';
import { customerResource } from '../../areas/customers/resource';
import { messageOptOuts, messages } from './messageTables';
import { sendMessages, type MessageDraft } from './sendMessages';

/**
 * Who gets a message (消息中心): the users named, of the message's company, enabled, who have not turned its kind
 * off, hold its permission and reach its record; once per dedupe key; every instance is told who got one.
 */
describe('sending messages', () => {
  let server: TestServer;
  const ids: Record<string, number> = {};
  let told: NoticeLog;
  const db = () => server.database.db;
  const send = (drafts: MessageDraft[]) => sendMessages(db(), server.app.appContext, drafts);
  const inbox = async (userId: number) =>
    (await db().select().from(messages).where(eq(messages.userId, userId))).map((row) => row.title);
  const customerOwnedBy = async (ownerId: number) =>
    (
      await db()
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.companyId, 2), eq(customers.ownerId, ownerId)))
        .limit(1)
    )[0]!.id;

  beforeAll(async () => {
    server = await startTestServer();
    for (const phone of ['13800000001', '13800000002', '13800000003', '13800000004']) {
      ids[phone] = (await db().select({ id: users.id }).from(users).where(eq(users.username, phone)))[0]!.id;
    }
    told = await listenToNotices(server, 'yjf_messages');
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await db().delete(messages);
    await db().delete(messageOptOuts);
    // None of the last test's notices may count for this one.
    await told.forget();
  });

  const draft = (extra: Partial<MessageDraft>): MessageDraft => ({
    companyId: 2,
    kind: 'followupDue',
    title: '客户需要跟进',
    content: '今天该跟进了',
    link: '/customer/list',
    to: [ids['13800000001']!, ids['13800000002']!],
    ...extra,
  });

  test('a record outside a recipient’s data scope reaches only those who reach it', async () => {
    const adminsCustomer = await customerOwnedBy(ids['13800000001']!);
    const salesCustomer = await customerOwnedBy(ids['13800000002']!);
    expect(
      await send([draft({ title: '管理员的客户', about: { resource: customerResource, id: adminsCustomer } })]),
    ).toBe(1);
    expect(await send([draft({ title: '销售的客户', about: { resource: customerResource, id: salesCustomer } })])).toBe(
      2,
    );
    // 13800000002 is 本级: she reaches her own customers only.
    expect(await inbox(ids['13800000002']!)).toEqual(['销售的客户']);
    expect(await inbox(ids['13800000001']!)).toEqual(['管理员的客户', '销售的客户']);
    expect(await told.atLeast(2)).toEqual([String(ids['13800000001']), `${ids['13800000001']},${ids['13800000002']}`]);
  });

  test('another company’s users, a turned-off kind and a permission the plan does not open drop the recipient', async () => {
    await db().insert(messageOptOuts).values({ userId: ids['13800000002']!, kind: 'followupDue' });
    expect(await send([draft({ to: [ids['13800000001']!, ids['13800000002']!, ids['13800000003']!] })])).toBe(1);
    expect(await inbox(ids['13800000001']!)).toHaveLength(1);
    expect(await inbox(ids['13800000002']!)).toEqual([]);
    expect(await inbox(ids['13800000003']!)).toEqual([]);
    // 服务监控 is the platform's: no company's plan opens it.
    expect(await send([draft({ kind: 'taskDue', permission: 'monitor:list' })])).toBe(0);
  });

  test('a dedupe key sends once per recipient, however often the event comes', async () => {
    const once = draft({ dedupeKey: 'followupDue:customer:1:2026-12-05' });
    expect(await send([once])).toBe(2);
    expect(await send([once, once])).toBe(0);
    expect(await send([draft({ dedupeKey: 'followupDue:customer:1:2026-12-06' })])).toBe(2);
    expect(await inbox(ids['13800000001']!)).toHaveLength(2);
    expect(await told.atLeast(2)).toHaveLength(2);
  });

  test('a disabled user gets nothing', async () => {
    await db().update(users).set({ enabled: false }).where(eq(users.id, ids['13800000004']!));
    try {
      expect(await send([draft({ to: [ids['13800000004']!] })])).toBe(0);
    } finally {
      await db().update(users).set({ enabled: true }).where(eq(users.id, ids['13800000004']!));
    }
    expect(await db().select().from(messages).where(ne(messages.userId, 0))).toEqual([]);
  });
});
