import { chinaToday } from '@yjf/domain/calendar';
import ExcelJS from 'exceljs';
import {
  PAYMENT_ACCOUNT_REQUIRED,
  RECEIVED_DATE_REQUIRED,
  RECEIVED_OVER_PLANNED,
  type Collection,
  type ProjectFinance,
} from '@yjf/area-finance/domain/collectionSchemas';
import type { ListPage } from '@yjf/domain/lists';
import type { Project, ProjectSummary } from '@yjf/area-projects/domain/projectSchemas';
import { apiCaller, type Verb } from '../../../test/apiCalls';
import { signIn } from '../../../test/session';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { TINY_PNG, uploaded } from '../../../test/upload';

/**
 * Collections (收款) on the seeded demo data: add, list, edit, delete and export; the form's rules; exact sums in
 * the project finance and the project summary; overdue stages; what other companies and the sales role may do.
 */
describe('collections', () => {
  let server: TestServer;
  let admin2: string; // 张伟, administrator of company 2
  let sales2: string; // 李娜, sales of company 2
  let admin3: string; // 王强, administrator of company 3 (plan B: finance included)
  let project2: Project;
  let project3: Project;

  const { call, ok } = apiCaller(() => server);
  const newCollection = (token: string, projectId: number, extra: Record<string, unknown> = {}) =>
    ok<Collection>(token, 'POST', '/api/collection', { projectId, stage: 1, plannedAmount: '1000', ...extra });
  const list = (token: string, query = '') =>
    ok<ListPage<Collection>>(token, 'GET', `/api/collection?size=100${query ? `&${query}` : ''}`);
  const finance = (token: string, projectId: number) =>
    ok<ProjectFinance>(token, 'GET', `/api/collection/summary?projectId=${projectId}`);

  beforeAll(async () => {
    server = await startTestServer();
    [admin2, sales2, admin3] = await Promise.all(
      ['13800000001', '13800000002', '13800000003'].map((phone) => signIn(server, phone)),
    );
    project2 = (await ok<ListPage<Project>>(admin2, 'GET', '/api/project?size=1')).content[0]!;
    project3 = (await ok<ListPage<Project>>(admin3, 'GET', '/api/project?size=1')).content[0]!;
  });
  afterAll(() => server.close());

  it('adds a planned collection, records the money received, exports it and deletes it', async () => {
    const voucher = await uploaded(server, admin2, '收款凭证.png', TINY_PNG);
    const added = await newCollection(admin2, project2.id, {
      stage: 1,
      plannedAmount: '5000.50',
      plannedDate: '2026-12-01',
      remark: '签约定金 ABC',
      attachments: [voucher],
    });
    expect(added).toMatchObject({
      projectId: project2.id,
      projectName: project2.name,
      projectCode: project2.code,
      stage: 1,
      plannedAmount: 500050,
      plannedDate: '2026-12-01',
      receivedAmount: 0,
      paymentAccount: null,
      receivedDate: null,
      payer: '',
      remark: '签约定金 ABC',
      createdByName: '张伟',
      attachments: [voucher],
    });

    // The list finds it by project, stage, search text (case-insensitive) and planned amount in yuan.
    const ids = async (query: string) => (await list(admin2, query)).content.map((c) => c.id);
    expect(await ids(`projectId=${project2.id}`)).toContain(added.id);
    expect(await ids(`projectId=${project2.id}&stage=1`)).toContain(added.id);
    expect(await ids(`projectId=${project2.id}&stage=2`)).not.toContain(added.id);
    expect(await ids(`blurry=${encodeURIComponent('定金 abc')}`)).toEqual([added.id]);
    expect(await ids('plannedAmount=5000.5&plannedAmount=5000.5')).toEqual([added.id]);

    const received = await ok<Collection>(admin2, 'PUT', '/api/collection', {
      id: added.id,
      version: added.version,
      projectId: project2.id,
      stage: 1,
      plannedAmount: '5000.50',
      plannedDate: '2026-12-01',
      receivedAmount: '5000.50',
      paymentAccount: 4,
      receivedDate: '2026-11-20',
      payer: '王先生',
      remark: '签约定金 ABC',
      attachments: [voucher],
    });
    expect(received).toMatchObject({
      version: added.version + 1,
      receivedAmount: 500050,
      paymentAccount: 4,
      receivedDate: '2026-11-20',
      payer: '王先生',
    });
    expect(await ok<Collection>(admin2, 'GET', `/api/collection/${added.id}`)).toEqual(received);
    expect(await ids(`blurry=${encodeURIComponent('王先生')}`)).toEqual([added.id]);
    // An edit from the version before is stale.
    const stale = await call(admin2, 'PUT', '/api/collection', {
      id: added.id,
      version: added.version,
      projectId: project2.id,
      stage: 2,
      plannedAmount: '1',
    });
    expect(stale.statusCode).toBe(409);

    const exported = await call(admin2, 'GET', `/api/collection/download?blurry=${encodeURIComponent('王先生')}`);
    expect(exported.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as never);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 10)).toEqual([
      '项目',
      '收款阶段',
      '计划金额（元）',
      '计划收款日期',
      '实收金额（元）',
      '收款账户',
      '收款日期',
      '付款人',
      '备注',
    ]);
    expect(sheet.getRow(2).values).toEqual(
      expect.arrayContaining([project2.name, '定金', 5000.5, '公户', '王先生', '签约定金 ABC']),
    );

    await ok(admin2, 'DELETE', '/api/collection', [added.id]);
    expect((await call(admin2, 'GET', `/api/collection/${added.id}`)).statusCode).toBe(404);
    expect(await ids(`projectId=${project2.id}`)).not.toContain(added.id);
  });

  it('refuses bad forms with a Chinese message and nothing written', async () => {
    const foreignFile = await uploaded(server, admin3, '别人的凭证.png', TINY_PNG);
    const before = (await list(admin2)).totalElements;
    const paid = { receivedAmount: '100', receivedDate: '2026-11-01', paymentAccount: 0 };
    const refusals: [Record<string, unknown>, string][] = [
      [{ receivedAmount: '100' }, RECEIVED_DATE_REQUIRED],
      [{ receivedAmount: '100', receivedDate: '2026-11-01' }, PAYMENT_ACCOUNT_REQUIRED],
      [{ ...paid, plannedAmount: '99.99' }, RECEIVED_OVER_PLANNED],
      [{ ...paid, paymentAccount: 9 }, '收款账户的取值“9”不存在'],
      [{ stage: 9 }, '请选择收款阶段'],
      [{ stage: undefined }, '请选择收款阶段'],
      [{ plannedAmount: '' }, '请输入计划金额'],
      [{ plannedAmount: '12.345' }, '计划金额须为不小于 0 的金额，最多两位小数'],
      [{ plannedDate: '2026-02-30' }, '计划收款日期的格式不正确'],
      [{ projectId: project3.id }, '所选项目不存在或无权访问'],
      [{ projectId: undefined }, '请选择所属项目'],
      [{ attachments: [foreignFile] }, '附件不存在或不属于本企业'],
    ];
    for (const [change, message] of refusals) {
      const response = await call(admin2, 'POST', '/api/collection', {
        projectId: project2.id,
        stage: 2,
        plannedAmount: '1000',
        ...change,
      });
      expect([change, response.statusCode, response.json().message]).toEqual([
        change,
        400,
        expect.stringContaining(message),
      ]);
    }
    expect((await list(admin2)).totalElements).toBe(before);

    // An edit is held to the same rules and leaves the record as it was.
    const kept = await newCollection(admin2, project2.id, { plannedAmount: '200' });
    for (const [change, message] of [
      [{ ...paid, receivedAmount: '200.01' }, RECEIVED_OVER_PLANNED],
      [{ projectId: project3.id }, '所选项目不存在或无权访问'],
    ] as const) {
      const response = await call(admin2, 'PUT', '/api/collection', {
        id: kept.id,
        version: kept.version,
        projectId: project2.id,
        stage: 1,
        plannedAmount: '200',
        ...change,
      });
      expect([response.statusCode, response.json().message]).toEqual([400, expect.stringContaining(message)]);
    }
    expect(await ok<Collection>(admin2, 'GET', `/api/collection/${kept.id}`)).toEqual(kept);
  });

  it('sums planned, received, outstanding and overdue stages exactly, in fen', async () => {
    const [customer] = (await ok<ListPage<{ id: number }>>(admin2, 'GET', '/api/customer?size=1')).content;
    const project = await ok<Project>(admin2, 'POST', '/api/project', {
      name: '收款合计测试项目',
      customerId: customer!.id,
      contractAmount: '2000000.01',
    });
    // Nothing planned yet: the whole contract is outstanding.
    expect(await finance(admin2, project.id)).toEqual({
      contractAmount: 200000001,
      planned: 0,
      received: 0,
      outstanding: 200000001,
      overdueStages: 0,
      overdueAmount: 0,
    });

    const paid = (amount: string, day = '2026-01-05') => ({
      receivedAmount: amount,
      receivedDate: day,
      paymentAccount: 0,
    });
    const stages: Record<string, unknown>[] = [
      // Received in full before its date: not overdue.
      { plannedAmount: '0.10', plannedDate: '2020-01-01', ...paid('0.10') },
      // Past its date with 0.10 missing: overdue.
      { plannedAmount: '0.20', plannedDate: '2020-01-01', ...paid('0.10') },
      // Past its date with 0.10 missing: overdue.
      { stage: 2, plannedAmount: '1234567.89', plannedDate: '2020-06-30', ...paid('1234567.79') },
      // No planned date: never overdue.
      { stage: 3, plannedAmount: '0.30' },
      // Planned for later, and for today: not overdue yet.
      { stage: 3, plannedAmount: '1000', plannedDate: '2099-12-31' },
      { stage: 4, plannedAmount: '5', plannedDate: chinaToday() },
      // Received in full, planned in the past.
      { stage: 4, plannedAmount: '999.99', plannedDate: '2020-01-01', ...paid('999.99') },
    ];
    const added: Collection[] = [];
    for (const stage of stages) added.push(await newCollection(admin2, project.id, stage));

    const planned = 10 + 20 + 123456789 + 30 + 100000 + 500 + 99999;
    const received = 10 + 10 + 123456779 + 99999;
    expect([planned, received]).toEqual([123657348, 123556798]);
    expect(await finance(admin2, project.id)).toEqual({
      contractAmount: 200000001,
      planned,
      received,
      outstanding: 200000001 - received,
      overdueStages: 2,
      overdueAmount: 20,
    });
    expect(await ok<ProjectSummary>(admin2, 'GET', `/api/project/${project.id}/summary`)).toMatchObject({
      contractAmount: 200000001,
      received: 123556798,
      outstanding: 76443203,
    });

    // Receiving the rest of a stage ends its being overdue; the sums follow.
    const second = added[1]!;
    await ok(admin2, 'PUT', '/api/collection', {
      id: second.id,
      version: second.version,
      projectId: project.id,
      stage: 1,
      plannedAmount: '0.20',
      plannedDate: '2020-01-01',
      ...paid('0.20'),
    });
    expect(await finance(admin2, project.id)).toMatchObject({
      received: received + 10,
      outstanding: 200000001 - received - 10,
      overdueStages: 1,
      overdueAmount: 10,
    });

    // Deleting a stage takes its money out of the summary.
    await ok(admin2, 'DELETE', '/api/collection', [added[2]!.id]);
    const after = await finance(admin2, project.id);
    expect(after).toMatchObject({
      planned: planned - 123456789,
      received: received + 10 - 123456779,
      overdueStages: 0,
      overdueAmount: 0,
    });
    const summary = await ok<ProjectSummary>(admin2, 'GET', `/api/project/${project.id}/summary`);
    expect([summary.received, summary.outstanding]).toEqual([after.received, after.outstanding]);
  });

  it('never lets received money make the outstanding amount negative', async () => {
    const [customer] = (await ok<ListPage<{ id: number }>>(admin2, 'GET', '/api/customer?size=1')).content;
    const project = await ok<Project>(admin2, 'POST', '/api/project', {
      name: '增项收款项目',
      customerId: customer!.id,
      contractAmount: '100',
    });
    await newCollection(admin2, project.id, {
      plannedAmount: '150.5',
      receivedAmount: '150.5',
      receivedDate: '2026-01-01',
      paymentAccount: 2,
    });
    expect(await finance(admin2, project.id)).toMatchObject({ received: 15050, outstanding: 0 });
  });

  it('checks the summary query and answers 404 for a project that is not there', async () => {
    for (const query of ['', 'projectId=abc', 'projectId=0', 'projectId=-3']) {
      const response = await call(admin2, 'GET', `/api/collection/summary?${query}`);
      expect([query, response.statusCode]).toEqual([query, 400]);
      expect(response.json().message).toMatch(/[\u4e00-\u9fa5]/);
    }
    const missing = await call(admin2, 'GET', '/api/collection/summary?projectId=2147483000');
    expect([missing.statusCode, missing.json().message]).toEqual([404, '项目不存在或已被删除']);
  });

  it('keeps each company to its own collections', async () => {
    const ours = await newCollection(admin2, project2.id, { remark: '隔离收款' });
    const foreign: [Verb, string, unknown?][] = [
      ['GET', `/api/collection/${ours.id}`],
      ['GET', `/api/collection/summary?projectId=${project2.id}`],
      [
        'PUT',
        '/api/collection',
        { id: ours.id, version: ours.version, projectId: project3.id, stage: 1, plannedAmount: '1' },
      ],
      ['DELETE', '/api/collection', [ours.id]],
    ];
    for (const [method, url, payload] of foreign) {
      const response = await call(admin3, method, url, payload);
      expect([method, url, response.statusCode]).toEqual([method, url, 404]);
    }
    // Company 3 (plan B) keeps collections of its own, and its lists show only them.
    const plannedBefore = (await finance(admin3, project3.id)).planned;
    const theirs = await newCollection(admin3, project3.id, { remark: '隔离收款' });
    const seen = (await list(admin3)).content;
    expect(seen.map((c) => c.id)).toContain(theirs.id);
    expect(seen.map((c) => c.id)).not.toContain(ours.id);
    expect((await list(admin3, `projectId=${project2.id}`)).totalElements).toBe(0);
    expect((await list(admin3, `blurry=${encodeURIComponent('隔离收款')}`)).content.map((c) => c.id)).toEqual([
      theirs.id,
    ]);
    expect((await list(admin2, `blurry=${encodeURIComponent('隔离收款')}`)).content.map((c) => c.id)).toEqual([
      ours.id,
    ]);
    expect(await ok<Collection>(admin2, 'GET', `/api/collection/${ours.id}`)).toEqual(ours);
    expect((await finance(admin3, project3.id)).planned).toBe(plannedBefore + 100000);
  });

  it('lets the sales role do nothing with collections', async () => {
    const collection = await newCollection(admin2, project2.id);
    for (const [method, url, payload] of [
      ['GET', '/api/collection'],
      ['GET', `/api/collection/${collection.id}`],
      ['GET', `/api/collection/summary?projectId=${project2.id}`],
      ['POST', '/api/collection', { projectId: project2.id, stage: 1, plannedAmount: '1' }],
      ['DELETE', '/api/collection', [collection.id]],
      ['GET', '/api/collection/download'],
    ] as [Verb, string, unknown?][]) {
      expect([method, url, (await call(sales2, method, url, payload)).statusCode]).toEqual([method, url, 403]);
    }
  });
});
