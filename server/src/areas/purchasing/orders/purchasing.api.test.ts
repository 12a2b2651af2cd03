import ExcelJS from 'exceljs';
import { count, eq } from 'drizzle-orm';
import { chinaToday, formatDateTime } from '@yjf/domain/calendar';
import type { ListPage } from '@yjf/domain/lists';
import type { Product, StockMovement } from '@yjf/area-purchasing/domain/productSchemas';
import { DUPLICATE_PRODUCT, type PurchaseOrder } from '@yjf/area-purchasing/domain/purchaseOrderSchemas';
import type { Supplier } from '@yjf/area-purchasing/domain/supplierSchemas';
import { PLAN_FORBIDDEN } from '../../../http/permissions';
import { companies } from '../../../db/accountTables';
import { products, stockMovements, suppliers } from '../stock/schema';
import { purchaseOrderLines } from './schema';
import { startTestServer, type TestServer } from '../../../../test/testServer';
import { apiCaller, type Verb } from '../../../../test/apiCalls';
import { signIn } from '../../../../test/session';

type Line = { productId: number; quantity: number | string; unitPrice: number | string };

/**
 * Purchase orders on the seeded demo companies: numbering and exact totals on the server, refused forms that
 * write nothing, review then stock-in part and rest (stock and movements follow), the steps that may not be
 * skipped, and what the sales role and another company may do.
 */
