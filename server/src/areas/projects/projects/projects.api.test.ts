import { chinaToday } from '@yjf/domain/calendar';
import ExcelJS from 'exceljs';
import type { Business } from '@yjf/area-business/domain/businessSchemas';
import type { ListPage } from '@yjf/domain/lists';
import type { Project, ProjectStatusEntry, ProjectSummary } from '@yjf/area-projects/domain/projectSchemas';
import type { Task } from '@yjf/area-projects/domain/taskSchemas';
import { startTestServer, type TestServer } from '../../../../test/testServer';
import { apiCaller, type Verb } from '../../../../test/apiCalls';
import { signIn } from '../../../../test/session';

/**
 * Projects on the seeded demo data: conversion from a business opportunity, codes, the status history, the
 * summary, list search and export, and what other companies and the sales role may do.
 */
describe('projects', () => {
  let server: TestServer;
  let admin2: string; // 张伟, administrator of company 2
  let sales2: string; // 李娜, sales of company 2
  let sales2Id: number;
  let admin3: string; // 王强, administrator of company 3
  let customer2: number;
  let customer3: number;

  const { call, ok } = apiCaller(() => server);
  const newProject = (token: string, name: string, extra: Record<string, unknown> = {}) =>
    ok<Project>(token, 'POST', '/api/project', {
      name,
      customerId: token === admin3 ? customer3 : customer2,
      contractAmount: '128000.50',
      siteAddress: '上海市徐汇区漕溪北路 88 号',
      plannedStart: '2026-12-01',
      plannedEnd: '2027-02-28',
      ...extra,
    });
  const history = (token: string, id: number) =>
    ok<ProjectStatusEntry[]>(token, 'GET', `/api/project/${id}/statusHistory`);

  beforeAll(async () => {
    server = await startTestServer();
    [admin2, sales2, admin3] = await Promise.all(
      ['13800000001', '13800000002', '13800000003'].map((phone) => signIn(server, phone)),
    );
    sales2Id = (await ok<{ user: { id: number } }>(sales2, 'GET', '/auth/info')).user.id;
    customer2 = (await ok<ListPage<{ id: number }>>(admin2, 'GET', '/api/customer?size=1')).content[0]!.id;
    customer3 = (await ok<ListPage<{ id: number }>>(admin3, 'GET', '/api/customer?size=1')).content[0]!.id;
  });
  afterAll(() => server.close());

  it('converts a business opportunity into a coded project whose history starts with its creation', async () => {
    const [open] = (await ok<ListPage<Business>>(admin2, 'GET', '/api/business?status=1&size=1')).content;
    const converted = await ok<{ projectId: number }>(admin2, 'POST', '/api/business/convert', {
      id: open!.id,
      version: open!.version,
    });
    const project = await ok<Project>(admin2, 'GET', `/api/project/${converted.projectId}`);
    const today = chinaToday().replaceAll('-', '');
    expect(project).toMatchObject({
      name: open!.name,
      customerId: open!.customerId,
      businessId: open!.id,
      businessName: open!.name,
      contractAmount: open!.estimatedAmount,
      status: 0,
      signDate: chinaToday(),
    });
    expect(project.code).toMatch(new RegExp(`^XM${today}\\d{3}$`));
    const [created] = await history(admin2, project.id);
    expect(created).toMatchObject({ fromStatus: null, toStatus: 0, changedByName: '张伟' });
    expect(created!.remark).toContain(open!.name);
    expect((await ok<Business>(admin2, 'GET', `/api/business/${open!.id}`)).projectId).toBe(project.id);
  });

  it('forgets the project of a converted opportunity when that project is deleted', async () => {
    const [open] = (await ok<ListPage<Business>>(admin2, 'GET', '/api/business?status=1&size=1')).content;
    const { projectId } = await ok<{ projectId: number }>(admin2, 'POST', '/api/business/convert', {
      id: open!.id,
      version: open!.version,
    });
    const deleting = await call(admin2, 'DELETE', '/api/project', [projectId]);
    expect(deleting.statusCode).toBe(200);
    expect((await ok<Business>(admin2, 'GET', `/api/business/${open!.id}`)).projectId).toBeNull();
  });

  it('gives each new project the next code of the day, unique even when added at once', async () => {
    const added = await Promise.all([1, 2, 3, 4, 5].map((n) => newProject(admin2, `编号测试项目${n}`)));
    const codes = added.map((p) => p.code);
    expect(new Set(codes).size).toBe(5);
    const sequences = codes.map((code) => Number(code.slice(-3))).sort((a, b) => a - b);
    expect(sequences[4]! - sequences[0]!).toBe(4);
    // Company 3 counts its own codes.
    const prefix = added[0]!.code.slice(0, -3);
    const theirs = (await ok<ListPage<Project>>(admin3, 'GET', `/api/project?blurry=${prefix}`)).totalElements;
    const other = await newProject(admin3, '王强的项目');
    expect(Number(other.code.slice(-3))).toBe(theirs + 1);
    // The creator manages it unless someone else is chosen; the amount is kept in fen.
    expect(added[0]).toMatchObject({ managerName: '张伟', contractAmount: 12800050, status: 0 });
  });

  it('refuses bad forms with a Chinese message and nothing written', async () => {
    const before = (await ok<ListPage<Project>>(admin2, 'GET', '/api/project')).totalElements;
    const refusals: [Record<string, unknown>, string][] = [
      [{ name: '' }, '请输入项目名称'],
      [{ plannedStart: '2027-03-01', plannedEnd: '2027-01-01' }, '计划完工日期不能早于计划开工日期'],
      [{ customerId: customer3 }, '所选客户不存在或无权访问'],
      [{ contractAmount: '-5' }, '合同金额须为不小于 0 的金额，最多两位小数'],
      [{ signDate: '2026-13-45' }, '签约日期的格式不正确'],
    ];
    for (const [change, message] of refusals) {
      const response = await call(admin2, 'POST', '/api/project', {
        name: '坏表单项目',
        customerId: customer2,
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const admin3Id = (await ok<{ user: { id: number } }>(admin3, 'GET', '/auth/info')).user.id;
    for (const field of ['managerId', 'designerId']) {
      const response = await call(admin2, 'POST', '/api/project', {
        name: '外企业人员',
        customerId: customer2,
        [field]: admin3Id,
      });
      expect(response.statusCode).toBe(400);
    }
    const members = await call(admin2, 'POST', '/api/project', {
      name: '外企业成员',
      customerId: customer2,
      memberIds: [admin3Id],
    });
    expect(members.json().message).toBe('所选项目成员不存在或无权访问');
    expect((await ok<ListPage<Project>>(admin2, 'GET', '/api/project')).totalElements).toBe(before);
  });

  it('moves a project through statuses and records who, when, from and to', async () => {
    let project = await newProject(admin2, '状态流转别墅影院');
    const moves = [1, 2, 3, 9];
    for (const status of moves) {
      const answer = await ok<{ message: string }>(admin2, 'POST', '/api/project/status', {
        id: project.id,
        version: project.version,
        status,
        remark: `第 ${status} 步`,
      });
      expect(answer.message).toMatch(/^已改为「.+」$/);
      project = await ok<Project>(admin2, 'GET', `/api/project/${project.id}`);
      expect(project.status).toBe(status);
    }
    const entries = await history(admin2, project.id);
    expect(entries.map((e) => [e.fromStatus, e.toStatus])).toEqual([
      [null, 0],
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 9],
    ]);
    expect(entries.at(-1)).toMatchObject({ remark: '第 9 步', changedByName: '张伟' });
    expect(Date.now() - new Date(entries.at(-1)!.changedAt).getTime()).toBeLessThan(60_000);

    // A stale version, the same status and a status the dictionary does not have are refused.
    const stale = await call(admin2, 'POST', '/api/project/status', { id: project.id, version: 1, status: 4 });
    expect(stale.statusCode).toBe(409);
    const same = await call(admin2, 'POST', '/api/project/status', {
      id: project.id,
      version: project.version,
      status: 9,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('项目已是「返修」状态');
    const unknown = await call(admin2, 'POST', '/api/project/status', {
      id: project.id,
      version: project.version,
      status: 10,
    });
    expect(unknown.statusCode).toBe(400);
    expect(await history(admin2, project.id)).toHaveLength(5);

    // An edit does not touch the status; the form has none.
    const edited = await ok<Project>(admin2, 'PUT', '/api/project', {
      id: project.id,
      version: project.version,
      name: '状态流转别墅影院（二期）',
      customerId: customer2,
      status: 0,
    });
    expect(edited.status).toBe(9);
  });

  it('finds projects by code, status, amount range and manager, and exports them', async () => {
    const project = await newProject(admin2, '检索测试影音室', { contractAmount: '56789' });
    const search = async (query: string) =>
      (await ok<ListPage<Project>>(admin2, 'GET', `/api/project?${query}`)).content.map((p) => p.id);
    expect(await search(`blurry=${project.code}`)).toEqual([project.id]);
    expect(await search(`blurry=${encodeURIComponent('检索测试')}`)).toEqual([project.id]);
    expect(await search('contractAmount=56789&contractAmount=56789')).toEqual([project.id]);
    expect(await search(`status=0&blurry=${encodeURIComponent('检索')}&managerId=${project.managerId}`)).toEqual([
      project.id,
    ]);
    const exported = await call(admin2, 'GET', `/api/project/download?blurry=${project.code}`);
    expect(exported.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('项目编号');
    expect(sheet.getRow(2).values).toEqual(
      expect.arrayContaining([project.code, '检索测试影音室', '新签约', 56789, '张伟']),
    );
  });

  it('sums a project: contract, received, outstanding, tasks and drawings', async () => {
    const project = await newProject(admin2, '概况测试项目', { contractAmount: '1000.10' });
    await ok<Task>(admin2, 'POST', '/api/task', {
      projectId: project.id,
      title: '已逾期',
      priority: 1,
      dueDate: '2020-01-01',
    });
    const done = await ok<Task>(admin2, 'POST', '/api/task', { projectId: project.id, title: '已完成', priority: 2 });
    await ok(admin2, 'POST', '/api/task/complete', { id: done.id, version: done.version, note: '好了' });
    const summary = await ok<ProjectSummary>(admin2, 'GET', `/api/project/${project.id}/summary`);
    expect(summary).toEqual({
      contractAmount: 100010,
      received: 0,
      outstanding: 100010,
      tasks: { total: 2, done: 1, overdue: 1 },
      schemes: 0,
    });
    // A project with tasks is not deleted.
    const refused = await call(admin2, 'DELETE', '/api/project', [project.id]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('项目「概况测试项目」下还有任务，不能删除');
  });

  it('keeps each company to its own projects', async () => {
    const project = await newProject(admin2, '隔离测试项目');
    const foreign: [Verb, string, unknown?][] = [
      ['GET', `/api/project/${project.id}`],
      ['GET', `/api/project/${project.id}/statusHistory`],
      ['GET', `/api/project/${project.id}/summary`],
      ['PUT', '/api/project', { id: project.id, version: project.version, name: '偷改', customerId: customer3 }],
      ['POST', '/api/project/status', { id: project.id, version: project.version, status: 1 }],
      ['DELETE', '/api/project', [project.id]],
    ];
    for (const [method, url, payload] of foreign) {
      const response = await call(admin3, method, url, payload);
      expect([method, url, response.statusCode]).toEqual([method, url, 404]);
    }
    const theirs = await ok<ListPage<Project>>(admin3, 'GET', `/api/project?blurry=${project.code}`);
    expect(theirs.totalElements).toBe(0);
    // Company 3's add may not name company 2's customer.
    const borrowed = await call(admin3, 'POST', '/api/project', { name: '借用客户', customerId: customer2 });
    expect(borrowed.statusCode).toBe(400);
    const unchanged = await ok<Project>(admin2, 'GET', `/api/project/${project.id}`);
    expect(unchanged).toMatchObject({ name: '隔离测试项目', status: 0, version: project.version });
    expect(await history(admin2, project.id)).toHaveLength(1);
  });

  it('lets the sales role do nothing with projects but pick, for a task, those she works on', async () => {
    const project = await newProject(admin2, '权限测试项目');
    // She may edit tasks, so her task form lists the projects she reaches (数据权限 本级): none of 张伟's.
    const pickable = await ok<ListPage<Project>>(sales2, 'GET', '/api/project?size=100');
    expect(pickable.content.map((row) => row.id)).not.toContain(project.id);
    for (const row of pickable.content) expect([row.managerId, row.designerId, ...row.memberIds]).toContain(sales2Id);
    for (const [method, url, payload] of [
      ['GET', `/api/project/${project.id}/statusHistory`],
      ['POST', '/api/project', { name: '销售新增', customerId: customer2 }],
      ['POST', '/api/project/status', { id: project.id, version: project.version, status: 1 }],
      ['GET', '/api/project/download'],
    ] as [Verb, string, unknown?][]) {
      expect((await call(sales2, method, url, payload)).statusCode).toBe(403);
    }
  });
});
