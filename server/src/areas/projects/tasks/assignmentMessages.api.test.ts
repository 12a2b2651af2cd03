import { eq } from 'drizzle-orm';
import type { ListPage } from '@yjf/domain/lists';
import type { MessagePage } from '@yjf/domain/messages';
import type { Project } from '@yjf/area-projects/domain/projectSchemas';
import type { Task } from '@yjf/area-projects/domain/taskSchemas';
import { apiCaller } from '../../../../test/apiCalls';
import { signIn } from '../../../../test/session';
import { postgresUrl } from '../../../../test/templateDatabase';
import { listenToNotices, type NoticeLog } from '../../../../test/noticeLog';
import { startTestServer, type TestServer } from '../../../../test/testServer';
import { userAuth } from '../../../platform/auth/sessions';
import { messages } from '../../../platform/messages/messageTables';
import { inTransaction } from '../../../db/transaction';
import { assignmentMessages } from './assignmentMessages';

/** 任务指派: the assignee of a task is told, by whoever else gave it to them, inside the write. */
describe('task assigned messages', () => {
  let server: TestServer;
  let admin: string;
  let engineer: string;
  let sales: string;
  let engineerId: number;
  let salesId: number;
  let adminId: number;
  let project: Project;
  let told: NoticeLog;
  const { ok } = apiCaller(() => server);
  const db = () => server.database.db;
  const inbox = async (token: string) => (await ok<MessagePage>(token, 'GET', '/api/messages?size=100')).content;
  const addTask = (token: string, title: string, extra: Record<string, unknown> = {}) =>
    ok<Task>(token, 'POST', '/api/task', { projectId: project.id, title, priority: 2, ...extra });
  const editTask = (token: string, task: Task, changes: Record<string, unknown>) =>
    ok<Task>(token, 'PUT', '/api/task', {
      id: task.id,
      version: task.version,
      projectId: task.projectId,
      title: task.title,
      priority: task.priority,
      assigneeId: task.assigneeId,
      dueDate: task.dueDate,
      description: task.description,
      ...changes,
    });

  beforeAll(async () => {
    server = await startTestServer();
    [admin, engineer, sales] = await Promise.all(
      ['13800000001', '13800000004', '13800000002'].map((phone) => signIn(server, phone)),
    );
    const idOf = async (token: string) => (await ok<{ user: { id: number } }>(token, 'GET', '/auth/info')).user.id;
    [adminId, engineerId, salesId] = await Promise.all([admin, engineer, sales].map(idOf));
    const [customer] = (await ok<ListPage<{ id: number }>>(admin, 'GET', '/api/customer?size=1')).content;
    project = await ok<Project>(admin, 'POST', '/api/project', { name: '指派测试项目', customerId: customer!.id });
    told = await listenToNotices(server, 'yjf_messages');
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await db().delete(messages);
    await told.forget();
  });

  it('tells the assignee of a new task who gave it, with its project, due date and page', async () => {
    const task = await addTask(admin, '机柜理线', { assigneeId: engineerId, dueDate: '2026-12-20' });
    const [message, ...more] = await inbox(engineer);
    expect(more).toEqual([]);
    expect(message).toMatchObject({
      kind: 'taskAssigned',
      title: '任务「机柜理线」指派给了你',
      content: '项目「指派测试项目」，截止日期 2026-12-20，由张伟指派',
      link: `/taskInfo/${task.id}`,
      readTime: null,
    });
    expect(await told.atLeast(1)).toEqual([String(engineerId)]);
    const undated = await addTask(admin, '现场勘测', { assigneeId: engineerId });
    expect((await inbox(engineer))[0]).toMatchObject({
      content: '项目「指派测试项目」，未设截止日期，由张伟指派',
      link: `/taskInfo/${undated.id}`,
    });
    expect(await told.atLeast(2)).toEqual([String(engineerId), String(engineerId)]);
  });

  it('tells nobody of a task one gives oneself, nor of an edit that keeps its assignee', async () => {
    const own = await addTask(admin, '给自己的任务', { assigneeId: adminId });
    const unassigned = await addTask(admin, '暂不指派');
    expect(await inbox(admin)).toEqual([]);

    const given = await addTask(admin, '调试功放', { assigneeId: engineerId });
    expect(await inbox(engineer)).toHaveLength(1);
    await editTask(admin, given, { title: '调试功放与音箱', priority: 1 });
    expect(await inbox(engineer)).toHaveLength(1);
    // The engineer edits their own task: still theirs, nobody is told.
    await editTask(engineer, await ok<Task>(engineer, 'GET', `/api/task/${given.id}`), { description: '已到场' });
    expect(await inbox(engineer)).toHaveLength(1);
    // Given to oneself by an edit: nobody is told either.
    await editTask(admin, own, { title: '还是我自己的' });
    expect(await inbox(admin)).toEqual([]);

    // An edit that gives a task to someone else tells them.
    await editTask(admin, unassigned, { assigneeId: salesId });
    expect((await inbox(sales)).map((m) => m.title)).toEqual(['任务「暂不指派」指派给了你']);
    expect(await told.atLeast(2)).toEqual([String(engineerId), String(salesId)]);
    expect(await told.settled()).toHaveLength(2);
  });

  it('sends nothing when the write rolls back', async () => {
    const task = await addTask(admin, '回滚的任务');
    const auth = (await userAuth(db(), adminId))!;
    const send = assignmentMessages;
    const row = { ...task, assigneeId: engineerId };
    await expect(
      inTransaction(db(), async (tx) => {
        await send([row], { tx, auth, action: 'add', ctx: server.app.appContext });
        expect(await tx.select().from(messages).where(eq(messages.userId, engineerId))).toHaveLength(1);
        throw new Error('the rest of the write failed');
      }),
    ).rejects.toThrow('the rest of the write failed');
    expect(await inbox(engineer)).toEqual([]);
    // PostgreSQL tells at the commit only; the embedded database's notices stay in the process and are told at
    // once (a bell then counts what was committed: nothing new).
    if (postgresUrl()) {
      expect(await told.settled()).toEqual([]);
    }
  });
});
