import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { ListPage } from '@yjf/domain/lists';
import type { Product, StockMovement } from '@yjf/area-purchasing/domain/productSchemas';
import type { PurchaseOrder } from '@yjf/area-purchasing/domain/purchaseOrderSchemas';
import type { Supplier } from '@yjf/area-purchasing/domain/supplierSchemas';
import { PLAN_FORBIDDEN } from '../../../http/permissions';
import { companies } from '../../../db/accountTables';
import { startTestServer, type TestServer } from '../../../../test/testServer';
import { apiCaller, type Verb } from '../../../../test/apiCalls';
import { signIn } from '../../../../test/session';

/**
 * Products, their stock movements and suppliers: the opening stock as the first movement, edits that never
 * touch stock, deletions refused while records name them, export, and what the sales role and another
 * company may do.
 */
describe('products and suppliers', () => {
  let server: TestServer;
  let admin2: string; // 张伟, administrator of company 2 (trial: plan C's areas)
  let sales2: string; // 李娜, sales of company 2
  let admin3: string; // 王强, administrator of company 3 (plan B: no purchasing)

  const { call, ok } = apiCaller(() => server);
  const newProduct = (token: string, name: string, extra: Record<string, unknown> = {}) =>
    ok<Product>(token, 'POST', '/api/product', {
      name,
      brand: '爱普生',
      model: 'CH-TW7000',
      category: '投影机',
      unit: '台',
      costPrice: '100.50',
      salePrice: 199.99,
      ...extra,
    });
  const newSupplier = (token: string, name: string) =>
    ok<Supplier>(token, 'POST', '/api/supplier', { name, contact: '陈经理', phone: '021-6688 1234' });
  const movements = (token: string, id: number, query = '') =>
    ok<ListPage<StockMovement>>(token, 'GET', `/api/product/${id}/movements${query}`);
  const product = (id: number) => ok<Product>(admin2, 'GET', `/api/product/${id}`);
  const order = (supplierId: number, lines: { productId: number; quantity: number; unitPrice: string }[]) =>
    ok<PurchaseOrder>(admin2, 'POST', '/api/purchaseOrder', { supplierId, lines });

  beforeAll(async () => {
    server = await startTestServer();
    [admin2, sales2, admin3] = await Promise.all(
      ['13800000001', '13800000002', '13800000003'].map((phone) => signIn(server, phone)),
    );
  });
  afterAll(() => server.close());

  it('adds a product in fen with its opening stock as the first movement', async () => {
    const stocked = await newProduct(admin2, '期初投影机', { openingStock: 5 });
    expect(stocked).toMatchObject({ stock: 5, costPrice: 10050, salePrice: 19999, enabled: true, unit: '台' });
    expect(await movements(admin2, stocked.id)).toEqual({
      totalElements: 1,
      content: [
        expect.objectContaining({
          kind: 'opening',
          quantity: 5,
          balance: 5,
          reference: '',
          purchaseOrderId: null,
          stockOutId: null,
          createdByName: '张伟',
        }),
      ],
    });
    const empty = await newProduct(admin2, '无期初功放');
    expect(empty.stock).toBe(0);
    expect(await movements(admin2, empty.id)).toEqual({ totalElements: 0, content: [] });
  });

  it('never changes the stock by an edit', async () => {
    const stocked = await newProduct(admin2, '编辑库存测试', { openingStock: 3 });
    const edited = await ok<Product>(admin2, 'PUT', '/api/product', {
      id: stocked.id,
      version: stocked.version,
      name: '编辑库存测试（新款）',
      unit: '套',
      costPrice: '1',
      salePrice: '2',
      openingStock: 50,
      stock: 50,
    });
    expect(edited).toMatchObject({ name: '编辑库存测试（新款）', unit: '套', costPrice: 100, stock: 3 });
    expect(edited.version).toBe(stocked.version + 1);
    expect((await movements(admin2, stocked.id)).totalElements).toBe(1);
    // Nor by an add: the stock field is not part of the form.
    expect((await newProduct(admin2, '自报库存', { stock: 99 })).stock).toBe(0);
  });

  it('pages movements newest first, explaining the stock line by line', async () => {
    const speaker = await newProduct(admin2, '流水吸顶音箱', { openingStock: 2, unit: '只' });
    const supplier = await newSupplier(admin2, '流水测试供应商');
    const bought = await order(supplier.id, [{ productId: speaker.id, quantity: 3, unitPrice: '88' }]);
    const reviewed = { id: bought.id, version: bought.version + 1 };
    await ok(admin2, 'POST', '/api/purchaseOrder/review', { id: bought.id, version: bought.version });
    const lineId = bought.lines[0]!.id;
    await ok(admin2, 'POST', '/api/purchaseOrder/stockIn', { ...reviewed, lines: [{ lineId, quantity: 1 }] });
    await ok(admin2, 'POST', '/api/purchaseOrder/stockIn', {
      id: bought.id,
      version: reviewed.version + 1,
      lines: [{ lineId, quantity: 2 }],
    });

    const first = await movements(admin2, speaker.id, '?page=0&size=2');
    expect(first.totalElements).toBe(3);
    expect(first.content.map((m) => [m.kind, m.quantity, m.balance])).toEqual([
      ['stockIn', 2, 5],
      ['stockIn', 1, 3],
    ]);
    expect(first.content[0]).toMatchObject({
      reference: bought.code,
      purchaseOrderId: bought.id,
      createdByName: '张伟',
    });
    const second = await movements(admin2, speaker.id, '?page=1&size=2');
    expect(second.content.map((m) => [m.kind, m.quantity, m.balance])).toEqual([['opening', 2, 2]]);
    const all = (await movements(admin2, speaker.id, '?size=100')).content;
    expect(all.reduce((sum, m) => sum + m.quantity, 0)).toBe((await product(speaker.id)).stock);

    const refusals: [string, number, string][] = [
      [`/api/product/${speaker.id}/movements?size=0`, 400, '每页条数须在 1 到 100 之间'],
      [`/api/product/${speaker.id}/movements?page=-1`, 400, '页码须为不小于 0 的整数'],
      [`/api/product/${speaker.id}/movements?kind=opening`, 400, '不支持的查询参数：kind'],
      ['/api/product/abc/movements', 400, '数据编号不正确'],
      ['/api/product/99999999/movements', 404, '产品不存在或已被删除'],
    ];
    for (const [url, status, message] of refusals) {
      const response = await call(admin2, 'GET', url);
      expect([url, response.statusCode, response.json().message]).toEqual([url, status, message]);
    }
  });

  it('refuses to delete a product that orders or movements name, and deletes an unused one', async () => {
    const unused = await newProduct(admin2, '未使用产品');
    const stocked = await newProduct(admin2, '有期初的产品', { openingStock: 1 });
    const ordered = await newProduct(admin2, '已下单的产品');
    const supplier = await newSupplier(admin2, '删除测试供应商');
    await order(supplier.id, [{ productId: ordered.id, quantity: 1, unitPrice: '10' }]);

    const refused: [number[], string][] = [
      [[stocked.id], '产品「有期初的产品」已有出入库记录，不能删除'],
      [[ordered.id], '产品「已下单的产品」已用于采购单，不能删除'],
      [[unused.id, stocked.id], '产品「有期初的产品」已有出入库记录，不能删除'],
    ];
    for (const [ids, message] of refused) {
      const response = await call(admin2, 'DELETE', '/api/product', ids);
      expect([response.statusCode, response.json().message]).toEqual([400, message]);
    }
    expect((await product(unused.id)).name).toBe('未使用产品');
    await ok(admin2, 'DELETE', '/api/product', [unused.id]);
    expect((await call(admin2, 'GET', `/api/product/${unused.id}`)).statusCode).toBe(404);
    // A supplier with purchase orders stays too.
    const kept = await call(admin2, 'DELETE', '/api/supplier', [supplier.id]);
    expect([kept.statusCode, kept.json().message]).toEqual([400, '供应商「删除测试供应商」已有采购单，不能删除']);
    const spare = await newSupplier(admin2, '无采购单供应商');
    await ok(admin2, 'DELETE', '/api/supplier', [spare.id]);
  });

  it('disables a product, finds it by state and stock, and exports it', async () => {
    const projector = await newProduct(admin2, '导出测试投影机', { openingStock: 7, category: '导出分类' });
    await ok(admin2, 'POST', '/api/product/updateState', { id: projector.id, enabled: false });
    const search = async (query: string) =>
      (await ok<ListPage<Product>>(admin2, 'GET', `/api/product?${query}`)).content.map((p) => p.id);
    const name = encodeURIComponent('导出测试');
    expect(await search(`blurry=${name}&enabled=false`)).toEqual([projector.id]);
    expect(await search(`blurry=${name}&enabled=true`)).toEqual([]);
    expect(await search(`blurry=${name}&stock=7&stock=7`)).toEqual([projector.id]);
    expect(await search(`blurry=${name}&stock=8&stock=9`)).toEqual([]);

    const exported = await call(admin2, 'GET', `/api/product/download?blurry=${name}`);
    expect(exported.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '名称',
      '品牌',
      '型号',
      '分类',
      '单位',
      '成本价（元）',
      '销售价（元）',
      '库存',
      '状态',
    ]);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      '导出测试投影机',
      '爱普生',
      'CH-TW7000',
      '导出分类',
      '台',
      100.5,
      199.99,
      7,
      '禁用',
    ]);
    expect(sheet.rowCount).toBe(2);
  });

  it('keeps suppliers: add, edit, search, export, and a Chinese message for a bad form', async () => {
    const supplier = await newSupplier(admin2, '华东影音器材');
    const edited = await ok<Supplier>(admin2, 'PUT', '/api/supplier', {
      id: supplier.id,
      version: supplier.version,
      name: '华东影音器材有限公司',
      contact: '陈经理',
      phone: '13655556666',
      address: '上海市静安区',
      remark: '月结 30 天',
    });
    expect(edited).toMatchObject({ name: '华东影音器材有限公司', phone: '13655556666', remark: '月结 30 天' });
    const found = await ok<ListPage<Supplier>>(admin2, 'GET', '/api/supplier?blurry=13655556666');
    expect(found.content.map((s) => s.id)).toEqual([supplier.id]);

    const bad = await call(admin2, 'POST', '/api/supplier', { name: '坏电话', phone: '电话号码' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, '请输入正确的手机号或座机号码']);
    const nameless = await call(admin2, 'POST', '/api/supplier', { name: ' ' });
    expect([nameless.statusCode, nameless.json().message]).toEqual([400, '请输入供应商名称']);

    const exported = await call(admin2, 'GET', '/api/supplier/download?blurry=13655556666');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, '名称', '联系人', '联系电话', '地址', '备注']);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      '华东影音器材有限公司',
      '陈经理',
      '13655556666',
      '上海市静安区',
      '月结 30 天',
    ]);
  });

  it('lets the sales role do nothing with products and suppliers', async () => {
    const stocked = await newProduct(admin2, '权限测试产品', { openingStock: 1 });
    const supplier = await newSupplier(admin2, '权限测试供应商');
    const calls: [Verb, string, unknown?][] = [
      ['GET', '/api/product'],
      ['GET', `/api/product/${stocked.id}`],
      ['GET', `/api/product/${stocked.id}/movements`],
      ['POST', '/api/product', { name: '销售新增', unit: '台' }],
      ['PUT', '/api/product', { id: stocked.id, version: stocked.version, name: '偷改', unit: '台' }],
      ['POST', '/api/product/updateState', { id: stocked.id, enabled: false }],
      ['DELETE', '/api/product', [stocked.id]],
      ['GET', '/api/product/download'],
      ['GET', '/api/supplier'],
      ['POST', '/api/supplier', { name: '销售新增' }],
      ['DELETE', '/api/supplier', [supplier.id]],
    ];
    for (const [method, url, payload] of calls) {
      const response = await call(sales2, method, url, payload);
      expect([method, url, response.statusCode]).toEqual([method, url, 403]);
    }
    expect(await product(stocked.id)).toMatchObject({ name: '权限测试产品', enabled: true, stock: 1 });
  });

  it('keeps company 3 out: its plan first, then, with plan C, to its own records', async () => {
    const stocked = await newProduct(admin2, '隔离测试产品', { openingStock: 4 });
    const supplier = await newSupplier(admin2, '隔离测试供应商');
    for (const [method, url] of [
      ['GET', '/api/product'],
      ['GET', `/api/product/${stocked.id}/movements`],
      ['GET', '/api/supplier'],
    ] as [Verb, string][]) {
      const response = await call(admin3, method, url);
      expect([url, response.statusCode, response.json().message]).toEqual([url, 403, PLAN_FORBIDDEN]);
    }

    // Company 3 moves to plan C: the purchasing area opens, yet company 2's records stay out of its reach.
    await server.database.db.update(companies).set({ planCode: 'C' }).where(eq(companies.id, 3));
    const foreign: [Verb, string, unknown?][] = [
      ['GET', `/api/product/${stocked.id}`],
      ['GET', `/api/product/${stocked.id}/movements`],
      ['PUT', '/api/product', { id: stocked.id, version: stocked.version, name: '偷改', unit: '台' }],
      ['POST', '/api/product/updateState', { id: stocked.id, enabled: false }],
      ['DELETE', '/api/product', [stocked.id]],
      ['GET', `/api/supplier/${supplier.id}`],
      ['PUT', '/api/supplier', { id: supplier.id, version: supplier.version, name: '偷改' }],
      ['DELETE', '/api/supplier', [supplier.id]],
    ];
    for (const [method, url, payload] of foreign) {
      const response = await call(admin3, method, url, payload);
      expect([method, url, response.statusCode]).toEqual([method, url, 404]);
    }
    const products3 = await ok<ListPage<Product>>(admin3, 'GET', `/api/product?size=100`);
    expect(products3.content.some((p) => p.id === stocked.id)).toBe(false);
    const byName = await ok<ListPage<Product>>(admin3, 'GET', `/api/product?blurry=${encodeURIComponent('隔离测试')}`);
    expect(byName.totalElements).toBe(0);
    const suppliers3 = await ok<ListPage<Supplier>>(admin3, 'GET', `/api/supplier?size=100`);
    expect(suppliers3.content.some((s) => s.id === supplier.id)).toBe(false);

    // Its own product is its own, and company 2 cannot read it.
    const theirs = await newProduct(admin3, '星河的音箱', { openingStock: 2 });
    expect((await movements(admin3, theirs.id)).content[0]).toMatchObject({ balance: 2, createdByName: '王强' });
    expect((await call(admin2, 'GET', `/api/product/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(admin2, 'GET', `/api/product/${theirs.id}/movements`)).statusCode).toBe(404);

    expect(await product(stocked.id)).toMatchObject({ name: '隔离测试产品', enabled: true, stock: 4 });
    expect((await movements(admin2, stocked.id)).totalElements).toBe(1);
  });
});
