import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { chinaDayStart } from '@yjf/domain/calendar';
import type { AppContext } from '../../context';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { captchas, loginFailures, sessions, smsCodes, smsSends } from './schema';
import { sessionCleanupJob } from './sessionCleanupJob';

/** 会话清理: deletes what sign-in no longer needs, keeps what still decides something, and says what it deleted. */
describe('session-cleanup', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('deletes expired sessions and codes, old wrong passwords and earlier days’ SMS sends, and nothing else', async () => {
    const db = server.database.db;
    const now = Date.now();
    const at = (ms: number) => new Date(now + ms);
    const phones = ['13911110001', '13911110002'];
    const [expired, live] = await db
      .insert(sessions)
      .values([
        { tokenHash: 'a'.repeat(64), userId: 2, companyId: 2, expiresAt: at(-60_000) },
        { tokenHash: 'b'.repeat(64), userId: 2, companyId: 2, expiresAt: at(3_600_000) },
      ])
      .returning({ id: sessions.id });
    await db.insert(captchas).values([
      { phone: phones[0]!, answer: 'ABCD', expiresAt: at(-1000) },
      { phone: phones[1]!, answer: 'EFGH', expiresAt: at(60_000) },
    ]);
    await db.insert(smsCodes).values([
      { phone: phones[0]!, code: '123456', expiresAt: at(-1000) },
      { phone: phones[1]!, code: '654321', expiresAt: at(60_000) },
    ]);
    await db.insert(loginFailures).values([
      { username: phones[0]!, createdAt: at(-16 * 60_000) },
      { username: phones[1]!, createdAt: at(-60_000) },
    ]);
    await db.insert(smsSends).values([
      { phone: phones[0]!, sentAt: new Date(chinaDayStart(new Date(now)).getTime() - 1000) },
      { phone: phones[1]!, sentAt: at(-1000) },
    ]);

    const log = server.app.log as FastifyBaseLogger;
    const summary = await sessionCleanupJob.run({ database: server.database } as AppContext, log);
    expect(summary).toBe('删除过期会话 1 个、过期验证码 2 个、登录失败记录 1 条、短信发送记录 1 条');

    const left = async <T extends { phone?: string; username?: string }>(rows: Promise<T[]>) =>
      (await rows).map((row) => row.phone ?? row.username);
    expect(
      (
        await db
          .select()
          .from(sessions)
          .where(inArray(sessions.id, [expired!.id, live!.id]))
      ).map((s) => s.id),
    ).toEqual([live!.id]);
    expect(await left(db.select().from(captchas).where(inArray(captchas.phone, phones)))).toEqual([phones[1]]);
    expect(await left(db.select().from(smsCodes).where(inArray(smsCodes.phone, phones)))).toEqual([phones[1]]);
    expect(await left(db.select().from(loginFailures).where(inArray(loginFailures.username, phones)))).toEqual([
      phones[1],
    ]);
    expect(await left(db.select().from(smsSends).where(inArray(smsSends.phone, phones)))).toEqual([phones[1]]);

    expect(await sessionCleanupJob.run({ database: server.database } as AppContext, log)).toBe('没有需要清理的记录');
    expect(await db.select().from(sessions).where(eq(sessions.id, live!.id))).toHaveLength(1);
  });
});
