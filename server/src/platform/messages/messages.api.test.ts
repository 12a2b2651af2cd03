import { eq } from 'drizzle-orm';
import type { MessageBell, MessagePage, MessagePreferences, MessageSettings } from '@yjf/domain/messages';
import { MESSAGE_KINDS } from '@yjf/domain/messageKinds';
import { apiCaller } from '../../../test/apiCalls';
import { signIn } from '../../../test/session';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { users } from '../../db/accountTables';
import { operationLogs } from '../../crud/operationLogTable';
import { messageOptOuts, messages, messageSettings } from './messageTables';
import { sendMessages } from './sendMessages';

/**
 * 消息中心's calls: a user's own messages (listed, filtered, counted, marked read), the kinds they receive, and
 * the company's settings for its administrators. Nobody reads or marks another's messages.
 */
describe('messages', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const { call, ok } = apiCaller(() => server);
  const db = () => server.database.db;

  /** Writes messages to a user directly, the oldest first (ids rise with them). */
  const give = async (phone: string, titles: string[], kind: 'taskAssigned' | 'taskDue' = 'taskAssigned') => {
    const companyId = (await db().select().from(users).where(eq(users.id, ids[phone]!)))[0]!.companyId;
    const rows = await db()
      .insert(messages)
      .values(titles.map((title) => ({ companyId, userId: ids[phone]!, kind, title, content: `${title}的内容` })))
      .returning({ id: messages.id });
    return rows.map((row) => row.id);
  };

  beforeAll(async () => {
    server = await startTestServer();
    for (const phone of ['13800000000', '13800000001', '13800000002', '13800000003', '13800000004']) {
      tokens[phone] = await signIn(server, phone);
      ids[phone] = (await db().select({ id: users.id }).from(users).where(eq(users.username, phone)))[0]!.id;
    }
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await db().delete(messages);
    await db().delete(messageOptOuts);
  });

  it('lists the caller’s own messages newest first, a page at a time, by read state and kind, with the unread count', async () => {
    const [first, second] = await give('13800000002', ['任务一', '任务二', '任务三']);
    await give('13800000002', ['今天到期'], 'taskDue');
    await give('13800000001', ['管理员的消息']);
    await db().update(messages).set({ readTime: new Date() }).where(eq(messages.id, first!));

    const all = await ok<MessagePage>(tokens['13800000002']!, 'GET', '/api/messages');
    expect(all.content.map((m) => m.title)).toEqual(['今天到期', '任务三', '任务二', '任务一']);
    expect(all).toMatchObject({ totalElements: 4, unread: 3 });
    expect(all.content[3]).toMatchObject({ kind: 'taskAssigned', content: '任务一的内容', link: null });
    expect(all.content[3]!.readTime).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    expect(all.content[0]!.readTime).toBeNull();

    const page2 = await ok<MessagePage>(tokens['13800000002']!, 'GET', '/api/messages?page=1&size=3');
    expect(page2.content.map((m) => m.title)).toEqual(['任务一']);
    expect(page2.totalElements).toBe(4);

    const unread = await ok<MessagePage>(tokens['13800000002']!, 'GET', '/api/messages?read=false');
    expect(unread.content.map((m) => m.id)).not.toContain(first);
    expect(unread.content.map((m) => m.id)).toContain(second);
    const read = await ok<MessagePage>(tokens['13800000002']!, 'GET', '/api/messages?read=true');
    expect(read.content.map((m) => m.title)).toEqual(['任务一']);
    expect(read.unread).toBe(3);
    const due = await ok<MessagePage>(tokens['13800000002']!, 'GET', '/api/messages?kind=taskDue');
    expect(due.content.map((m) => m.title)).toEqual(['今天到期']);

    for (const [query, message] of [
      ['kind=nothing', '消息类型不正确'],
      ['read=maybe', '已读状态不正确'],
      ['size=500', '每页最多 100 条'],
      ['page=-1', '页码不正确'],
    ]) {
      const refused = await call(tokens['13800000002']!, 'GET', `/api/messages?${query}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
  });

  it('answers the bell: the unread count and the five newest', async () => {
    await give('13800000001', ['一', '二', '三', '四', '五', '六']);
    const bell = await ok<MessageBell>(tokens['13800000001']!, 'GET', '/api/messages/unread');
    expect(bell.unread).toBe(6);
    expect(bell.latest.map((m) => m.title)).toEqual(['六', '五', '四', '三', '二']);
    expect(await ok<MessageBell>(tokens['13800000002']!, 'GET', '/api/messages/unread')).toEqual({
      unread: 0,
      latest: [],
    });
  });

  it('marks the caller’s own messages read, chosen or all, and never another’s', async () => {
    const mine = await give('13800000002', ['甲', '乙', '丙']);
    const [theirs] = await give('13800000001', ['管理员的']);

    const marked = await ok<{ unread: number }>(tokens['13800000002']!, 'PUT', '/api/messages/read', {
      ids: [mine[0], theirs],
    });
    expect(marked).toEqual({ unread: 2 });
    // The administrator's message is not the sales user's to read: untouched, and not in her list.
    const [untouched] = await db().select().from(messages).where(eq(messages.id, theirs!));
    expect(untouched!.readTime).toBeNull();
    const hers = await ok<MessagePage>(tokens['13800000002']!, 'GET', '/api/messages?size=100');
    expect(hers.content.map((m) => m.id)).not.toContain(theirs);

    const firstRead = (await db().select().from(messages).where(eq(messages.id, mine[0]!)))[0]!.readTime;
    expect(await ok(tokens['13800000002']!, 'PUT', '/api/messages/read', { all: true })).toEqual({ unread: 0 });
    // Read before: its reading time stays the first.
    expect((await db().select().from(messages).where(eq(messages.id, mine[0]!)))[0]!.readTime).toEqual(firstRead);
    expect((await ok<MessageBell>(tokens['13800000001']!, 'GET', '/api/messages/unread')).unread).toBe(1);

    for (const [body, message] of [
      [{ ids: [] }, '请选择消息'],
      [{ all: false }, '全部已读只能为 true'],
      [{}, '请选择消息，或者全部已读'],
      [{ ids: [1], all: true }, '请选择消息，或者全部已读'],
      [{ ids: ['1'] }, '消息编号不正确'],
      [{ ids: Array.from({ length: 101 }, (_, i) => i + 1) }, '一次最多 100 条'],
    ] as const) {
      const refused = await call(tokens['13800000002']!, 'PUT', '/api/messages/read', body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
  });

  it('keeps the kinds a user turned off, and sends them none of those', async () => {
    const token = tokens['13800000004']!;
    const initially = await ok<MessagePreferences>(token, 'GET', '/api/messages/preferences');
    expect(initially.kinds).toEqual(MESSAGE_KINDS.map(({ kind }) => ({ kind, enabled: true })));

    const saved = await ok<MessagePreferences>(token, 'PUT', '/api/messages/preferences', {
      kinds: [
        { kind: 'taskAssigned', enabled: false },
        { kind: 'taskDue', enabled: false },
      ],
    });
    expect(saved.kinds.filter((entry) => !entry.enabled).map((entry) => entry.kind)).toEqual([
      'taskAssigned',
      'taskDue',
    ]);
    expect(await ok<MessagePreferences>(token, 'GET', '/api/messages/preferences')).toEqual(saved);
    // Another user's choices are their own.
    const others = await ok<MessagePreferences>(tokens['13800000002']!, 'GET', '/api/messages/preferences');
    expect(others.kinds.every((entry) => entry.enabled)).toBe(true);

    const draft = {
      companyId: 2,
      kind: 'taskAssigned' as const,
      title: '不该收到',
      content: '',
      to: [ids['13800000004']!],
    };
    expect(await sendMessages(db(), server.app.appContext, [draft])).toBe(0);
    await ok(token, 'PUT', '/api/messages/preferences', { kinds: [{ kind: 'taskAssigned', enabled: true }] });
    expect(await sendMessages(db(), server.app.appContext, [{ ...draft, title: '又收到了' }])).toBe(1);
    const after = await ok<MessagePreferences>(token, 'GET', '/api/messages/preferences');
    expect(after.kinds.filter((entry) => !entry.enabled).map((entry) => entry.kind)).toEqual(['taskDue']);

    for (const body of [
      { kinds: [{ kind: 'nothing', enabled: true }] },
      { kinds: [{ kind: 'taskDue', enabled: 'yes' }] },
      {
        kinds: [
          { kind: 'taskDue', enabled: true },
          { kind: 'taskDue', enabled: false },
        ],
      },
    ]) {
      const refused = await call(token, 'PUT', '/api/messages/preferences', body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/消息类型不正确|请选择是否接收|消息类型重复/);
    }
  });

  it('serves the platform’s own users too', async () => {
    await give('13800000000', ['区域版本已回滚']);
    const page = await ok<MessagePage>(tokens['13800000000']!, 'GET', '/api/messages');
    expect(page).toMatchObject({ totalElements: 1, unread: 1 });
    expect(await ok(tokens['13800000000']!, 'PUT', '/api/messages/read', { all: true })).toEqual({ unread: 0 });
  });

  it('lets only a company’s administrators read and set its settings, defaults until they do', async () => {
    await db().delete(messageSettings);
    const admin = tokens['13800000001']!;
    expect(await ok<MessageSettings>(admin, 'GET', '/api/messages/settings')).toEqual({
      retentionDays: 90,
      stockAlertThreshold: 5,
    });
    expect(
      await ok<MessageSettings>(admin, 'PUT', '/api/messages/settings', { retentionDays: 30, stockAlertThreshold: 12 }),
    ).toEqual({ retentionDays: 30, stockAlertThreshold: 12 });
    expect(await ok<MessageSettings>(admin, 'GET', '/api/messages/settings')).toEqual({
      retentionDays: 30,
      stockAlertThreshold: 12,
    });
    const [logged] = await db()
      .select()
      .from(operationLogs)
      .where(eq(operationLogs.resource, 'messageSettings'))
      .limit(1);
    expect(logged!.description).toBe('修改消息设置（保留 30 天，库存预警 12）');
    // Another company keeps its defaults.
    expect(await ok<MessageSettings>(tokens['13800000003']!, 'GET', '/api/messages/settings')).toEqual({
      retentionDays: 90,
      stockAlertThreshold: 5,
    });

    for (const phone of ['13800000002', '13800000004']) {
      for (const [method, body] of [
        ['GET', undefined],
        ['PUT', { retentionDays: 7, stockAlertThreshold: 0 }],
      ] as const) {
        const refused = await call(tokens[phone]!, method, '/api/messages/settings', body);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe('只有公司管理员可以修改消息设置');
      }
    }
    for (const [body, message] of [
      [{ retentionDays: 3, stockAlertThreshold: 5 }, '消息保留天数须在 7 到 365 之间'],
      [{ retentionDays: 400, stockAlertThreshold: 5 }, '消息保留天数须在 7 到 365 之间'],
      [{ retentionDays: 30.5, stockAlertThreshold: 5 }, '消息保留天数须为整数'],
      [{ retentionDays: 30, stockAlertThreshold: -1 }, '库存预警数量不能小于 0'],
      [{ retentionDays: 30 }, '请输入库存预警数量'],
    ] as const) {
      const refused = await call(admin, 'PUT', '/api/messages/settings', body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
  });
});
