import ExcelJS from 'exceljs';
import { and, count, desc, eq } from 'drizzle-orm';
import { MAX_IMPORT_ROWS, type ImportPreview, type ImportRefusal } from '@yjf/domain/recordImport';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { bearer, signIn } from '../../../test/session';
import { scopedStaff } from '../../../test/scopedStaff';
import { customers } from '../../areas/customers/schema';
import { products, stockMovements, suppliers } from '../../areas/purchasing/stock/schema';
import { users } from '../../db/accountTables';
import { operationLogs } from '../operationLogTable';
import { packageOf, workbookOf, zipOf, type TestCell } from './testing/xlsxFiles';
import { zipStream } from '../zipStream';

const BOUNDARY = '----yjf-import-test';

/** A multipart body holding one file, as the browser's FormData sends it. */
const multipart = (data: Buffer, fileName = '客户.xlsx') => ({
  'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
  payload: Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]),
});

/** The template's header as it is written (required columns marked *). */
const CUSTOMER_HEADER = [
  '*客户名称',
  '*渠道类型',
  '*渠道状态',
  '*意向程度',
  '*联系人',
  '*联系电话',
  '所在地区',
  '详细地址',
  '负责人',
  '来源说明',
  '下次跟进时间',
  '状态',
  '备注',
];

/** A customer row of the template: name and phone, the rest good values unless given. */
const customerRow = (name: string, phone: string, more: Partial<Record<string, TestCell>> = {}): TestCell[] => {
  const values: Record<string, TestCell> = {
    渠道类型: '装饰公司',
    渠道状态: '初步洽谈',
    意向程度: '强烈',
    联系人: '陈先生',
    所在地区: '广东省深圳市南山区',
    详细地址: '科技园南路 18 号',
    负责人: null,
    来源说明: '展会',
    下次跟进时间: '2026-12-01 10:00',
    状态: '启用',
    备注: null,
    ...more,
  };
  return CUSTOMER_HEADER.map((header) => {
    const key = header.replace('*', '');
    return key === '客户名称' ? name : key === '联系电话' ? phone : (values[key] ?? null);
  });
};

