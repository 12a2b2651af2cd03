import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import type { Customer } from '@yjf/area-customers/domain/customerSchemas';
import { COUNT_LIMIT, type ListPage } from '@yjf/domain/lists';
import { startTestServer, type TestServer } from '../../test/testServer';
import { postgresUrl } from '../../test/templateDatabase';
import { bearer, signIn } from '../../test/session';
import { users } from '../db/accountTables';
import { projects } from '../areas/projects/projects/schema';
import { schemes } from '../areas/projects/schemes/schema';
import { tasks } from '../areas/projects/tasks/schema';
import { collections } from '../areas/finance/schema';
import { purchaseOrders } from '../areas/purchasing/orders/schema';
import { stockOuts } from '../areas/purchasing/stockOuts/schema';
import { businessOpportunities } from '../areas/business/opportunities/schema';
import { customers } from '../areas/customers/schema';
import { operationLogs } from './operationLogTable';

/**
 * The list engine, through its first resource (`/api/customer`), on the real database: paging, sorting,
 * filters, refused parameters, company isolation, stale edits, deletes, the switch and the export.
 */
describe('list engine on /api/customer', () => {
  let server: TestServer;
  let admin2: string; // 张总, administrator of company 2
  let sales2: string; // 小李, sales of company 2
  let admin3: string; // 王工, administrator of company 3
  const ids2: number[] = [];
  let sales2Id: number;

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    server.request({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const list = async (token: string, query = '') => {
    const response = await call(token, 'GET', `/api/customer${query ? `?${query}` : ''}`);
    expect(response.statusCode).toBe(200);
    return response.json() as ListPage<Customer>;
  };
  const valid = {
    name: '华府家居',
    channelType: 7,
    channelStatus: 4,
    intentDegree: 1,
    contactName: '陈先生',
    phone: '13912345678',
    region: '广东省深圳市南山区',
    address: '科技园南路 18 号',
    nextFollowTime: '2026-12-01 10:00:00',
    remark: '',
  };

  beforeAll(async () => {
    server = await startTestServer();
    [admin2, sales2, admin3] = await Promise.all(
      ['13800000001', '13800000002', '13800000003'].map((phone) => signIn(server, phone)),
    );
    const db = server.database.db;
    // The engine is measured on known rows: the demo data goes (follow-ups with their customers).
    for (const table of [collections, purchaseOrders, stockOuts, schemes, tasks, projects]) await db.delete(table);
    await db.delete(businessOpportunities);
    await db.delete(customers);
    sales2Id = (await db.select({ id: users.id }).from(users).where(eq(users.username, '13800000002')))[0]!.id;
    // 25 customers of company 2 with known values, created a day apart from 2026-10-01 (China time).
    const rows = Array.from({ length: 25 }, (_, i) => ({
      companyId: 2,
      name: `${['华府', '锦绣', '星河'][i % 3]}客户${String(i + 1).padStart(2, '0')}`,
      channelType: (i % 9) + 1,
      channelStatus: (i % 6) + 1,
      intentDegree: (i % 4) + 1,
      contactName: i === 7 ? '100%_满意' : `联系人${i + 1}`,
      phone: `1390000${String(i).padStart(4, '0')}`,
      ownerId: i < 5 ? sales2Id : null,
      enabled: i % 5 !== 0,
      nextFollowTime: i % 2 ? new Date(Date.UTC(2026, 11, 1 + i, 2)) : null,
      createTime: new Date(Date.UTC(2026, 8, 30, 16 + i * 24)),
    }));
    ids2.push(...(await db.insert(customers).values(rows).returning({ id: customers.id })).map((r) => r.id));
    await db.insert(customers).values({
      companyId: 3,
      name: '别家客户',
      channelType: 1,
      channelStatus: 1,
      intentDegree: 1,
      contactName: '赵六',
      phone: '13700000000',
    });
  });
  afterAll(() => server.close());

  describe('list', () => {
    it('answers the first page of ten, newest first, with the total', async () => {
      const page = await list(admin2);
      expect(page.totalElements).toBe(25);
      expect(page.content).toHaveLength(10);
      expect(page.content.map((c) => c.id)).toEqual([...ids2].reverse().slice(0, 10));
      expect(page.content[0]).toMatchObject({ name: '华府客户25', version: 1, enabled: true, ownerName: null });
    });

    it('pages 0-based with the chosen size', async () => {
      const page = await list(admin2, 'page=2&size=10');
      expect(page.content.map((c) => c.id)).toEqual([...ids2].reverse().slice(20));
      expect(page.totalElements).toBe(25); // a last page that is not full knows the total without counting
      expect(await list(admin2, 'page=9&size=10')).toEqual({ content: [], totalElements: 25 });
    });

    it('sorts by a whitelisted field, ties broken by id', async () => {
      const names = (await list(admin2, 'sort=name,asc&size=100')).content.map((c) => c.name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const next = (await list(admin2, 'sort=nextFollowTime,asc&size=100')).content;
      expect(next.at(-1)!.nextFollowTime).toBeNull(); // empty values last
      expect(next[0]!.name).toBe('锦绣客户02');
    });

    it.each([
      ['blurry=锦绣', 8],
      ['blurry=锦', 8], // one or two characters: through the character index
      ['blurry=绣锦', 0], // both characters, not in this order
      ['blurry=13900000003', 1],
      ['blurry=1390000', 25], // a long number: its tail through the trigram index, then all of it
      ['blurry=0000002', 6], // 13900000002 and 13900000020 to 24
      ['blurry=13700000003', 0], // its tail is 13900000003's, the whole number is no one's here
      ['blurry=100%25_', 1], // a literal % and _, not wildcards
      ['blurry=%25', 1],
      ["blurry=' or 1=1 --", 0],
      ['channelType=7', 3],
      ['channelType=7&intentDegree=3', 1],
      [`ownerId=${0}`, -1],
      ['enabled=false', 5],
      ['createTime=2026-10-01&createTime=2026-10-03', 3],
      ['createTime=2026-10-01 00:00:00&createTime=2026-10-01 23:59:59', 1],
      ['nextFollowTime=2026-12-01&nextFollowTime=2026-12-10', 5],
    ])('filters %s', async (query, expected) => {
      if (expected < 0) {
        expect((await call(admin2, 'GET', `/api/customer?${encodeURI(query)}`)).statusCode).toBe(400);
        return;
      }
      expect((await list(admin2, encodeURI(query).replace('%2525', '%25'))).totalElements).toBe(expected);
    });

    it('filters by owner', async () => {
      expect((await list(admin2, `ownerId=${sales2Id}`)).totalElements).toBe(5);
    });

    it.each([
      ['page=-1', '页码须为不小于 0 的整数'],
      ['size=101', '每页条数须在 1 到 100 之间'],
      ['sort=phone,desc', '不支持按“phone,desc”排序'],
      ['sort=name,desc;drop', '排序方向只能是 asc 或 desc'],
      ['companyId=3', '不支持的查询参数：companyId'],
      ['channelType=x', '渠道类型的取值不正确'],
      ['createTime=2026-10-01', '创建时间须包含开始和结束两个日期'],
      ['enabled=maybe', '状态的取值须为 true 或 false'],
    ])('refuses %s with a Chinese message', async (query, message) => {
      const response = await call(admin2, 'GET', `/api/customer?${encodeURI(query)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 400, message });
    });
  });

  describe('a search matching more than COUNT_LIMIT rows', () => {
    // 1015 customers of company 3 that one word finds, beside its one other customer.
    beforeAll(async () => {
      const rows = Array.from({ length: 1015 }, (_, i) => ({
        companyId: 3,
        name: `批量客户${i + 1}`,
        channelType: 1,
        channelStatus: 1,
        intentDegree: 1,
        contactName: '钱七',
        phone: `1360000${String(i).padStart(4, '0')}`,
      }));
      await server.database.db.insert(customers).values(rows);
    });
    afterAll(async () => {
      await server.database.db
        .delete(customers)
        .where(and(eq(customers.companyId, 3), eq(customers.contactName, '钱七')));
    });

    it('is counted to the limit and says so; count=exact counts it all', async () => {
      const capped = await list(admin3, `blurry=${encodeURIComponent('批量')}`);
      expect(capped).toMatchObject({ totalElements: COUNT_LIMIT, totalCapped: true });
      expect(capped.content).toHaveLength(10);
      const exact = await list(admin3, `blurry=${encodeURIComponent('批量')}&count=exact`);
      expect(exact.totalElements).toBe(1015);
      expect(exact).not.toHaveProperty('totalCapped');
      expect(exact.content).toEqual(capped.content);
    });

    // Another transaction's lock on the table keeps the count waiting past its budget: on PostgreSQL, which can
    // cancel a statement that runs out of time (the embedded database counts in full).
    const onPostgres = postgresUrl() ? it : it.skip;
    onPostgres('answers an estimate, and says so, when counting every match runs out of time', async () => {
      const search = `blurry=${encodeURIComponent('批量')}`;
      const capped = await list(admin3, search);
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      const holder = server.database.db.transaction(async (tx) => {
        await tx.execute(sql`lock table customers in access exclusive mode`);
        locked();
        await released;
      });
      await lockTaken;
      const answering = call(admin3, 'GET', `/api/customer?${search}&count=exact`);
      // The count has run out of time once the estimate waits for the lock in its turn.
      for (;;) {
        const waiting = await server.database.db.execute(
          sql`select 1 from pg_stat_activity where wait_event_type = 'Lock' and query like 'explain%'`,
        );
        if ((waiting as unknown as { rows: unknown[] }).rows.length > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      release();
      await holder;
      const estimated = (await answering).json() as ListPage<Customer>;
      expect(estimated).toMatchObject({ totalEstimated: true });
      expect(estimated).not.toHaveProperty('totalCapped');
      expect(estimated.totalElements).toBeGreaterThanOrEqual(10);
      expect(estimated.content).toEqual(capped.content);
    });

    it('counts at least to the page shown, and exactly on the last page', async () => {
      const search = `blurry=${encodeURIComponent('批量')}`;
      expect(await list(admin3, `${search}&page=100`)).toMatchObject({ totalElements: 1010, totalCapped: true });
      const last = await list(admin3, `${search}&page=101`);
      expect(last.content).toHaveLength(5);
      expect(last).toEqual({ content: last.content, totalElements: 1015 });
    });

    it('leaves a list with no search counted in full', async () => {
      expect(await list(admin3)).toMatchObject({ totalElements: 1016 });
      expect(await list(admin3)).not.toHaveProperty('totalCapped');
    });

    it('refuses another way of counting', async () => {
      const response = await call(admin3, 'GET', '/api/customer?count=all');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: '统计方式只能是 exact' });
    });
  });

  describe('add and edit', () => {
    it('adds a customer owned by its creator and logs it', async () => {
      const response = await call(sales2, 'POST', '/api/customer', valid);
      expect(response.statusCode).toBe(201);
      const added = response.json() as Customer;
      expect(added).toMatchObject({
        name: '华府家居',
        ownerId: sales2Id,
        ownerName: '李娜',
        version: 1,
        enabled: true,
      });
      expect(added.nextFollowTime).toBe('2026-12-01T02:00:00.000Z');
      const [log] = await server.database.db
        .select()
        .from(operationLogs)
        .where(and(eq(operationLogs.resource, 'customer'), eq(operationLogs.recordId, added.id)));
      expect(log).toMatchObject({
        action: 'add',
        companyId: 2,
        username: '13800000002',
        description: '新增客户「华府家居」',
      });
      expect((await call(admin3, 'GET', `/api/customer/${added.id}`)).statusCode).toBe(404);
    });

    it.each([
      [{ ...valid, phone: '1234' }, '请输入11为手机号'],
      [{ ...valid, name: ' ' }, '请输入客户名称'],
      [{ ...valid, channelType: undefined }, '请选择渠道类型'],
      [{ ...valid, channelType: 42 }, '渠道类型的取值“42”不存在'],
      [{ ...valid, nextFollowTime: '明天' }, '下次跟进时间的格式不正确'],
      [{ ...valid, ownerId: 4 }, '所选负责人不存在或无权访问'], // 王工 of company 3
    ])('refuses %o', async (body, message) => {
      const response = await call(admin2, 'POST', '/api/customer', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });

    it('edits with the loaded version and refuses a stale edit with 409', async () => {
      const id = ids2[1]!;
      const loaded = (await call(admin2, 'GET', `/api/customer/${id}`)).json() as Customer;
      // 小李 keeps the customer, so her stale edit reaches it (本级: she sees only her own).
      const first = await call(admin2, 'PUT', '/api/customer', {
        ...valid,
        ownerId: sales2Id,
        id,
        version: loaded.version,
        name: '改名一',
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ name: '改名一', version: loaded.version + 1 });
      const stale = await call(sales2, 'PUT', '/api/customer', {
        ...valid,
        id,
        version: loaded.version,
        name: '改名二',
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({ status: 409, message: '数据已被他人修改，请刷新后重试' });
      expect(((await call(admin2, 'GET', `/api/customer/${id}`)).json() as Customer).name).toBe('改名一');
    });

    it('needs the version on an edit', async () => {
      const response = await call(admin2, 'PUT', '/api/customer', { ...valid, id: ids2[1] });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('缺少数据版本，请刷新后重试');
    });
  });

  describe('company isolation: company 3 cannot touch company 2’s rows', () => {
    const victim = () => ids2[2]!;

    it('cannot list or read them', async () => {
      const page = await list(admin3, 'size=100');
      expect(page.content.map((c) => c.name)).toEqual(['别家客户']);
      expect((await list(admin3, 'blurry=锦绣')).totalElements).toBe(0);
      const read = await call(admin3, 'GET', `/api/customer/${victim()}`);
      expect(read.statusCode).toBe(404);
      expect(read.json().message).toBe('数据不存在或已被删除');
    });

    it('cannot edit, delete or toggle them', async () => {
      const edit = await call(admin3, 'PUT', '/api/customer', { ...valid, id: victim(), version: 1, name: '被改了' });
      expect(edit.statusCode).toBe(404);
      expect((await call(admin3, 'DELETE', '/api/customer', [victim()])).statusCode).toBe(404);
      const toggle = await call(admin3, 'POST', '/api/customer/updateState', { id: victim(), enabled: false });
      expect(toggle.statusCode).toBe(404);
      const row = (await call(admin2, 'GET', `/api/customer/${victim()}`)).json() as Customer;
      expect(row).toMatchObject({ name: '星河客户03', enabled: true, version: 1 });
    });

    it('cannot export them', async () => {
      const response = await call(admin3, 'GET', '/api/customer/download');
      const sheet = await readSheet(response.rawPayload);
      expect(sheet.rowCount).toBe(2);
      expect(sheet.getRow(2).getCell(1).value).toBe('别家客户');
    });
  });

  describe('delete and switch', () => {
    it('deletes in bulk, and a list with a foreign id deletes nothing', async () => {
      const foreign = (await list(admin3)).content[0]!.id;
      const mixed = await call(admin2, 'DELETE', '/api/customer', [ids2[3], foreign]);
      expect(mixed.statusCode).toBe(404);
      expect((await call(admin2, 'GET', `/api/customer/${ids2[3]}`)).statusCode).toBe(200);

      const totalBefore = (await list(admin2)).totalElements;
      const response = await call(admin2, 'DELETE', '/api/customer', [ids2[3], ids2[4]]);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: '删除成功' });
      expect((await call(admin2, 'GET', `/api/customer/${ids2[4]}`)).statusCode).toBe(404);
      // The kept total of the unfiltered list follows, and agrees with a real count.
      expect((await list(admin2)).totalElements).toBe(totalBefore - 2);
      expect((await list(admin2, 'createTime=2000-01-01&createTime=2100-01-01')).totalElements).toBe(totalBefore - 2);
      expect((await list(admin3)).totalElements).toBe(1);
    });

    it('refuses a delete to a user whose role does not allow it', async () => {
      const response = await call(sales2, 'DELETE', '/api/customer', [ids2[5]]);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('没有权限进行此操作，请联系企业管理员');
    });

    it('refuses an empty delete', async () => {
      const response = await call(admin2, 'DELETE', '/api/customer', []);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('请选择要删除的数据');
    });

    it('switches a customer off and on', async () => {
      const id = ids2[6]!;
      const off = await call(admin2, 'POST', '/api/customer/updateState', { id, enabled: false });
      expect(off.json()).toEqual({ resultCode: 'SUCCESS' });
      expect(((await call(admin2, 'GET', `/api/customer/${id}`)).json() as Customer).enabled).toBe(false);
      await call(admin2, 'POST', '/api/customer/updateState', { id, enabled: true });
      const row = (await call(admin2, 'GET', `/api/customer/${id}`)).json() as Customer;
      expect(row).toMatchObject({ enabled: true, version: 3 });
    });
  });

  describe('export', () => {
    it('writes the filtered rows with Chinese headers, dictionary names, dates and a frozen header', async () => {
      const response = await call(admin2, 'GET', '/api/customer/download?channelType=7&sort=name,asc');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      expect(decodeURIComponent(String(response.headers['content-disposition']))).toMatch(
        /filename\*=UTF-8''客户列表_\d{8}_\d{6}\.xlsx/,
      );
      const sheet = await readSheet(response.rawPayload);
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(header.slice(0, 4)).toEqual(['客户名称', '渠道类型', '渠道状态', '意向程度']);
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) =>
        (sheet.getRow(i + 2).values as unknown[]).slice(1),
      );
      // channelType 7 (装饰公司): seeded rows 7, 16 and 25, plus the two added or edited above.
      expect(rows.map((r) => r[0]).sort()).toEqual(
        ['华府客户07', '华府客户16', '华府客户25', '华府家居', '改名一'].sort(),
      );
      const first = rows.find((r) => r[0] === '华府客户07')!;
      const cell = (title: string) => first[header.indexOf(title)];
      expect(['渠道类型', '渠道状态', '意向程度', '联系人', '联系电话'].map(cell)).toEqual([
        '装饰公司',
        '无效',
        '观望',
        '联系人7',
        '13900000006',
      ]);
      expect(cell('状态')).toBe('启用');
      expect(cell('创建时间')).toBe('2026-10-07 00:00:00');
    });

    it('refuses the same bad parameters as the list', async () => {
      const response = await call(admin2, 'GET', '/api/customer/download?sort=phone,asc');
      expect(response.statusCode).toBe(400);
    });
  });
});

async function readSheet(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}
