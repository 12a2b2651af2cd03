import ExcelJS from 'exceljs';
import { and, count, eq, gte, isNotNull, lt } from 'drizzle-orm';
import type { Business } from '@yjf/area-business/domain/businessSchemas';
import type { DashboardCharts, DashboardSummary } from '@yjf/area-business/domain/dashboard';
import { waitFollowWindow, type WaitFollowCounts } from '@yjf/area-customers/domain/followupSchemas';
import type { Customer } from '@yjf/area-customers/domain/customerSchemas';
import type { ListPage } from '@yjf/domain/lists';
import { startTestServer, type TestServer } from '../../../../test/testServer';
import { bearer, signIn } from '../../../../test/session';
import { TINY_PNG, uploadAttachment } from '../../../../test/upload';
import { apiCaller } from '../../../../test/apiCalls';
import { businessOpportunities } from '../opportunities/schema';
import { customers } from '../../customers/schema';
import { projects } from '../../projects/projects/schema';

/**
 * The sales side on the seeded demo data: follow-ups move their records' times, business opportunities
 * (amount filter, conversion into a project), the waiting lists and the dashboard, company isolation and
 * what the sales role may do.
 */
describe('customers, business, follow-ups and the dashboard', () => {
  let server: TestServer;
  let admin2: string; // 张伟, administrator of company 2
  let sales2: string; // 李娜, sales of company 2
  let admin3: string; // 王强, administrator of company 3

  const { call, ok } = apiCaller(() => server);
  const newCustomer = (token: string, name: string, extra: Record<string, unknown> = {}) =>
    ok<Customer>(token, 'POST', '/api/customer', {
      name,
      channelType: 3,
      channelStatus: 4,
      intentDegree: 2,
      contactName: '测试联系人',
      phone: '13912345678',
      ...extra,
    });

  beforeAll(async () => {
    server = await startTestServer();
    [admin2, sales2, admin3] = await Promise.all(
      ['13800000001', '13800000002', '13800000003'].map((phone) => signIn(server, phone)),
    );
  });
  afterAll(() => server.close());

  it('seeds each company a few hundred customers and their business', async () => {
    expect((await ok<ListPage<Customer>>(admin2, 'GET', '/api/customer')).totalElements).toBe(300);
    expect((await ok<ListPage<Customer>>(admin3, 'GET', '/api/customer')).totalElements).toBe(180);
    expect((await ok<ListPage<Business>>(admin2, 'GET', '/api/business')).totalElements).toBe(120);
    const followups = await ok<ListPage<{ customerName: string }>>(admin2, 'GET', '/api/customerFollowup');
    expect(followups.totalElements).toBeGreaterThan(300);
    expect(followups.content[0]!.customerName).toBeTruthy();
  });

  it('a follow-up moves its customer’s last and next follow-up times; deleting it moves them back', async () => {
    const customer = await newCustomer(admin2, '跟进测试客户');
    expect(customer.lastFollowTime).toBeNull();
    const followup = await ok<{ id: number; followerName: string }>(admin2, 'POST', '/api/customerFollowup', {
      customerId: customer.id,
      method: 1,
      content: '电话沟通，约周六到店',
      followTime: '2026-11-20 10:00:00',
      nextFollowTime: '2026-11-28 15:00:00',
    });
    expect(followup.followerName).toBe('张伟');
    const after = await ok<Customer>(admin2, 'GET', `/api/customer/${customer.id}`);
    expect(after.lastFollowTime).toBe('2026-11-20T02:00:00.000Z');
    expect(after.nextFollowTime).toBe('2026-11-28T07:00:00.000Z');
    expect(after.version).toBe(customer.version + 1);

    const refused = await call(admin2, 'POST', '/api/customerFollowup', {
      customerId: customer.id,
      method: 1,
      content: '下次时间早于本次',
      followTime: '2026-11-20 10:00:00',
      nextFollowTime: '2026-11-19 10:00:00',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('下次跟进时间须晚于本次跟进时间');

    await ok(admin2, 'DELETE', '/api/customerFollowup', [followup.id]);
    const back = await ok<Customer>(admin2, 'GET', `/api/customer/${customer.id}`);
    expect(back.lastFollowTime).toBeNull();
  });

  it('refuses follow-ups of another company’s customer and attachments of another company', async () => {
    const customer = await newCustomer(admin2, '隔离测试客户');
    const foreign = await call(admin3, 'POST', '/api/customerFollowup', {
      customerId: customer.id,
      method: 2,
      content: '别家的客户',
      followTime: '2026-11-20 10:00:00',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('所选客户不存在或无权访问');
    const stolen = await call(admin2, 'POST', '/api/customerFollowup', {
      customerId: customer.id,
      method: 2,
      content: '附件在别家目录',
      followTime: '2026-11-20 10:00:00',
      attachments: [
        {
          attachFileType: 'image',
          fileName: 'a.png',
          filePath: 'attachments/3/00000000-0000-0000-0000-000000000000.png',
          fileFullPath: 'https://evil.example/a.png',
          fileSize: 10,
          fileType: 'png',
          fileStyle: 'image/png',
        },
      ],
    });
    expect(stolen.statusCode).toBe(400);
    expect((await call(admin3, 'GET', `/api/customerFollowup?customerId=${customer.id}`)).json().totalElements).toBe(0);
  });

  it('uploads an attachment and keeps it on the follow-up, served at the address the server gave', async () => {
    const png = TINY_PNG;
    const upload = await uploadAttachment(server, admin2, '现场.png', png);
    expect(upload.statusCode).toBe(200);
    const attachment = upload.json();
    expect(attachment).toMatchObject({
      attachFileType: 'image',
      fileName: '现场.png',
      fileType: 'png',
      fileSize: png.length,
    });
    const served = await server.request({ method: 'GET', url: attachment.fileFullPath, headers: bearer(admin2) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const customer = await newCustomer(admin2, '附件测试客户');
    const followup = await ok<{ attachments: unknown[] }>(admin2, 'POST', '/api/customerFollowup', {
      customerId: customer.id,
      method: 3,
      content: '上门量房，照片见附件',
      followTime: '2026-11-21 09:30:00',
      attachments: [{ ...attachment, fileFullPath: 'ignored' }],
    });
    expect(followup.attachments).toEqual([attachment]);
  });

  it('filters business by amount in yuan and by status, and exports names and yuan', async () => {
    const customer = await newCustomer(admin2, '商机测试客户');
    const added = await ok<Business>(admin2, 'POST', '/api/business', {
      name: '商机测试客户影院项目',
      customerId: customer.id,
      status: 2,
      intentDegree: 1,
      estimatedAmount: '123456.78',
      expectedSignDate: '2026-12-20',
      productInterests: '家庭影院',
    });
    expect(added).toMatchObject({
      estimatedAmount: 12345678,
      customerName: '商机测试客户',
      ownerName: '张伟',
      projectId: null,
    });
    const ranged = await ok<ListPage<Business>>(
      admin2,
      'GET',
      '/api/business?estimatedAmount=123456.78&estimatedAmount=123456.78',
    );
    expect(ranged.content.map((b) => b.id)).toEqual([added.id]);
    const db = server.database.db;
    const [{ total }] = (await db
      .select({ total: count() })
      .from(businessOpportunities)
      .where(and(eq(businessOpportunities.companyId, 2), eq(businessOpportunities.status, 2)))) as [{ total: number }];
    expect((await ok<ListPage<Business>>(admin2, 'GET', '/api/business?status=2')).totalElements).toBe(Number(total));

    const file = await call(admin2, 'GET', `/api/business/download?customerId=${customer.id}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(2).getCell(1).value).toBe('商机测试客户影院项目');
    expect(sheet.getRow(2).getCell(3).value).toBe('商务谈判');
    expect(sheet.getRow(2).getCell(5).value).toBe(123456.78);
  });

  it('converts a business opportunity into a project once, and then refuses to delete it', async () => {
    const customer = await newCustomer(admin2, '转项目客户');
    const added = await ok<Business>(admin2, 'POST', '/api/business', {
      name: '转项目客户全屋智能',
      customerId: customer.id,
      status: 5,
      intentDegree: 1,
      estimatedAmount: 88000,
    });
    const stale = await call(admin2, 'POST', '/api/business/convert', { id: added.id, version: added.version + 1 });
    expect(stale.statusCode).toBe(409);
    const foreign = await call(admin3, 'POST', '/api/business/convert', { id: added.id, version: added.version });
    expect(foreign.statusCode).toBe(404);
    const converted = await ok<{ projectId: number; message: string }>(admin2, 'POST', '/api/business/convert', {
      id: added.id,
      version: added.version,
    });
    expect(converted.message).toBe('已转为项目');
    const [project] = await server.database.db.select().from(projects).where(eq(projects.id, converted.projectId));
    expect(project).toMatchObject({ companyId: 2, customerId: customer.id, contractAmount: 8_800_000, status: 0 });
    const after = await ok<Business>(admin2, 'GET', `/api/business/${added.id}`);
    expect(after).toMatchObject({ status: 3, projectId: converted.projectId });
    const again = await call(admin2, 'POST', '/api/business/convert', { id: added.id, version: after.version });
    expect(again.json().message).toBe('该商机已转为项目');
    const removal = await call(admin2, 'DELETE', '/api/business', [added.id]);
    expect(removal.statusCode).toBe(400);
    const customerRemoval = await call(admin2, 'DELETE', '/api/customer', [customer.id]);
    expect(customerRemoval.json().message).toBe('客户「转项目客户」下还有商机，请先删除其商机');
  });

  it('the sales role lists and adds but cannot delete or look at the whole company’s due list', async () => {
    expect((await call(sales2, 'GET', '/api/business')).statusCode).toBe(200);
    const customer = await newCustomer(sales2, '销售自己的客户');
    expect(customer.ownerName).toBe('李娜');
    expect((await call(sales2, 'DELETE', '/api/customer', [customer.id])).statusCode).toBe(403);
    expect((await call(sales2, 'DELETE', '/api/customerFollowup', [1])).statusCode).toBe(403);
    const all = await call(sales2, 'GET', '/api/customer/waitFollow?scope=all');
    expect(all.statusCode).toBe(403);
    expect(all.json().message).toBe('只有企业管理员可以查看全公司的待跟进');
  });

  it('counts due follow-ups per window, as the lists hold them, and each owner sees their own', async () => {
    const db = server.database.db;
    const ranges = await ok<WaitFollowCounts>(admin2, 'GET', '/api/customer/getWaitFollowRange');
    // The seed makes each owner two overdue and three due today.
    expect(ranges.overdue).toBeGreaterThanOrEqual(2);
    expect(ranges.today).toBeGreaterThanOrEqual(3);
    for (const key of ['overdue', 'today', 'threeDays', 'sevenDays'] as const) {
      const page = await ok<ListPage<Customer>>(admin2, 'GET', `/api/customer/waitFollow?range=${key}&size=100`);
      expect(page.totalElements).toBe(ranges[key]);
      const { from, to } = waitFollowWindow(key);
      const [{ total }] = (await db
        .select({ total: count() })
        .from(customers)
        .where(
          and(
            eq(customers.companyId, 2),
            eq(customers.ownerId, 2),
            eq(customers.enabled, true),
            isNotNull(customers.nextFollowTime),
            from ? gte(customers.nextFollowTime, from) : undefined,
            lt(customers.nextFollowTime, to),
          ),
        )) as [{ total: number }];
      expect(ranges[key]).toBe(Number(total));
    }
    const mine = await ok<ListPage<Customer>>(admin2, 'GET', '/api/customer/waitFollow?size=100');
    const company = await ok<ListPage<Customer>>(admin2, 'GET', '/api/customer/waitFollow?scope=all&size=100');
    expect(company.totalElements).toBeGreaterThan(mine.totalElements);
    const times = mine.content.map((c) => c.nextFollowTime!);
    expect(times).toEqual([...times].sort());

    const before = ranges.today;
    await newCustomer(admin2, '今天要跟进的客户', { nextFollowTime: new Date(Date.now() + 60_000).toISOString() });
    const after = await ok<WaitFollowCounts>(admin2, 'GET', '/api/customer/getWaitFollowRange');
    // Unless the minute crosses midnight in China, it is due today.
    expect(after.today + after.threeDays).toBeGreaterThan(before);

    const dueBusiness = await ok<ListPage<Business>>(admin2, 'GET', '/api/businessFollowup/waitFollow?size=100');
    expect(dueBusiness.content.every((b) => b.status !== 3 && b.status !== 4)).toBe(true);
    expect((await call(admin2, 'GET', '/api/customer/waitFollow?range=soon')).statusCode).toBe(400);
  });

  it('the dashboard counts what the lists count, each company its own', async () => {
    const summary = await ok<DashboardSummary>(admin2, 'GET', '/api/dashboard/summary');
    const customersTotal = (await ok<ListPage<Customer>>(admin2, 'GET', '/api/customer')).totalElements;
    expect(summary.customers).toBe(customersTotal);
    const ranges = await ok<WaitFollowCounts>(admin2, 'GET', '/api/customer/getWaitFollowRange');
    const dueBusiness = await ok<ListPage<Business>>(admin2, 'GET', '/api/businessFollowup/waitFollow?range=today');
    expect(summary.due.today).toBe(ranges.today + dueBusiness.totalElements);

    const charts = await ok<DashboardCharts>(admin2, 'GET', '/api/dashboard/charts');
    // Every D001 value in the dictionary's order, with its name, even when it counts nothing.
    expect(charts.customersByChannelType.map((s) => s.name)).toEqual([
      '公司资源',
      '自然进店',
      '设计师',
      '主材商',
      '业主本人',
      '其他',
      '装饰公司',
      '异业合作',
      '网络线索',
    ]);
    expect(charts.customersByChannelType.reduce((sum, s) => sum + s.count, 0)).toBe(customersTotal);
    const businessTotal = (await ok<ListPage<Business>>(admin2, 'GET', '/api/business')).totalElements;
    expect(charts.businessByStatus.reduce((sum, s) => sum + s.count, 0)).toBe(businessTotal);
    const designers = charts.customersByChannelType.find((s) => s.value === '3')!;
    expect((await ok<ListPage<Customer>>(admin2, 'GET', '/api/customer?channelType=3')).totalElements).toBe(
      designers.count,
    );
    expect(charts.followupsPerDay).toHaveLength(30);
    const today = charts.followupsPerDay.at(-1)!;
    const todays = await ok<ListPage<unknown>>(
      admin2,
      'GET',
      `/api/customerFollowup?followTime=${today.date}&followTime=${today.date}`,
    );
    expect(todays.totalElements).toBe(today.customer);

    const other = await ok<DashboardSummary>(admin3, 'GET', '/api/dashboard/summary');
    expect(other.customers).toBe((await ok<ListPage<Customer>>(admin3, 'GET', '/api/customer')).totalElements);
  });

  it('shows the sales role (数据权限 本级) its own records, with demo rows in each list, and counts only those', async () => {
    const db = server.database.db;
    const total = async (token: string, path: string) =>
      (await ok<ListPage<unknown>>(token, 'GET', `/api/${path}?size=1`)).totalElements;
    const [{ own }] = (await db
      .select({ own: count() })
      .from(customers)
      .where(and(eq(customers.companyId, 2), eq(customers.ownerId, 3)))) as [{ own: number }];
    expect(await total(sales2, 'customer')).toBe(Number(own));
    const [{ ownBusiness }] = (await db
      .select({ ownBusiness: count() })
      .from(businessOpportunities)
      .where(and(eq(businessOpportunities.companyId, 2), eq(businessOpportunities.ownerId, 3)))) as [
      { ownBusiness: number },
    ];
    expect(await total(sales2, 'business')).toBe(Number(ownBusiness));
    for (const path of ['customer', 'business', 'customerFollowup', 'businessFollowup', 'task']) {
      const mine = await total(sales2, path);
      expect([path, mine > 0, mine < (await total(admin2, path))]).toEqual([path, true, true]);
    }

    const [theirs] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.companyId, 2), eq(customers.ownerId, 2)))
      .limit(1);
    expect((await call(sales2, 'GET', `/api/customer/${theirs!.id}`)).statusCode).toBe(404);
    const summary = await ok<DashboardSummary>(sales2, 'GET', '/api/dashboard/summary');
    expect(summary.customers).toBe(Number(own));
    const charts = await ok<DashboardCharts>(sales2, 'GET', '/api/dashboard/charts');
    expect(charts.businessByStatus.reduce((sum, s) => sum + s.count, 0)).toBe(Number(ownBusiness));
  });
});
