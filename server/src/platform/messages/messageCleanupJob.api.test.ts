import { asc, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { users } from '../../db/accountTables';
import { messageCleanupJob, removeOldMessages } from './messageCleanupJob';
import { messages, messageSettings } from './messageTables';

const DAY = 86_400_000;

/** 消息清理: each company's messages older than its retention are deleted, the rest kept. */
describe('the message cleanup job', () => {
  let server: TestServer;
  const db = () => server.database.db;
  const userOf = async (phone: string) =>
    (await db().select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.username, phone)))[0]!;
  /** A message of a user written `days` ago. */
  const aged = async (phone: string, title: string, days: number) => {
    const user = await userOf(phone);
    await db()
      .insert(messages)
      .values({
        companyId: user.companyId,
        userId: user.id,
        kind: 'taskDue',
        title,
        content: '',
        createTime: new Date(Date.now() - days * DAY),
      });
  };
  const titles = async () =>
    (await db().select({ title: messages.title }).from(messages).orderBy(asc(messages.id))).map((row) => row.title);

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('deletes, company by company, what is older than the company’s retention, and says how many', async () => {
    expect(messageCleanupJob).toMatchObject({ name: 'message-cleanup', title: '消息清理', cron: '30 3 * * *' });
    // Company 2 keeps 30 days; company 3 and the platform have set nothing: 90 days.
    await db().insert(messageSettings).values({ companyId: 2, retentionDays: 30, stockAlertThreshold: 5 });
    await aged('13800000001', '公司2 40天前', 40);
    await aged('13800000002', '公司2 31天前', 31);
    await aged('13800000001', '公司2 29天前', 29);
    await aged('13800000003', '公司3 40天前', 40);
    await aged('13800000003', '公司3 91天前', 91);
    await aged('13800000000', '平台 100天前', 100);
    await aged('13800000000', '平台 今天', 0);

    expect(await messageCleanupJob.run(server.app.appContext, server.app.log)).toBe('删除 4 条过期消息');
    expect(await titles()).toEqual(['公司2 29天前', '公司3 40天前', '平台 今天']);
    // Run again (a retry after a crash): nothing more is old enough.
    expect(await messageCleanupJob.run(server.app.appContext, server.app.log)).toBe('删除 0 条过期消息');
  });

  it('deletes in batches until none is left', async () => {
    await db().delete(messages);
    const user = await userOf('13800000004');
    const old = new Date(Date.now() - 200 * DAY);
    await db()
      .insert(messages)
      .values(
        Array.from({ length: 2500 }, (_, i) => ({
          companyId: user.companyId,
          userId: user.id,
          kind: 'taskDue',
          title: `旧消息${i}`,
          content: '',
          createTime: old,
        })),
      );
    await aged('13800000004', '新消息', 1);
    expect(await removeOldMessages(db())).toBe(2500);
    expect(await titles()).toEqual(['新消息']);
  });
});
