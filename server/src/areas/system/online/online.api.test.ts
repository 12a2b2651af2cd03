import ExcelJS from 'exceljs';
import type { OnlineSession } from '@yjf/domain/logSchemas';
import type { ListPage } from '@yjf/domain/lists';
import { startTestServer, type TestServer } from '../../../../test/testServer';
import { apiCaller } from '../../../../test/apiCalls';
import { signIn } from '../../../../test/session';
import { scopedStaff } from '../../../../test/scopedStaff';

/**
 * 在线用户: a company sees and ends only its own sessions, never the caller's own; an ended session's next
 * call is refused.
 */
describe('online users', () => {
  let server: TestServer;
  let admin2: string; // administrator of company 2
  let admin2Elsewhere: string; // the same administrator in another browser
  let sales2: string; // sales of company 2: may not see who is online
  let admin3: string; // administrator of company 3

  const { call, ok } = apiCaller(() => server);
  const online = (token: string, query = '') => ok<ListPage<OnlineSession>>(token, 'GET', `/api/online${query}`);
  const sessionOf = async (viewer: string, username: string) =>
    (await online(viewer, '?size=100')).content.filter((row) => row.username === username);

  beforeAll(async () => {
    server = await startTestServer();
    [admin2, admin2Elsewhere, sales2, admin3] = await Promise.all(
      ['13800000001', '13800000001', '13800000002', '13800000003'].map((phone) => signIn(server, phone)),
    );
  });
  afterAll(() => server.close());

  it("lists the company's signed-in browsers, the caller's own marked current", async () => {
    const page = await online(admin2, '?size=100');
    expect(new Set(page.content.map((row) => row.username))).toEqual(new Set(['13800000001', '13800000002']));
    expect(page.totalElements).toBe(3);
    expect(page.content.filter((row) => row.current)).toHaveLength(1);
    // the department comes from the demo data
    expect(page.content.find((row) => row.current)).toMatchObject({
      id: expect.any(Number),
      username: '13800000001',
      nickName: expect.any(String),
      ip: '127.0.0.1',
      address: '127.0.0.1',
      browser: 'lightMyRequest',
      loginTime: expect.any(String),
      lastSeenAt: expect.any(String),
      current: true,
    });
    expect((await online(admin2, '?blurry=13800000002')).content.map((row) => row.username)).toEqual(['13800000002']);

    const seenBy3 = await online(admin3, '?size=100');
    expect(seenBy3.content.map((row) => row.username)).toEqual(['13800000003']);
    expect((await call(sales2, 'GET', '/api/online')).statusCode).toBe(403);
  });

  it("cannot end another company's session: 404, and their token still works", async () => {
    const [salesSession] = await sessionOf(admin2, '13800000002');
    const response = await call(admin3, 'DELETE', '/api/online', [salesSession!.id]);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('该用户已下线');
    expect((await call(sales2, 'GET', '/api/logs/user')).statusCode).toBe(200);
    expect((await call(sales2, 'DELETE', '/api/online', [salesSession!.id])).statusCode).toBe(403);
  });

  it("never ends the caller's own session", async () => {
    const mine = (await online(admin2)).content.find((row) => row.current)!;
    const response = await call(admin2, 'DELETE', '/api/online', [mine.id]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('不能强退自己');
    expect((await call(admin2, 'GET', '/api/online')).statusCode).toBe(200);
    const empty = await call(admin2, 'DELETE', '/api/online', []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('请选择要强退的用户');
  });

  it('shows and ends only the sessions of users in the caller’s data scope, as 用户管理 does', async () => {
    // A 本级 monitor of 销售部: sees 销售部's browsers and may end them, not the administrator's (总经办).
    const monitor = await scopedStaff(server, admin2, {
      role: '在线监控本级',
      permissions: ['online:list', 'online:del'],
      dept: '销售部',
      phone: '13900077001',
    });
    const seen = await online(monitor, '?size=100');
    expect(new Set(seen.content.map((row) => row.username))).toEqual(new Set(['13800000002', '13900077001']));
    const exported = await call(monitor, 'GET', '/api/online/download');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.rowCount).toBe(1 + seen.content.length);

    const [adminSession] = await sessionOf(admin2, '13800000001');
    const refused = await call(monitor, 'DELETE', '/api/online', [adminSession!.id]);
    expect([refused.statusCode, refused.json().message]).toEqual([404, '数据不存在或已被删除']);
    expect((await call(admin2, 'GET', '/api/logs/user')).statusCode).toBe(200);
    // The monitor's own browser goes again, so the next test sees the demo's sessions.
    await ok(
      admin2,
      'DELETE',
      '/api/online',
      (await sessionOf(admin2, '13900077001')).map((row) => row.id),
    );
  });

  it("ends a colleague's session and the caller's other browser: their next call is 401, and it is logged", async () => {
    const [salesSession] = await sessionOf(admin2, '13800000002');
    const other = (await sessionOf(admin2, '13800000001')).find((row) => !row.current)!;
    expect(await ok(admin2, 'DELETE', '/api/online', [salesSession!.id, other.id])).toMatchObject({
      message: '强退成功',
      ended: 2,
    });
    expect((await call(sales2, 'GET', '/api/logs/user')).statusCode).toBe(401);
    expect((await call(admin2Elsewhere, 'GET', '/api/logs/user')).statusCode).toBe(401);
    expect((await online(admin2)).content.map((row) => row.username)).toEqual(['13800000001']);
    const logged = await ok<ListPage<{ description: string; action: string }>>(admin2, 'GET', '/api/logs?blurry=强退');
    // These two, and the monitor's browser the test before ended.
    expect(logged.content.map((row) => row.action)).toEqual(['kick', 'kick', 'kick']);
    // gone already: nothing matched
    expect((await call(admin2, 'DELETE', '/api/online', [salesSession!.id])).statusCode).toBe(404);
  });

  it('exports who is online', async () => {
    const response = await call(admin3, 'GET', '/api/online/download');
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('用户名');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe('13800000003');
  });
});
