import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type { ErrorLogDetail, ErrorLogRow, OperationLogDetail, OperationLogRow } from '@yjf/domain/logSchemas';
import type { ListPage } from '@yjf/domain/lists';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { apiCaller } from '../../../test/apiCalls';
import { signIn } from '../../../test/session';
import { errorLogs } from './schema';
import { scopedStaff } from '../../../test/scopedStaff';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.71 Safari/537.36';

/**
 * The operation log, the error log and each user's own log: every company sees only its own entries, a 5xx
 * (and never a 4xx) lands in the error log with its stack shown only in the detail, 清空 clears only the
 * caller's company.
 */
describe('logs', () => {
  let server: TestServer;
  let platform: string; // platform administrator (company 1)
  let admin2: string; // administrator of company 2
  let sales2: string; // sales of company 2: no log permissions
  let admin3: string; // administrator of company 3

  const { call, ok } = apiCaller(() => server);
  const customer = (name: string) => ({
    name,
    channelType: 7,
    channelStatus: 4,
    intentDegree: 1,
    contactName: '陈先生',
    phone: '13912345678',
  });
  const logs = (token: string, query = '') => ok<ListPage<OperationLogRow>>(token, 'GET', `/api/logs${query}`);
  const errors = (token: string, query = '') => ok<ListPage<ErrorLogRow>>(token, 'GET', `/api/logs/error${query}`);

  /** Makes `GET /api/customer` fail inside its query (a 500) while `run` runs. */
  const withoutCustomersTable = async (run: () => Promise<void>) => {
    const db = server.database.db;
    await db.execute(sql`alter table customers rename to customers_away`);
    try {
      await run();
    } finally {
      await db.execute(sql`alter table customers_away rename to customers`);
    }
  };
  const errorRows = async () => (await server.database.db.select().from(errorLogs)).length;
  /** The error log is written after the reply: waits for it. */
  const waitForErrorRows = async (count: number) => {
    for (let tries = 0; tries < 100 && (await errorRows()) < count; tries++)
      await new Promise((r) => setTimeout(r, 20));
    expect(await errorRows()).toBe(count);
  };

  beforeAll(async () => {
    server = await startTestServer();
    [platform, admin2, sales2, admin3] = await Promise.all(
      ['13800000000', '13800000001', '13800000002', '13800000003'].map((phone) => signIn(server, phone)),
    );
    await server.request({
      method: 'POST',
      url: '/api/customer',
      headers: { authorization: `Bearer ${admin2}`, 'user-agent': CHROME },
      payload: customer('日志测试客户二'),
    });
    await ok(admin3, 'POST', '/api/customer', customer('日志测试客户三'));
    await ok(sales2, 'POST', '/api/customer', customer('销售的日志客户'));
  });
  afterAll(() => server.close());

  it("shows a company its own operations, with who, from where, the browser and the time, and no other company's", async () => {
    const page2 = await logs(admin2, '?blurry=日志测试客户二');
    expect(page2.totalElements).toBe(1);
    expect(page2.content[0]).toEqual({
      id: expect.any(Number),
      username: '13800000001',
      description: '新增客户「日志测试客户二」',
      action: 'add',
      resource: 'customer',
      recordId: expect.any(Number),
      ip: '127.0.0.1',
      browser: 'Chrome 120',
      durationMs: expect.any(Number),
      createTime: expect.any(String),
    });
    const all3 = await logs(admin3, '?size=100');
    expect(all3.content.some((row) => row.description.includes('日志测试客户三'))).toBe(true);
    expect(all3.content.some((row) => row.description.includes('日志测试客户二'))).toBe(false);
    expect(all3.content.every((row) => row.username !== '13800000001')).toBe(true);
    expect((await logs(admin3, '?blurry=日志测试客户二')).totalElements).toBe(0);

    // the detail with the record after the change; another company's entry is not found
    const id = page2.content[0]!.id;
    const detail = await ok<OperationLogDetail>(admin2, 'GET', `/api/logs/${id}`);
    expect(detail).toMatchObject({ before: null, after: { name: '日志测试客户二' }, userAgent: CHROME });
    const foreign = await call(admin3, 'GET', `/api/logs/${id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('日志不存在或已被删除');
  });

  it('searches by time and sorts, newest first by default', async () => {
    const newest = await logs(admin2, '?size=5');
    const times = newest.content.map((row) => row.createTime);
    expect(times).toEqual([...times].sort().reverse());
    expect((await logs(admin2, '?createTime=2000-01-01&createTime=2000-01-02')).totalElements).toBe(0);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect((await logs(admin2, `?blurry=日志测试&createTime=${today}&createTime=${today}`)).totalElements).toBe(1);
    const wrong = await call(admin2, 'GET', '/api/logs?createTime=yesterday&createTime=today');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('日期格式不正确');
  });

  it('refuses the company logs to a user without the permission, but gives everyone their own', async () => {
    for (const url of ['/api/logs', '/api/logs/error', '/api/logs/download']) {
      expect((await call(sales2, 'GET', url)).statusCode).toBe(403);
    }
    expect((await call(sales2, 'DELETE', '/api/logs/del/error')).statusCode).toBe(403);
    const own = await ok<ListPage<OperationLogRow>>(sales2, 'GET', '/api/logs/user');
    expect(own.content.map((row) => row.description)).toContain('新增客户「销售的日志客户」');
    expect(own.content.every((row) => row.username === '13800000002')).toBe(true);
    const admin2Own = await ok<ListPage<OperationLogRow>>(admin2, 'GET', '/api/logs/user?size=100');
    expect(admin2Own.content.some((row) => row.description.includes('销售的日志客户'))).toBe(false);
    expect((await server.request({ method: 'GET', url: '/api/logs/user' })).statusCode).toBe(401);
  });

  it('shows a 本级 auditor the operations of the users they see in 用户管理 only', async () => {
    // An auditor of 销售部 (数据权限 本级): 李娜's operations and their own, not 张伟's (总经办).
    const auditor = await scopedStaff(server, admin2, {
      role: '日志审计本级',
      permissions: ['log:list'],
      dept: '销售部',
      phone: '13900078001',
    });
    await ok(sales2, 'POST', '/api/customer', customer('审计可见客户'));
    await ok(admin2, 'POST', '/api/customer', customer('审计不可见客户'));

    const seen = await logs(auditor, '?size=100');
    const writers = new Set(seen.content.map((row) => row.username));
    expect(writers.has('13800000002')).toBe(true);
    expect(writers.has('13800000001')).toBe(false);
    expect(seen.content.some((row) => row.description.includes('审计不可见客户'))).toBe(false);
    const [hidden] = (await logs(admin2, `?blurry=${encodeURIComponent('审计不可见客户')}`)).content;
    expect((await call(auditor, 'GET', `/api/logs/${hidden!.id}`)).statusCode).toBe(404);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await call(auditor, 'GET', '/api/logs/download')).rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    book.worksheets[0]!.eachRow((row) => row.eachCell((cell) => void cells.push(cell.text)));
    expect(cells.some((text) => text.includes('审计可见客户'))).toBe(true);
    expect(cells.some((text) => text.includes('审计不可见客户'))).toBe(false);
  });

  it('exports the operation log as a workbook and logs the export', async () => {
    const response = await call(admin2, 'GET', '/api/logs/download?blurry=日志测试客户二');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('操作日志_'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '用户名',
      '描述',
      '操作',
      '资源',
      'IP',
      '浏览器',
      '耗时(ms)',
      '时间',
    ]);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(2).value).toBe('新增客户「日志测试客户二」');
    expect(sheet.getRow(2).getCell(3).value).toBe('新增');
    expect((await logs(admin2, '?blurry=导出操作日志')).content[0]?.description).toBe('导出操作日志（1 条）');
  });

  it('records a server error with its stack shown only in the detail, to its company only, and never a 4xx', async () => {
    const before = await errorRows();
    expect((await call(admin3, 'GET', '/api/customer/99999999')).statusCode).toBe(404);
    expect((await call(admin3, 'POST', '/api/customer', {})).statusCode).toBe(400);
    let requestId = '';
    await withoutCustomersTable(async () => {
      const failed = await call(admin3, 'GET', '/api/customer?blurry=x');
      expect(failed.statusCode).toBe(500);
      requestId = failed.headers['x-request-id'] as string;
      expect(failed.json()).toEqual({ status: 500, message: '服务器内部错误', requestId });
    });
    await waitForErrorRows(before + 1);

    const listed = await errors(admin3);
    expect(listed.content).toHaveLength(1);
    const row = listed.content[0]!;
    expect(row).toMatchObject({
      companyId: 3,
      username: '13800000003',
      method: 'GET',
      url: '/api/customer?blurry=x',
      description: '/api/customer',
      ip: '127.0.0.1',
    });
    expect(row.message).toContain('customers');
    expect(row).not.toHaveProperty('stack');

    const detail = await ok<ErrorLogDetail>(admin3, 'GET', `/api/logs/error/${row.id}`);
    expect(detail.stack).toContain('Error');
    // The 请求编号 its user was shown finds it.
    expect(detail.requestId).toBe(requestId);
    expect((await errors(admin3, `?blurry=${requestId}`)).content.map((r) => r.id)).toEqual([row.id]);
    expect((await errors(admin3, `?blurry=${requestId.slice(0, 8)}`)).content).toEqual([]);
    expect((await errors(admin2)).content.some((r) => r.id === row.id)).toBe(false);
    expect((await call(admin2, 'GET', `/api/logs/error/${row.id}`)).statusCode).toBe(404);
    // the platform sees every company's errors
    const seen = await errors(platform, '?size=100');
    expect(seen.content.find((r) => r.id === row.id)).toMatchObject({ companyName: expect.any(String) });
    expect((await ok<ErrorLogDetail>(platform, 'GET', `/api/logs/error/${row.id}`)).stack).toBe(detail.stack);
  });

  it("clears only the caller's company's error log, and logs the clearing", async () => {
    const before = await errorRows();
    await withoutCustomersTable(async () => {
      expect((await call(admin2, 'GET', '/api/customer')).statusCode).toBe(500);
      expect((await call(admin3, 'GET', '/api/customer')).statusCode).toBe(500);
    });
    await waitForErrorRows(before + 2);
    const of2 = (await errors(admin2)).totalElements;
    expect(of2).toBeGreaterThan(0);

    expect(await ok(admin3, 'DELETE', '/api/logs/del/error')).toMatchObject({ message: '清空成功', cleared: 2 });
    expect((await errors(admin3)).totalElements).toBe(0);
    expect((await errors(admin2)).totalElements).toBe(of2);
    expect((await logs(admin3, '?blurry=清空异常日志')).content[0]).toMatchObject({
      description: '清空异常日志（2 条）',
      action: 'clear',
    });
  });
});
