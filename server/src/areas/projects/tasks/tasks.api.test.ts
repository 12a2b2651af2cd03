import type { ListPage } from '@yjf/domain/lists';
import type { Project } from '@yjf/area-projects/domain/projectSchemas';
import type { Task } from '@yjf/area-projects/domain/taskSchemas';
import { apiCaller, type Verb } from '../../../../test/apiCalls';
import { signIn } from '../../../../test/session';
import { startTestServer, type TestServer } from '../../../../test/testServer';
import { TINY_PNG, uploaded } from '../../../../test/upload';

/** Tasks: add with attachments, complete and reopen, my tasks, isolation and the sales role. */
describe('tasks', () => {
  let server: TestServer;
  let admin2: string;
  let sales2: string;
  let admin3: string;
  let project: Project;
  let sales2Id: number;
  const { call, ok } = apiCaller(() => server);
  const newTask = (token: string, title: string, extra: Record<string, unknown> = {}) =>
    ok<Task>(token, 'POST', '/api/task', { projectId: project.id, title, priority: 2, ...extra });

  beforeAll(async () => {
    server = await startTestServer();
    [admin2, sales2, admin3] = await Promise.all(
      ['13800000001', '13800000002', '13800000003'].map((phone) => signIn(server, phone)),
    );
    const [customer] = (await ok<ListPage<{ id: number }>>(admin2, 'GET', '/api/customer?size=1')).content;
    project = await ok<Project>(admin2, 'POST', '/api/project', { name: '任务测试项目', customerId: customer!.id });
    sales2Id = (await ok<{ user: { id: number } }>(sales2, 'GET', '/auth/info')).user.id;
  });
  afterAll(() => server.close());

  it('adds a task with an attachment, completes it with a note and opens it again', async () => {
    const photo = await uploaded(server, admin2, '布线图.png', TINY_PNG);
    const task = await newTask(admin2, '客厅影院布线', {
      assigneeId: sales2Id,
      priority: 1,
      dueDate: '2026-12-10',
      description: '预埋 HDMI 2.1 与音箱线',
      attachments: [photo],
    });
    expect(task).toMatchObject({
      projectName: '任务测试项目',
      assigneeName: '李娜',
      status: 0,
      completedAt: null,
      attachments: [photo],
    });

    const done = await ok<{ message: string }>(admin2, 'POST', '/api/task/complete', {
      id: task.id,
      version: task.version,
      note: '已完成并贴标',
    });
    expect(done.message).toBe('任务已完成');
    const completed = await ok<Task>(admin2, 'GET', `/api/task/${task.id}`);
    expect(completed).toMatchObject({ status: 1, completionNote: '已完成并贴标', completedByName: '张伟' });
    expect(Date.now() - new Date(completed.completedAt!).getTime()).toBeLessThan(60_000);

    const again = await call(admin2, 'POST', '/api/task/complete', { id: task.id, version: completed.version });
    expect(again.json().message).toBe('任务已完成');
    const stale = await call(admin2, 'POST', '/api/task/reopen', { id: task.id, version: task.version });
    expect(stale.statusCode).toBe(409);

    await ok(admin2, 'POST', '/api/task/reopen', { id: task.id, version: completed.version });
    expect(await ok<Task>(admin2, 'GET', `/api/task/${task.id}`)).toMatchObject({
      status: 0,
      completedAt: null,
      completionNote: '',
    });
  });

  it('lists my tasks by assignee and a project board by project', async () => {
    await newTask(admin2, '给李娜的任务', { assigneeId: sales2Id });
    await newTask(admin2, '张伟自己的任务');
    const mine = await ok<ListPage<Task>>(admin2, 'GET', `/api/task?assigneeId=${sales2Id}&size=100`);
    expect(mine.content.every((t) => t.assigneeId === sales2Id)).toBe(true);
    expect(mine.content.map((t) => t.title)).toContain('给李娜的任务');
    const board = await ok<ListPage<Task>>(admin2, 'GET', `/api/task?projectId=${project.id}&size=100`);
    expect(board.content.every((t) => t.projectId === project.id)).toBe(true);
    expect(board.totalElements).toBeGreaterThanOrEqual(3);
  });

  it("refuses another company's project, person or file in a task", async () => {
    const foreignFile = await uploaded(server, admin3, '别人的.png', TINY_PNG);
    const admin3Id = (await ok<{ user: { id: number } }>(admin3, 'GET', '/auth/info')).user.id;
    const cases: [Record<string, unknown>, string][] = [
      [{ attachments: [foreignFile] }, '附件不存在或不属于本企业'],
      [{ assigneeId: admin3Id }, '所选负责人不存在或无权访问'],
      [{ priority: 7 }, '请选择优先级'],
      [{ title: '' }, '请输入任务标题'],
    ];
    for (const [change, message] of cases) {
      const response = await call(admin2, 'POST', '/api/task', {
        projectId: project.id,
        title: '坏任务',
        priority: 2,
        ...change,
      });
      expect([response.statusCode, response.json().message]).toEqual([400, message]);
    }
    const borrowed = await call(admin3, 'POST', '/api/task', { projectId: project.id, title: '借项目', priority: 2 });
    expect(borrowed.json().message).toBe('所选项目不存在或无权访问');
  });

  it('keeps each company to its own tasks', async () => {
    const task = await newTask(admin2, '隔离任务');
    const foreign: [Verb, string, unknown?][] = [
      ['GET', `/api/task/${task.id}`],
      ['PUT', '/api/task', { id: task.id, version: task.version, projectId: project.id, title: '偷改', priority: 2 }],
      ['POST', '/api/task/complete', { id: task.id, version: task.version }],
      ['DELETE', '/api/task', [task.id]],
    ];
    for (const [method, url, payload] of foreign) {
      expect([method, url, (await call(admin3, method, url, payload)).statusCode]).toEqual([method, url, 404]);
    }
    expect((await ok<ListPage<Task>>(admin3, 'GET', '/api/task?blurry=隔离任务')).totalElements).toBe(0);
    expect(await ok<Task>(admin2, 'GET', `/api/task/${task.id}`)).toMatchObject({ title: '隔离任务', status: 0 });
  });

  it('lets the sales role see and finish tasks but not add or delete them', async () => {
    const task = await newTask(admin2, '销售可完成的任务', { assigneeId: sales2Id });
    expect((await call(sales2, 'GET', '/api/task')).statusCode).toBe(200);
    expect((await call(sales2, 'POST', '/api/task/complete', { id: task.id, version: task.version })).statusCode).toBe(
      200,
    );
    expect(
      (await call(sales2, 'POST', '/api/task', { projectId: project.id, title: '销售新增', priority: 2 })).statusCode,
    ).toBe(403);
    expect((await call(sales2, 'DELETE', '/api/task', [task.id])).statusCode).toBe(403);
  });

  it('lets a user who reads tasks but not projects search by the projects of the tasks', async () => {
    // Her task form picks among the projects she reaches (she may edit tasks): 任务测试项目 is 张伟's alone.
    const pickable = await ok<ListPage<{ name: string }>>(sales2, 'GET', '/api/project?size=100');
    expect(pickable.content.map((p) => p.name)).not.toContain('任务测试项目');
    const picked = await ok<ListPage<{ id: number; name: string }>>(sales2, 'GET', '/api/task/projects?size=50');
    expect(picked.content.map((p) => p.name)).toContain('任务测试项目');
    expect(picked.totalElements).toBe(picked.content.length);
    const named = await ok<ListPage<{ name: string }>>(
      sales2,
      'GET',
      `/api/task/projects?blurry=${encodeURIComponent('任务测试')}`,
    );
    expect(named.content.map((p) => p.name)).toEqual(['任务测试项目']);
    expect(await ok(sales2, 'GET', `/api/task/projects/${project.id}`)).toMatchObject({ name: '任务测试项目' });
    // Another company's project, even one with tasks, is not found.
    expect((await call(admin3, 'GET', `/api/task/projects/${project.id}`)).statusCode).toBe(404);
  });
});