describe('Excel 导入 (issue 57)', () => {
  let server: TestServer;
  let admin2: string;
  let sales2: string;
  let admin3: string;
  let engineer2: string;

  const post = (token: string, url: string, data: Buffer, headers: Record<string, string> = {}) => {
    const body = multipart(data);
    return server.request({
      method: 'POST',
      url,
      headers: { ...bearer(token), 'content-type': body['content-type'], ...headers },
      payload: body.payload,
    });
  };
  const preview = async (token: string, path: string, data: Buffer) => {
    const response = await post(token, `/api/${path}/import/preview`, data);
    return { status: response.statusCode, body: response.json() as ImportPreview & ImportRefusal };
  };
  const importFile = async (token: string, path: string, data: Buffer, mode = 'skip') => {
    const response = await post(token, `/api/${path}/import?mode=${mode}`, data);
    return { status: response.statusCode, body: response.json() };
  };
  const customerCount = async (companyId = 2) =>
    (await server.database.db.select({ n: count() }).from(customers).where(eq(customers.companyId, companyId)))[0]!.n;
  const customerNamed = async (name: string) =>
    server.database.db.select().from(customers).where(eq(customers.name, name));
  const userId = async (phone: string) =>
    (await server.database.db.select({ id: users.id }).from(users).where(eq(users.phone, phone)))[0]!.id;

  beforeAll(async () => {
    server = await startTestServer();
    [admin2, sales2, admin3, engineer2] = await Promise.all(
      ['13800000001', '13800000002', '13800000003', '13800000004'].map((phone) => signIn(server, phone)),
    );
  });
  afterAll(() => server.close());

  it('serves a template from the declaration: the header, an example, drop-downs and 填写说明', async () => {
    const response = await server.request({
      method: 'GET',
      url: '/api/customer/import/template',
      headers: bearer(admin2),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain('客户列表_导入模板.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => [sheet.name, sheet.state])).toEqual([
      ['客户列表', 'visible'],
      ['填写说明', 'visible'],
      ['选项', 'hidden'],
    ]);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(CUSTOMER_HEADER);
    const example = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(example.slice(0, 6)).toEqual(['示例客户名称', '公司资源', '无效', '强烈', '示例联系人', '13800000000']);
    expect(example[6]).toBe('广东省深圳市南山区');
    // 渠道类型 offers the dictionary's names as a drop-down over every row an import takes.
    expect(sheet.getCell('B2').dataValidation).toMatchObject({ type: 'list', formulae: ["'选项'!$A$1:$A$9"] });
    const guide = book.worksheets[1]!;
    const rules = new Map(
      Array.from({ length: 13 }, (_, i) => {
        const values = guide.getRow(i + 2).values as unknown[];
        return [values[1], values.slice(2)];
      }),
    );
    expect(rules.get('渠道类型')).toEqual([
      '必填',
      '从下拉列表中选择',
      '公司资源、自然进店、设计师、主材商、业主本人、其他、装饰公司、异业合作、网络线索',
    ]);
    expect(rules.get('负责人')?.[1]).toContain('同事的姓名或手机号');
    expect(rules.get('下次跟进时间')?.[1]).toContain('2026-12-01 10:00');
    const notes = Array.from({ length: 5 }, (_, i) => String(guide.getRow(16 + i).getCell(1).value)).join('\n');
    expect(notes).toContain('客户名称和联系电话都相同的视为同一客户');
    expect(notes).toContain(`一次最多导入 ${MAX_IMPORT_ROWS} 行`);

    const product = await server.request({
      method: 'GET',
      url: '/api/product/import/template',
      headers: bearer(admin2),
    });
    await book.xlsx.load(product.rawPayload as unknown as ArrayBuffer);
    expect((book.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual([
      '*产品名称',
      '品牌',
      '型号',
      '产品分类',
      '*单位',
      '成本价',
      '销售价',
      '期初库存',
      '状态',
    ]);
  });

  it('imports the template filled in Excel: the example row left in is skipped, every row checked as an add', async () => {
    const template = await server.request({
      method: 'GET',
      url: '/api/customer/import/template',
      headers: bearer(admin2),
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const rows = [
      customerRow('模板导入一号', '13900570001', { 负责人: '李娜' }),
      customerRow('模板导入二号', '13900570002', { 负责人: '13800000001', 状态: '禁用' }),
    ];
    rows.forEach((row, i) => {
      sheet.getRow(3 + i).values = row as ExcelJS.CellValue[];
    });
    // A real date in 下次跟进时间, as Excel keeps a typed date.
    sheet.getCell('K3').value = new Date(Date.UTC(2026, 11, 2, 9, 30));
    const filled = Buffer.from(await book.xlsx.writeBuffer());

    const before = await customerCount();
    const seen = await preview(admin2, 'customer', filled);
    expect(seen).toEqual({
      status: 200,
      body: {
        total: 2,
        valid: 2,
        fresh: 2,
        duplicates: 0,
        errorCount: 0,
        errors: [],
        duplicateRule: '客户名称和联系电话都相同',
      },
    });
    expect(await customerCount()).toBe(before);
    expect(await importFile(admin2, 'customer', filled)).toEqual({
      status: 200,
      body: { created: 2, updated: 0, skipped: 0 },
    });
    expect(await customerCount()).toBe(before + 2);
    const [one] = await customerNamed('模板导入一号');
    expect(one).toMatchObject({
      channelType: 7,
      channelStatus: 4,
      intentDegree: 1,
      contactName: '陈先生',
      ownerId: await userId('13800000002'),
      enabled: true,
      createdBy: await userId('13800000001'),
    });
    // China time: 09:30 on the 2nd of December.
    expect(one!.nextFollowTime!.toISOString()).toBe('2026-12-02T01:30:00.000Z');
    const [two] = await customerNamed('模板导入二号');
    expect(two).toMatchObject({ ownerId: await userId('13800000001'), enabled: false });
    expect(two!.nextFollowTime!.toISOString()).toBe('2026-12-01T02:00:00.000Z');
    // The list finds them by its fuzzy search (the generated search text), as it finds an added one.
    const found = await server.request({
      method: 'GET',
      url: `/api/customer?blurry=${encodeURIComponent('模板导入')}`,
      headers: bearer(admin2),
    });
    expect(found.json().totalElements).toBe(2);
  });

  it('shows every error of 3 good and 2 bad rows, imports nothing, then imports all 5 once fixed', async () => {
    const good = [
      customerRow('三好一号', '13900571001'),
      customerRow('三好二号', '13900571002'),
      customerRow('三好三号', '13900571003'),
    ];
    const bad = [
      customerRow('两错一号', '1390057', { 渠道类型: '路人' }),
      customerRow('', '13900571005', { 下次跟进时间: '明天' }),
    ];
    const file = workbookOf([CUSTOMER_HEADER, ...good, bad[0]!, bad[1]!], { strings: 'shared' });
    const before = await customerCount();
    const logsBefore = await server.database.db.select({ n: count() }).from(operationLogs);

    const seen = await preview(admin2, 'customer', file);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ total: 5, valid: 3, fresh: 3, duplicates: 0, errorCount: 4 });
    expect(seen.body.errors).toEqual([
      { row: 5, column: '渠道类型', message: expect.stringContaining('「路人」不是可选的值（可选：公司资源、') },
      { row: 5, column: '联系电话', message: '请输入11为手机号' },
      { row: 6, column: '客户名称', message: '请输入客户名称' },
      { row: 6, column: '下次跟进时间', message: '下次跟进时间的格式不正确' },
    ]);

    const refused = await importFile(admin2, 'customer', file);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^共有 4 处错误，未导入任何数据。第 5 行「渠道类型」：/),
      errorCount: 4,
    });
    expect(refused.body.errors).toEqual(seen.body.errors);
    expect(await customerCount()).toBe(before);
    expect(await server.database.db.select({ n: count() }).from(operationLogs)).toEqual(logsBefore);

    const fixed = workbookOf(
      [
        CUSTOMER_HEADER,
        ...good,
        customerRow('两错一号', '13900571004', { 渠道类型: '设计师' }),
        customerRow('两错二号', '13900571005', { 下次跟进时间: '2026/12/3 14:00' }),
      ],
      { strings: 'shared' },
    );
    expect(await importFile(admin2, 'customer', fixed)).toEqual({
      status: 200,
      body: { created: 5, updated: 0, skipped: 0 },
    });
    expect(await customerCount()).toBe(before + 5);
    expect((await customerNamed('两错二号'))[0]!.nextFollowTime!.toISOString()).toBe('2026-12-03T06:00:00.000Z');
    const [log] = await server.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.action, 'import'), eq(operationLogs.resource, 'customer')))
      .orderBy(desc(operationLogs.id))
      .limit(1);
    expect(log).toMatchObject({
      companyId: 2,
      username: '13800000001',
      description: '导入客户：新增 5 条，更新 0 条，跳过 0 条',
      recordId: null,
      after: { file: '客户.xlsx', mode: 'skip', rows: 5, created: 5, updated: 0, skipped: 0 },
    });
  });

  it('skips or updates a row matching a customer the caller reaches, and refuses a row repeating an earlier one', async () => {
    const file = workbookOf([CUSTOMER_HEADER, customerRow('重复规则客户', '13900572001')]);
    expect((await importFile(admin2, 'customer', file)).body).toEqual({ created: 1, updated: 0, skipped: 0 });
    const [first] = await customerNamed('重复规则客户');

    const changed = workbookOf([
      CUSTOMER_HEADER,
      customerRow('重复规则客户', '13900572001', { 联系人: '新联系人', 意向程度: '观望' }),
      customerRow('重复规则新客户', '13900572002'),
    ]);
    expect((await preview(admin2, 'customer', changed)).body).toMatchObject({ total: 2, fresh: 1, duplicates: 1 });
    expect((await importFile(admin2, 'customer', changed, 'skip')).body).toEqual({
      created: 1,
      updated: 0,
      skipped: 1,
    });
    expect((await customerNamed('重复规则客户'))[0]).toMatchObject({ contactName: '陈先生', version: first!.version });

    const again = workbookOf([
      CUSTOMER_HEADER,
      customerRow('重复规则客户', '13900572001', { 联系人: '新联系人', 意向程度: '观望' }),
      customerRow('重复规则新客户', '13900572002'),
    ]);
    expect((await importFile(admin2, 'customer', again, 'update')).body).toEqual({
      created: 0,
      updated: 2,
      skipped: 0,
    });
    expect((await customerNamed('重复规则客户'))[0]).toMatchObject({
      id: first!.id,
      contactName: '新联系人',
      intentDegree: 3,
      version: first!.version + 1,
      ownerId: first!.ownerId,
    });

    const twice = workbookOf([
      CUSTOMER_HEADER,
      customerRow('文件内重复', '13900572003'),
      customerRow('文件内重复', '13900572003', { 联系人: '另一位' }),
    ]);
    expect((await preview(admin2, 'customer', twice)).body.errors).toEqual([
      { row: 3, column: '客户名称', message: '与第 2 行重复（客户名称和联系电话都相同）' },
    ]);
  });

  it('keeps to the data scope: a 本级 salesperson never updates a customer outside it, nor another company’s', async () => {
    const db = server.database.db;
    const salesId = await userId('13800000002');
    const adminId = await userId('13800000001');
    const [others] = await db
      .insert(customers)
      .values({
        companyId: 2,
        name: '范围外客户',
        channelType: 1,
        channelStatus: 1,
        intentDegree: 1,
        contactName: '原联系人',
        phone: '13900573001',
        ownerId: adminId,
      })
      .returning();
    const [foreign] = await db
      .insert(customers)
      .values({
        companyId: 3,
        name: '范围外客户',
        channelType: 1,
        channelStatus: 1,
        intentDegree: 1,
        contactName: '外企业联系人',
        phone: '13900573001',
      })
      .returning();
    const [hers] = await db
      .insert(customers)
      .values({
        companyId: 2,
        name: '她的客户',
        channelType: 1,
        channelStatus: 1,
        intentDegree: 1,
        contactName: '原联系人',
        phone: '13900573002',
        ownerId: salesId,
      })
      .returning();
    const file = workbookOf([
      CUSTOMER_HEADER,
      customerRow('范围外客户', '13900573001', { 联系人: '她写的' }),
      customerRow('她的客户', '13900573002', { 联系人: '她写的' }),
    ]);
    // The customer outside her reach is not a duplicate for her: the row is a new customer of hers.
    expect((await preview(sales2, 'customer', file)).body).toMatchObject({ fresh: 1, duplicates: 1, errorCount: 0 });
    expect((await importFile(sales2, 'customer', file, 'update')).body).toEqual({ created: 1, updated: 1, skipped: 0 });
    const [othersAfter] = await db.select().from(customers).where(eq(customers.id, others!.id));
    const [foreignAfter] = await db.select().from(customers).where(eq(customers.id, foreign!.id));
    expect([othersAfter!.contactName, othersAfter!.version]).toEqual(['原联系人', others!.version]);
    expect([foreignAfter!.contactName, foreignAfter!.version]).toEqual(['外企业联系人', foreign!.version]);
    expect((await db.select().from(customers).where(eq(customers.id, hers!.id)))[0]!.contactName).toBe('她写的');
    const created = (await customerNamed('范围外客户')).filter((row) => row.companyId === 2 && row.id !== others!.id);
    expect(created).toEqual([expect.objectContaining({ contactName: '她写的', ownerId: salesId })]);

    // Another company's people cannot be named as 负责人.
    const named = workbookOf([CUSTOMER_HEADER, customerRow('命名外企业', '13900573003', { 负责人: '13800000003' })]);
    expect((await preview(sales2, 'customer', named)).body.errors).toEqual([
      { row: 2, column: '负责人', message: '找不到「13800000003」，或不能选择' },
    ]);
    // Company 3 reads its own customers only: its import never matches company 2's.
    const theirs = workbookOf([CUSTOMER_HEADER, customerRow('她的客户', '13900573002')]);
    expect((await preview(admin3, 'customer', theirs)).body).toMatchObject({ fresh: 1, duplicates: 0 });
  });

  it('needs the add permission, and the edit permission to update', async () => {
    const file = workbookOf([CUSTOMER_HEADER, customerRow('权限客户', '13900574001')]);
    for (const url of ['/api/customer/import/preview', '/api/customer/import']) {
      expect((await post(engineer2, url, file)).statusCode).toBe(403);
    }
    expect(
      (await server.request({ method: 'GET', url: '/api/customer/import/template', headers: bearer(engineer2) }))
        .statusCode,
    ).toBe(403);
    const adder = await scopedStaff(server, admin2, {
      role: '只能新增客户',
      permissions: ['customer:list', 'customer:add'],
      dept: '销售部',
      phone: '13900574099',
    });
    expect(await importFile(adder, 'customer', file, 'update')).toMatchObject({ status: 403 });
    expect(await customerNamed('权限客户')).toEqual([]);
    expect(await importFile(adder, 'customer', file, 'skip')).toEqual({
      status: 200,
      body: { created: 1, updated: 0, skipped: 0 },
    });
    // Company 3's plan has no purchasing: its products cannot be imported.
    expect((await post(admin3, '/api/product/import/preview', file)).statusCode).toBe(403);
  });

  it('streams the progress of the check and the write to a caller who asks for it, then the result', async () => {
    const rows = Array.from({ length: 2500 }, (_, i) =>
      customerRow(`进度客户${i}`, `1390058${String(i).padStart(4, '0')}`),
    );
    const response = await post(admin2, '/api/customer/import', workbookOf([CUSTOMER_HEADER, ...rows]), {
      accept: 'application/x-ndjson',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/x-ndjson');
    expect(response.headers['x-accel-buffering']).toBe('no');
    const lines = response.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toEqual([
      { phase: 'check', done: 0, total: 2500 },
      { phase: 'check', done: 1000, total: 2500 },
      { phase: 'check', done: 2000, total: 2500 },
      { phase: 'check', done: 2500, total: 2500 },
      { phase: 'write', done: 0, total: 2500 },
      { phase: 'write', done: 1000, total: 2500 },
      { phase: 'write', done: 2000, total: 2500 },
      { phase: 'write', done: 2500, total: 2500 },
      { phase: 'done', created: 2500, updated: 0, skipped: 0 },
    ]);
    // Rows refused end the stream with what a plain call's 400 says; a file that cannot be read is a plain 400.
    const before = await customerCount();
    const wrong = await post(admin2, '/api/customer/import', workbookOf([CUSTOMER_HEADER, customerRow('', '1')]), {
      accept: 'application/x-ndjson',
    });
    const last = JSON.parse(wrong.body.trim().split('\n').at(-1)!) as Record<string, unknown>;
    expect([wrong.statusCode, last]).toEqual([
      200,
      {
        phase: 'refused',
        status: 400,
        message: '共有 2 处错误，未导入任何数据。第 2 行「客户名称」：请输入客户名称',
        errorCount: 2,
        errors: [
          { row: 2, column: '客户名称', message: '请输入客户名称' },
          { row: 2, column: '联系电话', message: '请输入11为手机号' },
        ],
      },
    ]);
    expect(await customerCount()).toBe(before);
    const unreadable = await post(admin2, '/api/customer/import', Buffer.from('not a workbook'), {
      accept: 'application/x-ndjson',
    });
    expect([unreadable.statusCode, unreadable.headers['content-type']]).toEqual([
      400,
      expect.stringContaining('application/json'),
    ]);
  });

  it('imports products with their opening stock as their first movement, and suppliers', async () => {
    const header = ['产品名称', '品牌', '型号', '产品分类', '单位', '成本价', '销售价', '期初库存', '状态'];
    const file = workbookOf([
      header,
      ['导入功放', '天龙', 'AVR-X1', '功放', '台', 1234.56, '2000', 5, '启用'],
      ['导入音箱线', null, null, null, '米', null, null, null, null],
    ]);
    expect((await importFile(admin2, 'product', file)).body).toEqual({ created: 2, updated: 0, skipped: 0 });
    const db = server.database.db;
    const [amplifier] = await db.select().from(products).where(eq(products.name, '导入功放'));
    expect(amplifier).toMatchObject({ costPrice: 123456, salePrice: 200000, stock: 5, enabled: true });
    expect(await db.select().from(stockMovements).where(eq(stockMovements.productId, amplifier!.id))).toEqual([
      expect.objectContaining({ kind: 'opening', quantity: 5, balance: 5, companyId: 2 }),
    ]);
    const [cable] = await db.select().from(products).where(eq(products.name, '导入音箱线'));
    expect(cable).toMatchObject({ stock: 0, costPrice: 0 });
    expect(await db.select().from(stockMovements).where(eq(stockMovements.productId, cable!.id))).toEqual([]);

    // Text in a money column gets the field's message; an update leaves the stock alone, as an edit does.
    const wrong = workbookOf([header, ['导入功放', '天龙', 'AVR-X1', null, '台', '一千', null, 'x', null]]);
    expect((await preview(admin2, 'product', wrong)).body.errors).toEqual([
      { row: 2, column: '成本价', message: '成本价须为不小于 0 的金额，最多两位小数' },
      { row: 2, column: '期初库存', message: '请输入期初库存' },
    ]);
    const update = workbookOf([header, ['导入功放', '天龙', 'AVR-X1', null, '台', 99, null, 100, '禁用']]);
    expect((await importFile(admin2, 'product', update, 'update')).body).toEqual({
      created: 0,
      updated: 1,
      skipped: 0,
    });
    expect((await db.select().from(products).where(eq(products.id, amplifier!.id)))[0]).toMatchObject({
      costPrice: 9900,
      stock: 5,
      enabled: false,
    });

    const supplierFile = workbookOf([
      ['供应商名称', '联系人', '联系电话', '地址', '备注'],
      ['导入供应商', '刘经理', '0755-86001234', '深圳', null],
      ['导入供应商二', null, '电话', null, null],
    ]);
    expect((await preview(admin2, 'supplier', supplierFile)).body.errors).toEqual([
      { row: 3, column: '联系电话', message: '请输入正确的手机号或座机号码' },
    ]);
    expect(
      (
        await importFile(
          admin2,
          'supplier',
          workbookOf([
            ['供应商名称', '联系人', '联系电话', '地址', '备注'],
            ['导入供应商', '刘经理', '0755-86001234', '深圳', null],
          ]),
        )
      ).body,
    ).toEqual({ created: 1, updated: 0, skipped: 0 });
    expect(await db.select().from(suppliers).where(eq(suppliers.name, '导入供应商'))).toHaveLength(1);
  });

  describe('refuses hostile files with a clear message and changes nothing', () => {
    /**
     * Sends a file to preview and import: both refuse a file they cannot read, the import a file with a wrong row
     * (which the preview lists); nothing of company 2 may change.
     */
    const refused = async (file: Buffer, message: string | RegExp, { rowErrors = false } = {}) => {
      const before = [
        await customerCount(),
        (await server.database.db.select({ n: count() }).from(operationLogs))[0]!.n,
      ];
      const expected = typeof message === 'string' ? message : expect.stringMatching(message);
      const listed = await post(admin2, '/api/customer/import/preview', file);
      if (rowErrors) expect([listed.statusCode, listed.json().errorCount > 0]).toEqual([200, true]);
      else expect([listed.statusCode, listed.json().message]).toEqual([400, expected]);
      const imported = await post(admin2, '/api/customer/import?mode=update', file);
      expect([imported.statusCode, imported.json().message]).toEqual([400, expected]);
      expect([
        await customerCount(),
        (await server.database.db.select({ n: count() }).from(operationLogs))[0]!.n,
      ]).toEqual(before);
    };

    it('a formula, named by its row and column', async () => {
      const row = customerRow('公式客户', '13900575001');
      row[5] = { formula: '13900575000+1', result: 13900575001 };
      await refused(
        workbookOf([CUSTOMER_HEADER, customerRow('公式前', '13900575002'), row]),
        '第 3 行「联系电话」：是公式，请改为数值后再导入。未导入任何数据',
        { rowErrors: true },
      );
    });

    it('a zip bomb', async () => {
      const deflate = await import('node:zlib').then((zlib) =>
        zlib.deflateRawSync(Buffer.alloc(120 * 1024 * 1024, 0x20), { level: 9 }),
      );
      const honest = zipOf({
        ...packageOf([{ name: '客户', path: 'xl/worksheets/sheet1.xml' }]),
        'xl/worksheets/sheet1.xml': '<worksheet/>',
      });
      // The directory tells the truth about the size: refused before inflating anything.
      const declared = Buffer.from(honest);
      const at = declared.lastIndexOf(Buffer.from('xl/worksheets/sheet1.xml')) - 46;
      declared.writeUInt32LE(120 * 1024 * 1024, at + 24);
      await refused(declared, '文件解压后超过 100MB，无法导入');
      expect(deflate.length).toBeLessThan(1024 * 1024);
    });

    it('a million rows, refused as soon as the limit is passed', async () => {
      // A million customers named and nothing else: 60 MB of sheet, 8 MB zipped.
      async function* sheet() {
        const header = CUSTOMER_HEADER.map(
          (h, i) => `<c r="${String.fromCharCode(65 + i)}1" t="inlineStr"><is><t>${h}</t></is></c>`,
        );
        yield Buffer.from(`<worksheet><sheetData><row r="1">${header.join('')}</row>`);
        for (let from = 2; from <= 1_000_001; from += 10_000) {
          let rows = '';
          for (let r = from; r < from + 10_000; r += 1)
            rows += `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>百万${r}</t></is></c></row>`;
          yield Buffer.from(rows);
        }
        yield Buffer.from('</sheetData></worksheet>');
      }
      const parts = packageOf([{ name: '客户', path: 'xl/worksheets/sheet1.xml' }]);
      const chunks: Buffer[] = [];
      for await (const chunk of zipStream([
        ...Object.entries(parts).map(([name, xml]) => ({ name, content: Buffer.from(xml) })),
        { name: 'xl/worksheets/sheet1.xml', content: sheet() },
      ]))
        chunks.push(chunk);
      const file = Buffer.concat(chunks);
      expect(file.length).toBeLessThan(20 * 1024 * 1024);
      const started = performance.now();
      await refused(file, `一次最多导入 ${MAX_IMPORT_ROWS} 行数据，这个文件超过了，请分成几个文件导入`);
      // Both calls stop at row 10,002: the other 990,000 rows are never inflated.
      expect(performance.now() - started).toBeLessThan(10_000);
    }, 120_000);

    it('wrong types: text in a money column, a name in a dictionary column', async () => {
      await refused(
        workbookOf([CUSTOMER_HEADER, customerRow('类型错误', '13900577001', { 意向程度: 3, 状态: '也许' })]),
        /^共有 2 处错误，未导入任何数据。第 2 行「意向程度」：「3」不是可选的值/,
        { rowErrors: true },
      );
    });

    it('not an xlsx, an xls, an empty file or sheet, a header that is not the template’s', async () => {
      await refused(
        Buffer.from('客户名称,联系电话\n华府,13800000000\n'),
        '文件不是有效的 .xlsx 表格，请使用下载的模板填写后再导入',
      );
      await refused(
        Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(4096)]),
        '不支持 .xls 格式，请在 Excel 中另存为 .xlsx 后再导入',
      );
      await refused(workbookOf([]), '表格是空的，请在下载的模板中填写数据后再导入');
      await refused(workbookOf([CUSTOMER_HEADER, [null]]), '表格中没有数据，请在表头下方逐行填写后再导入');
      const missing = CUSTOMER_HEADER.filter((header) => header !== '*联系电话');
      await refused(
        workbookOf([missing, customerRow('缺列', '13900578001')]),
        '表头与模板不一致：「联系电话」表头缺少这一列，请使用下载的模板',
      );
      await refused(
        workbookOf([[...CUSTOMER_HEADER, '微信号'], customerRow('多列', '13900578002')]),
        '表头与模板不一致：「微信号」不是模板中的列，请使用下载的模板',
      );
      const response = await post(admin2, '/api/customer/import/preview', Buffer.alloc(0));
      expect([response.statusCode, response.json().message]).toEqual([400, '文件是空的，请重新选择']);
    });
  });
});