describe('purchase orders', () => {
  let server: TestServer;
  let admin2: string; // 张伟, administrator of company 2 (trial: plan C's areas)
  let sales2: string; // 李娜, sales of company 2
  let admin3: string; // 王强, administrator of company 3 (plan B: no purchasing)
  let supplier: Supplier;
  let cable: Product; // 个, priced in dimes
  let amplifier: Product; // 台
  let project2: { id: number; name: string };
  let project3: number;
  let foreignSupplier: number; // company 3's
  let foreignProduct: number; // company 3's

  const { call, ok } = apiCaller(() => server);
  const db = () => server.database.db;
  const newProduct = (name: string, unit: string, extra: Record<string, unknown> = {}) =>
    ok<Product>(admin2, 'POST', '/api/product', { name, unit, brand: '天龙', model: 'AVR-X2800H', ...extra });
  const newOrder = (lines: Line[], extra: Record<string, unknown> = {}) =>
    ok<PurchaseOrder>(admin2, 'POST', '/api/purchaseOrder', { supplierId: supplier.id, lines, ...extra });
  const getOrder = (id: number) => ok<PurchaseOrder>(admin2, 'GET', `/api/purchaseOrder/${id}`);
  const stockOf = async (id: number) => (await ok<Product>(admin2, 'GET', `/api/product/${id}`)).stock;
  const lineRows = async () => Number((await db().select({ n: count() }).from(purchaseOrderLines))[0]!.n);
  const orderTotal = async () => (await ok<ListPage<PurchaseOrder>>(admin2, 'GET', '/api/purchaseOrder')).totalElements;
  const review = (order: PurchaseOrder) =>
    call(admin2, 'POST', '/api/purchaseOrder/review', { id: order.id, version: order.version });
  const stockIn = (order: PurchaseOrder, lines: { lineId: number; quantity: number }[]) =>
    call(admin2, 'POST', '/api/purchaseOrder/stockIn', { id: order.id, version: order.version, lines });
  /** The movements of a product, oldest first. */
  const movementsOf = async (id: number) =>
    (await ok<ListPage<StockMovement>>(admin2, 'GET', `/api/product/${id}/movements?size=100`)).content.reverse();

  beforeAll(async () => {
    server = await startTestServer();
    [admin2, sales2, admin3] = await Promise.all(
      ['13800000001', '13800000002', '13800000003'].map((phone) => signIn(server, phone)),
    );
    supplier = await ok<Supplier>(admin2, 'POST', '/api/supplier', {
      name: '华南音响批发',
      contact: '刘经理',
      phone: '13912345678',
    });
    cable = await newProduct('HDMI 线材', '个', { openingStock: 10 });
    amplifier = await newProduct('七声道功放', '台');
    project2 = (await ok<ListPage<{ id: number; name: string }>>(admin2, 'GET', '/api/project?size=1')).content[0]!;
    project3 = (await ok<ListPage<{ id: number }>>(admin3, 'GET', '/api/project?size=1')).content[0]!.id;
    // Company 3 has no purchasing area yet: its supplier and product are written straight to the database.
    [{ id: foreignSupplier }] = (await db()
      .insert(suppliers)
      .values({ companyId: 3, name: '星河的供应商' })
      .returning({ id: suppliers.id })) as [{ id: number }];
    [{ id: foreignProduct }] = (await db()
      .insert(products)
      .values({ companyId: 3, name: '星河的音箱', unit: '只' })
      .returning({ id: products.id })) as [{ id: number }];
  });
  afterAll(() => server.close());

  it('numbers an order and sums it on the server in exact fen, whatever the browser says', async () => {
    const order = await newOrder(
      [
        { productId: cable.id, quantity: 3, unitPrice: '0.10' },
        { productId: amplifier.id, quantity: 7, unitPrice: 1234.56 },
      ],
      { projectId: project2.id, remark: '主卧影院', totalAmount: 1, status: 3, code: 'CG1' },
    );
    // 3 × 0.10 + 7 × 1234.56 is 0.30000000000000004 + 8641.92 in floating yuan; in fen it is exact.
    expect(order).toMatchObject({
      totalAmount: 864_222,
      status: 0,
      supplierId: supplier.id,
      supplierName: '华南音响批发',
      supplierContact: '刘经理',
      supplierPhone: '13912345678',
      projectId: project2.id,
      projectName: project2.name,
      remark: '主卧影院',
      reviewedByName: null,
      reviewedAt: null,
      createdByName: '张伟',
    });
    expect(order.code).toMatch(new RegExp(`^CG${chinaToday().replaceAll('-', '')}\\d{3}$`));
    expect(order.lines).toEqual([
      {
        id: expect.any(Number),
        productId: cable.id,
        productName: 'HDMI 线材',
        brand: '天龙',
        model: 'AVR-X2800H',
        unit: '个',
        quantity: 3,
        unitPrice: 10,
        receivedQuantity: 0,
      },
      expect.objectContaining({ productId: amplifier.id, unit: '台', quantity: 7, unitPrice: 123_456 }),
    ]);
    expect(order.lines[0]!.id).toBeLessThan(order.lines[1]!.id);
    // The list rows carry the lines too; the next order of the day takes the next number.
    const listed = await ok<ListPage<PurchaseOrder>>(admin2, 'GET', `/api/purchaseOrder?blurry=${order.code}`);
    expect(listed.content).toEqual([order]);
    const next = await newOrder([{ productId: cable.id, quantity: 1, unitPrice: 0 }]);
    expect(Number(next.code.slice(-3))).toBe(Number(order.code.slice(-3)) + 1);
    expect(next).toMatchObject({ totalAmount: 0, projectId: null, projectName: null });
  });

  it('replaces the lines and the total on an edit of an unreviewed order', async () => {
    const order = await newOrder([
      { productId: cable.id, quantity: 2, unitPrice: '1.5' },
      { productId: amplifier.id, quantity: 1, unitPrice: '3000' },
    ]);
    const edited = await ok<PurchaseOrder>(admin2, 'PUT', '/api/purchaseOrder', {
      id: order.id,
      version: order.version,
      supplierId: supplier.id,
      lines: [{ productId: amplifier.id, quantity: 2, unitPrice: '2999.99' }],
      remark: '改为两台',
    });
    expect(edited).toMatchObject({ code: order.code, status: 0, totalAmount: 599_998, remark: '改为两台' });
    expect(edited.lines).toEqual([
      expect.objectContaining({ productId: amplifier.id, quantity: 2, unitPrice: 299_999 }),
    ]);
    const rows = await db().select().from(purchaseOrderLines).where(eq(purchaseOrderLines.orderId, order.id));
    expect(rows).toHaveLength(1);
    // An unreviewed order may be deleted, lines and all.
    await ok(admin2, 'DELETE', '/api/purchaseOrder', [order.id]);
    expect((await call(admin2, 'GET', `/api/purchaseOrder/${order.id}`)).statusCode).toBe(404);
    expect(await db().select().from(purchaseOrderLines).where(eq(purchaseOrderLines.orderId, order.id))).toEqual([]);
  });

  it('refuses bad orders with a Chinese message and writes nothing', async () => {
    const disabled = await newProduct('已停用的投影幕', '张');
    await ok(admin2, 'POST', '/api/product/updateState', { id: disabled.id, enabled: false });
    const orders = await orderTotal();
    const lines = await lineRows();
    const line = (extra: Partial<Line> = {}): Line => ({
      productId: cable.id,
      quantity: 1,
      unitPrice: '9.9',
      ...extra,
    });
    const refusals: [Record<string, unknown>, string][] = [
      [{ lines: [] }, '请添加采购产品'],
      [{ lines: undefined }, '请添加采购产品'],
      [{ lines: [line(), line({ quantity: 2 })] }, DUPLICATE_PRODUCT],
      [{ lines: [line({ quantity: 0 })] }, '采购数量不能小于 1'],
      [{ lines: [line({ quantity: 1.5 })] }, '采购数量须为整数'],
      [{ lines: [line({ unitPrice: '-1' })] }, '采购单价须为不小于 0 的金额，最多两位小数'],
      [{ lines: [line({ unitPrice: '0.001' })] }, '采购单价须为不小于 0 的金额，最多两位小数'],
      [{ supplierId: undefined }, '请选择供应商'],
      [{ supplierId: foreignSupplier }, '所选供应商不存在或无权访问'],
      [{ projectId: project3 }, '所选项目不存在或无权访问'],
      [{ lines: [line(), line({ productId: foreignProduct })] }, '所选产品不存在或无权访问'],
      [{ lines: [line(), line({ productId: disabled.id })] }, '产品「已停用的投影幕」已停用'],
    ];
    for (const [change, message] of refusals) {
      const response = await call(admin2, 'POST', '/api/purchaseOrder', {
        supplierId: supplier.id,
        lines: [line()],
        ...change,
      });
      expect([change, response.statusCode, response.json().message]).toEqual([change, 400, message]);
    }
    // An edit is checked the same way and leaves the order as it was.
    const order = await newOrder([line()]);
    const badEdit = await call(admin2, 'PUT', '/api/purchaseOrder', {
      id: order.id,
      version: order.version,
      supplierId: supplier.id,
      lines: [line({ productId: disabled.id })],
    });
    expect([badEdit.statusCode, badEdit.json().message]).toEqual([400, '产品「已停用的投影幕」已停用']);
    expect(await getOrder(order.id)).toEqual(order);
    await ok(admin2, 'DELETE', '/api/purchaseOrder', [order.id]);
    expect(await orderTotal()).toBe(orders);
    expect(await lineRows()).toBe(lines);
  });

  it('reviews, receives part then the rest, and refuses every skipped or repeated step', async () => {
    const stockBefore = { cable: await stockOf(cable.id), amplifier: await stockOf(amplifier.id) };
    let order = await newOrder([
      { productId: cable.id, quantity: 3, unitPrice: '0.10' },
      { productId: amplifier.id, quantity: 7, unitPrice: '1234.56' },
    ]);
    const [cableLine, amplifierLine] = order.lines as [PurchaseOrder['lines'][0], PurchaseOrder['lines'][0]];
    const refused = async (response: Awaited<ReturnType<typeof call>>, status: number, message: string) =>
      expect([response.statusCode, response.json().message]).toEqual([status, message]);

    // No stock-in before review.
    await refused(await stockIn(order, [{ lineId: cableLine.id, quantity: 1 }]), 400, '采购单尚未审核，不能入库');
    await refused(await review({ ...order, version: order.version + 1 }), 409, '数据已被他人修改，请刷新后重试');
    expect(await ok(admin2, 'POST', '/api/purchaseOrder/review', { id: order.id, version: order.version })).toEqual({
      message: '采购单已审核',
    });
    order = await getOrder(order.id);
    expect(order).toMatchObject({ status: 1, reviewedByName: '张伟', version: 2 });
    expect(Date.now() - new Date(order.reviewedAt!).getTime()).toBeLessThan(60_000);

    // Reviewed: no second review, no edit, no delete.
    await refused(await review(order), 400, '采购单已审核');
    const edit = await call(admin2, 'PUT', '/api/purchaseOrder', {
      id: order.id,
      version: order.version,
      supplierId: supplier.id,
      lines: [{ productId: cable.id, quantity: 1, unitPrice: '1' }],
    });
    await refused(edit, 400, '采购单已审核，不能修改');
    await refused(
      await call(admin2, 'DELETE', '/api/purchaseOrder', [order.id]),
      400,
      `采购单「${order.code}」已审核，不能删除`,
    );

    // Not more than ordered, not a line of another order, not nothing, not a stale version.
    await refused(await stockIn(order, [{ lineId: cableLine.id, quantity: 4 }]), 400, '「HDMI 线材」最多还能入库 3个');
    const other = await newOrder([{ productId: cable.id, quantity: 1, unitPrice: '1' }]);
    await refused(
      await stockIn(order, [{ lineId: other.lines[0]!.id, quantity: 1 }]),
      400,
      '采购明细不属于该采购单，请刷新后重试',
    );
    await refused(await stockIn(order, [{ lineId: cableLine.id, quantity: 0 }]), 400, '请至少为一个产品填写入库数量');
    await refused(
      await stockIn({ ...order, version: 1 }, [{ lineId: cableLine.id, quantity: 1 }]),
      409,
      '数据已被他人修改，请刷新后重试',
    );
    expect(await stockOf(cable.id)).toBe(stockBefore.cable);

    // Part: one cable and three amplifiers.
    const part = await stockIn(order, [
      { lineId: amplifierLine.id, quantity: 3 },
      { lineId: cableLine.id, quantity: 1 },
    ]);
    expect([part.statusCode, part.json()]).toEqual([200, { message: '入库成功' }]);
    order = await getOrder(order.id);
    expect(order.status).toBe(2);
    expect(order.lines.map((l) => l.receivedQuantity)).toEqual([1, 3]);
    expect(await stockOf(cable.id)).toBe(stockBefore.cable + 1);
    expect(await stockOf(amplifier.id)).toBe(stockBefore.amplifier + 3);
    await refused(
      await stockIn(order, [{ lineId: amplifierLine.id, quantity: 5 }]),
      400,
      '「七声道功放」最多还能入库 4台',
    );

    // The rest.
    const rest = await stockIn(order, [
      { lineId: cableLine.id, quantity: 2 },
      { lineId: amplifierLine.id, quantity: 4 },
    ]);
    expect([rest.statusCode, rest.json()]).toEqual([200, { message: '已全部入库' }]);
    order = await getOrder(order.id);
    expect(order.status).toBe(3);
    expect(order.lines.map((l) => l.receivedQuantity)).toEqual([3, 7]);
    expect(await stockOf(cable.id)).toBe(stockBefore.cable + 3);
    expect(await stockOf(amplifier.id)).toBe(stockBefore.amplifier + 7);
    await refused(await stockIn(order, [{ lineId: cableLine.id, quantity: 1 }]), 400, '采购单已全部入库');
    await refused(await review(order), 400, '采购单已审核');

    // Each receipt is a movement with its order and the balance after it; the movements explain the stock.
    const amplifierMoves = (await movementsOf(amplifier.id)).filter((m) => m.purchaseOrderId === order.id);
    expect(amplifierMoves.map((m) => [m.kind, m.quantity, m.balance, m.reference])).toEqual([
      ['stockIn', 3, stockBefore.amplifier + 3, order.code],
      ['stockIn', 4, stockBefore.amplifier + 7, order.code],
    ]);
    for (const product of [cable, amplifier]) {
      const moves = await movementsOf(product.id);
      expect(moves.reduce((sum, m) => sum + m.quantity, 0)).toBe(await stockOf(product.id));
      expect(moves.at(-1)!.balance).toBe(await stockOf(product.id));
    }
    // A product received into stock is not deleted.
    await refused(
      await call(admin2, 'DELETE', '/api/product', [amplifier.id]),
      400,
      '产品「七声道功放」已用于采购单，不能删除',
    );
  });

  it('receives one of several stock-ins sent at once with the same version', async () => {
    let order = await newOrder([{ productId: amplifier.id, quantity: 3, unitPrice: '100' }]);
    await review(order);
    order = await getOrder(order.id);
    const before = await stockOf(amplifier.id);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => stockIn(order, [{ lineId: order.lines[0]!.id, quantity: 3 }])),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await stockOf(amplifier.id)).toBe(before + 3);
    const received = await db()
      .select({ n: count() })
      .from(stockMovements)
      .where(eq(stockMovements.purchaseOrderId, order.id));
    expect(received[0]!.n).toBe(1);
  });

  it('exports orders with their status name and amount in yuan', async () => {
    const order = await newOrder([{ productId: cable.id, quantity: 3, unitPrice: '0.10' }], {
      projectId: project2.id,
      remark: '导出测试',
    });
    const exported = await call(admin2, 'GET', `/api/purchaseOrder/download?blurry=${order.code}`);
    expect(exported.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '单号',
      '供应商',
      '关联项目',
      '采购金额（元）',
      '状态',
      '审核人',
      '审核时间',
      '备注',
      '创建时间',
    ]);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      order.code,
      '华南音响批发',
      project2.name,
      0.3,
      '未审核',
      undefined, // not reviewed: no reviewer, no time
      undefined,
      '导出测试',
      formatDateTime(order.createTime),
    ]);
  });

  it('lets the sales role do nothing with purchase orders', async () => {
    const form = { supplierId: supplier.id, lines: [{ productId: cable.id, quantity: 1, unitPrice: '1' }] };
    const order = await newOrder(form.lines);
    const received = [{ lineId: order.lines[0]!.id, quantity: 1 }];
    // Valid bodies: the permission is what refuses them.
    const calls: [Verb, string, unknown?][] = [
      ['GET', '/api/purchaseOrder'],
      ['GET', `/api/purchaseOrder/${order.id}`],
      ['POST', '/api/purchaseOrder', form],
      ['PUT', '/api/purchaseOrder', { id: order.id, version: order.version, ...form }],
      ['DELETE', '/api/purchaseOrder', [order.id]],
      ['POST', '/api/purchaseOrder/review', { id: order.id, version: order.version }],
      ['POST', '/api/purchaseOrder/stockIn', { id: order.id, version: order.version, lines: received }],
      ['GET', '/api/purchaseOrder/download'],
    ];
    for (const [method, url, payload] of calls) {
      const response = await call(sales2, method, url, payload);
      expect([method, url, response.statusCode]).toEqual([method, url, 403]);
    }
    expect(await getOrder(order.id)).toEqual(order);
  });

  it("keeps company 3 out: its plan first, then, with plan C, away from company 2's orders", async () => {
    const form = { supplierId: supplier.id, lines: [{ productId: cable.id, quantity: 2, unitPrice: '5' }] };
    let order = await newOrder(form.lines, { remark: '隔离测试' });
    const commands: [Verb, string, unknown?][] = [
      ['GET', `/api/purchaseOrder/${order.id}`],
      ['PUT', '/api/purchaseOrder', { id: order.id, version: order.version, ...form }],
      ['DELETE', '/api/purchaseOrder', [order.id]],
      ['POST', '/api/purchaseOrder/review', { id: order.id, version: order.version }],
      [
        'POST',
        '/api/purchaseOrder/stockIn',
        { id: order.id, version: order.version, lines: [{ lineId: order.lines[0]!.id, quantity: 1 }] },
      ],
    ];
    for (const [method, url, payload] of [['GET', '/api/purchaseOrder'], ...commands] as typeof commands) {
      const response = await call(admin3, method, url, payload);
      expect([method, url, response.statusCode, response.json().message]).toEqual([method, url, 403, PLAN_FORBIDDEN]);
    }

    // Company 3 moves to plan C: the area opens, company 2's orders stay out of reach.
    await db().update(companies).set({ planCode: 'C' }).where(eq(companies.id, 3));
    const theirSupplier = await ok<Supplier>(admin3, 'POST', '/api/supplier', { name: '星河合作供应商' });
    const edit = {
      id: order.id,
      version: order.version,
      supplierId: theirSupplier.id,
      lines: [{ productId: foreignProduct, quantity: 1, unitPrice: '1' }],
    };
    const foreign: [Verb, string, unknown?][] = [
      ['GET', `/api/purchaseOrder/${order.id}`],
      ['PUT', '/api/purchaseOrder', edit],
      ['DELETE', '/api/purchaseOrder', [order.id]],
      ['POST', '/api/purchaseOrder/review', { id: order.id, version: order.version }],
    ];
    for (const [method, url, payload] of foreign) {
      const response = await call(admin3, method, url, payload);
      expect([method, url, response.statusCode]).toEqual([method, url, 404]);
    }
    await review(order);
    order = await getOrder(order.id);
    const stolen = await call(admin3, 'POST', '/api/purchaseOrder/stockIn', {
      id: order.id,
      version: order.version,
      lines: [{ lineId: order.lines[0]!.id, quantity: 2 }],
    });
    expect(stolen.statusCode).toBe(404);
    expect(
      (await ok<ListPage<PurchaseOrder>>(admin3, 'GET', `/api/purchaseOrder?blurry=${order.code}`)).totalElements,
    ).toBe(0);
    const everything = await ok<ListPage<PurchaseOrder>>(admin3, 'GET', '/api/purchaseOrder?size=100');
    expect(everything.content.some((o) => o.id === order.id)).toBe(false);

    // Its own orders may not name company 2's supplier or product, and draw their own numbers.
    const borrowSupplier = await call(admin3, 'POST', '/api/purchaseOrder', {
      supplierId: supplier.id,
      lines: [{ productId: foreignProduct, quantity: 1, unitPrice: '1' }],
    });
    expect([borrowSupplier.statusCode, borrowSupplier.json().message]).toEqual([400, '所选供应商不存在或无权访问']);
    const borrowProduct = await call(admin3, 'POST', '/api/purchaseOrder', {
      supplierId: theirSupplier.id,
      lines: [{ productId: cable.id, quantity: 1, unitPrice: '1' }],
    });
    expect([borrowProduct.statusCode, borrowProduct.json().message]).toEqual([400, '所选产品不存在或无权访问']);
    const theirs = await ok<PurchaseOrder>(admin3, 'POST', '/api/purchaseOrder', {
      supplierId: theirSupplier.id,
      lines: [{ productId: foreignProduct, quantity: 1, unitPrice: '1' }],
    });
    expect(theirs).toMatchObject({ supplierName: '星河合作供应商', createdByName: '王强', totalAmount: 100 });
    expect((await call(admin2, 'GET', `/api/purchaseOrder/${theirs.id}`)).statusCode).toBe(404);

    expect(await getOrder(order.id)).toEqual(order);
  });
});
