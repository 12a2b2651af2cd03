import ExcelJS from 'exceljs';
import { and, asc, eq } from 'drizzle-orm';
import type { ListPage } from '@yjf/domain/lists';
import type { Project } from '@yjf/area-projects/domain/projectSchemas';
import { DUPLICATE_PRODUCT } from '@yjf/area-purchasing/domain/purchaseOrderSchemas';
import { lineTally, shortStockMessage, type StockOut } from '@yjf/area-purchasing/domain/stockOutSchemas';
import { startTestServer, type TestServer } from '../../../../test/testServer';
import { apiCaller, type Verb } from '../../../../test/apiCalls';
import { signIn } from '../../../../test/session';
import type { Db } from '../../../db/client';
import { PLAN_FORBIDDEN, ROLE_FORBIDDEN } from '../../../http/permissions';
import { companies } from '../../../db/accountTables';
import { operationLogs } from '../../../crud/operationLogTable';
import { products, stockMovements } from '../stock/schema';
import { moveStock } from '../stock/stockMovements';
import { stockOutLines, stockOuts } from './schema';

type Line = { productId: number; quantity: number };

/**
 * Stock-outs on the real database: codes and lines with the stock on hand, the refusals at add and edit, the
 * review → out sequence, shipping as one transaction that never takes stock below zero (also with 20 shipments
 * of the last units at once), permissions, plans, and company isolation.
 */
describe('stock-outs', () => {
  let server: TestServer;
  let admin2: string; // 张伟, administrator of company 2
  let sales2: string; // 李娜, sales of company 2
  let admin3: string; // 王强, administrator of company 3 (plan B)
  let project2: Project;
  let project3: Project;
  let customerName2: string;
  let productCount = 0;

  const { call, ok } = apiCaller(() => server);
  const db = () => server.database.db;

  /** A product put straight into the database, its stock given by an opening movement. */
  const newProduct = async (stock: number, { companyId = 2, enabled = true, costPrice = 0 } = {}) => {
    productCount += 1;
    const name = `出库测试功放${productCount}`;
    const [product] = await db()
      .insert(products)
      .values({ companyId, name, brand: '天龙', model: `AVR-${productCount}`, unit: '台', enabled, costPrice })
      .returning({ id: products.id });
    if (stock > 0) {
      await db().transaction((tx) =>
        moveStock(
          tx as unknown as Db,
          { companyId, productId: product!.id, quantity: stock, kind: 'opening', by: null },
          null,
        ),
      );
    }
    return { id: product!.id, name };
  };
  const stockOf = async (productId: number) =>
    (await db().select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]!.stock;
  const movementsOf = (productId: number) =>
    db().select().from(stockMovements).where(eq(stockMovements.productId, productId)).orderBy(asc(stockMovements.id));

  const addStockOut = (lines: Line[], { token = admin2, remark = '' } = {}) =>
    call(token, 'POST', '/api/stockOut', { projectId: token === admin3 ? project3.id : project2.id, lines, remark });
  const newStockOut = async (lines: Line[], options: { token?: string; remark?: string } = {}) => {
    const response = await addStockOut(lines, options);
    if (response.statusCode !== 201) throw new Error(`add failed: ${response.statusCode} ${response.body}`);
    return response.json() as StockOut;
  };
  const get = (id: number, token = admin2) => ok<StockOut>(token, 'GET', `/api/stockOut/${id}`);
  const review = (record: { id: number; version: number }, token = admin2) =>
    call(token, 'POST', '/api/stockOut/review', { id: record.id, version: record.version });
  const ship = (record: { id: number; version: number }, token = admin2) =>
    call(token, 'POST', '/api/stockOut/out', { id: record.id, version: record.version });
  /** Adds and reviews a stock-out; answers it as it is after the review. */
  const reviewedStockOut = async (lines: Line[]) => {
    const added = await newStockOut(lines);
    expect((await review(added)).statusCode).toBe(200);
    return get(added.id);
  };
  const refusal = (response: { statusCode: number; json(): unknown }) => ({
    status: response.statusCode,
    message: (response.json() as { message: string }).message,
  });

  beforeAll(async () => {
    server = await startTestServer();
    [admin2, sales2, admin3] = await Promise.all(
      ['13800000001', '13800000002', '13800000003'].map((phone) => signIn(server, phone)),
    );
    const newProject = async (token: string, name: string) => {
      const customer = (await ok<ListPage<{ id: number; name: string }>>(token, 'GET', '/api/customer?size=1'))
        .content[0]!;
      if (token === admin2) customerName2 = customer.name;
      return ok<Project>(token, 'POST', '/api/project', {
        name,
        customerId: customer.id,
        contractAmount: '128000.50',
        siteAddress: '上海市徐汇区漕溪北路 88 号',
        plannedStart: '2026-12-01',
        plannedEnd: '2027-02-28',
      });
    };
    project2 = await newProject(admin2, '出库测试影音室');
    project3 = await newProject(admin3, '别家影音室');
  });
  afterAll(() => server.close());

  describe('add and edit', () => {
    it('adds a coded, unreviewed stock-out whose lines show each product, its cost and its stock on hand', async () => {
      const amp = await newProduct(8, { costPrice: 1050000 });
      const speaker = await newProduct(3, { costPrice: 98050 });
      const added = await newStockOut(
        [
          { productId: speaker.id, quantity: 2 },
          { productId: amp.id, quantity: 8 },
        ],
        { remark: '一楼影音室' },
      );
      expect(added).toMatchObject({
        projectId: project2.id,
        projectName: '出库测试影音室',
        projectCode: project2.code,
        customerName: customerName2,
        status: 1,
        version: 1,
        remark: '一楼影音室',
        reviewedByName: null,
        reviewedAt: null,
        outByName: null,
        outAt: null,
        createdByName: '张伟',
      });
      expect(added.code).toMatch(/^CK\d{11}$/);
      expect(added.lines).toEqual([
        {
          id: expect.any(Number),
          productId: speaker.id,
          productName: speaker.name,
          brand: '天龙',
          model: expect.stringMatching(/^AVR-/),
          unit: '台',
          quantity: 2,
          unitCost: 98050,
          stock: 3,
        },
        expect.objectContaining({ productId: amp.id, quantity: 8, unitCost: 1050000, stock: 8 }),
      ]);
      expect(added.lines[0]!.id).toBeLessThan(added.lines[1]!.id);
      // Adding reserves nothing: stock moves only when the stock-out goes out.
      expect(await stockOf(amp.id)).toBe(8);
      const next = await newStockOut([{ productId: amp.id, quantity: 1 }]);
      expect(Number(next.code.slice(-3))).toBe(Number(added.code.slice(-3)) + 1);
    });

    it('refuses more than is on hand, disabled and foreign products, foreign projects and repeated products', async () => {
      const amp = await newProduct(5);
      const off = await newProduct(5, { enabled: false });
      const theirs = await newProduct(5, { companyId: 3 });
      const before = (await ok<ListPage<StockOut>>(admin2, 'GET', '/api/stockOut?size=1')).totalElements;
      expect(refusal(await addStockOut([{ productId: amp.id, quantity: 6 }]))).toEqual({
        status: 400,
        message: shortStockMessage(amp.name, 5, 6, '台'),
      });
      expect(refusal(await addStockOut([{ productId: off.id, quantity: 1 }]))).toEqual({
        status: 400,
        message: `产品「${off.name}」已停用，不能出库`,
      });
      expect(refusal(await addStockOut([{ productId: theirs.id, quantity: 1 }]))).toEqual({
        status: 400,
        message: '所选产品不存在或无权访问',
      });
      expect(
        refusal(
          await call(admin2, 'POST', '/api/stockOut', {
            projectId: project3.id,
            lines: [{ productId: amp.id, quantity: 1 }],
          }),
        ),
      ).toEqual({ status: 400, message: '所选项目不存在或无权访问' });
      expect(
        refusal(
          await addStockOut([
            { productId: amp.id, quantity: 1 },
            { productId: amp.id, quantity: 2 },
          ]),
        ),
      ).toEqual({ status: 400, message: DUPLICATE_PRODUCT });
      expect(refusal(await addStockOut([]))).toEqual({ status: 400, message: '请选择出库产品' });
      expect(refusal(await addStockOut([{ productId: amp.id, quantity: 0 }])).status).toBe(400);
      expect((await ok<ListPage<StockOut>>(admin2, 'GET', '/api/stockOut?size=1')).totalElements).toBe(before);
    });

    it('edits an unreviewed stock-out by replacing its lines, checked against the stock on hand', async () => {
      const amp = await newProduct(4);
      const screen = await newProduct(2);
      const added = await newStockOut([{ productId: amp.id, quantity: 1 }]);
      const edit = (lines: Line[], version = added.version) =>
        call(admin2, 'PUT', '/api/stockOut', { id: added.id, version, projectId: project2.id, lines, remark: '改' });
      expect(refusal(await edit([{ productId: screen.id, quantity: 3 }]))).toEqual({
        status: 400,
        message: shortStockMessage(screen.name, 2, 3, '台'),
      });
      const edited = (
        await edit([
          { productId: screen.id, quantity: 2 },
          { productId: amp.id, quantity: 4 },
        ])
      ).json() as StockOut;
      expect(edited).toMatchObject({ version: 2, remark: '改', code: added.code, status: 1 });
      expect(edited.lines.map((line) => [line.productId, line.quantity])).toEqual([
        [screen.id, 2],
        [amp.id, 4],
      ]);
      const rows = await db().select().from(stockOutLines).where(eq(stockOutLines.stockOutId, added.id));
      expect(rows).toHaveLength(2);
      expect((await edit([{ productId: amp.id, quantity: 1 }], 1)).statusCode).toBe(409);
    });

    it('values each line at its product’s cost when written: an edit takes the cost then, later changes none', async () => {
      const amp = await newProduct(5, { costPrice: 300000 });
      const added = await newStockOut([{ productId: amp.id, quantity: 2 }]);
      expect(added.lines[0]).toMatchObject({ unitCost: 300000 });
      const setCost = (costPrice: number) => db().update(products).set({ costPrice }).where(eq(products.id, amp.id));

      // Rewritten while unreviewed: the cost now.
      await setCost(320000);
      const edited = await ok<StockOut>(admin2, 'PUT', '/api/stockOut', {
        id: added.id,
        version: added.version,
        projectId: project2.id,
        lines: [{ productId: amp.id, quantity: 3 }],
      });
      expect(edited.lines[0]).toMatchObject({ quantity: 3, unitCost: 320000 });

      // Reviewed and gone out, it keeps that cost whatever the product's becomes.
      expect((await review(edited)).statusCode).toBe(200);
      expect((await ship({ id: edited.id, version: edited.version + 1 })).statusCode).toBe(200);
      await setCost(350000);
      expect((await get(added.id)).lines[0]).toMatchObject({ quantity: 3, unitCost: 320000 });
    });

    it('deletes an unreviewed stock-out with its lines', async () => {
      const amp = await newProduct(1);
      const added = await newStockOut([{ productId: amp.id, quantity: 1 }]);
      expect((await call(admin2, 'DELETE', '/api/stockOut', [added.id])).statusCode).toBe(200);
      expect((await call(admin2, 'GET', `/api/stockOut/${added.id}`)).statusCode).toBe(404);
      expect(await db().select().from(stockOutLines).where(eq(stockOutLines.stockOutId, added.id))).toEqual([]);
    });
  });

  describe('review and out', () => {
    it('goes out only after review, once, and a reviewed stock-out can no longer change', async () => {
      const amp = await newProduct(6);
      const screen = await newProduct(2);
      const lines = [
        { productId: amp.id, quantity: 4 },
        { productId: screen.id, quantity: 2 },
      ];
      const added = await newStockOut(lines);

      // No skipping review.
      expect(refusal(await ship(added))).toEqual({ status: 400, message: '出库单尚未审核，不能出库' });
      expect(await get(added.id)).toMatchObject({ status: 1, version: 1 });
      expect(await movementsOf(amp.id)).toHaveLength(1);

      expect((await review({ id: added.id, version: 2 })).statusCode).toBe(409);
      const reviewedAnswer = await review(added);
      expect(reviewedAnswer.statusCode).toBe(200);
      expect(reviewedAnswer.json()).toEqual({ message: '审核成功' });
      const reviewed = await get(added.id);
      expect(reviewed).toMatchObject({ status: 2, version: 2, reviewedByName: '张伟', outAt: null });
      expect(reviewed.reviewedAt).toBeTruthy();

      expect(refusal(await review(reviewed))).toEqual({ status: 400, message: '出库单已审核' });
      const edited = await call(admin2, 'PUT', '/api/stockOut', {
        id: added.id,
        version: reviewed.version,
        projectId: project2.id,
        lines,
        remark: '',
      });
      expect(refusal(edited)).toEqual({ status: 400, message: '出库单已审核，不能修改' });
      expect(refusal(await call(admin2, 'DELETE', '/api/stockOut', [added.id]))).toEqual({
        status: 400,
        message: '出库单已审核，不能删除',
      });

      const shipped = await ship(reviewed);
      expect(shipped.statusCode).toBe(200);
      expect(shipped.json()).toEqual({ message: '出库成功' });
      const out = await get(added.id);
      expect(out).toMatchObject({ status: 3, version: 3, reviewedByName: '张伟', outByName: '张伟' });
      expect(out.outAt).toBeTruthy();
      expect(out.lines.map((line) => [line.productId, line.stock])).toEqual([
        [amp.id, 2],
        [screen.id, 0],
      ]);
      expect(await stockOf(amp.id)).toBe(2);
      expect(await stockOf(screen.id)).toBe(0);
      expect((await movementsOf(amp.id)).at(-1)).toMatchObject({
        kind: 'stockOut',
        quantity: -4,
        balance: 2,
        stockOutId: added.id,
        reference: added.code,
        companyId: 2,
      });

      expect(refusal(await ship(out))).toEqual({ status: 400, message: '出库单已出库' });
      expect(refusal(await review(out))).toEqual({ status: 400, message: '出库单已审核' });
      expect(await stockOf(amp.id)).toBe(2);
      expect(refusal(await call(admin2, 'DELETE', '/api/stockOut', [added.id])).status).toBe(400);

      const logged = await db()
        .select({ action: operationLogs.action, description: operationLogs.description })
        .from(operationLogs)
        .where(and(eq(operationLogs.resource, 'stockOut'), eq(operationLogs.recordId, added.id)))
        .orderBy(asc(operationLogs.id));
      expect(logged.map((log) => log.action)).toEqual(['add', 'review', 'out']);
      expect(logged[2]!.description).toContain(added.code);
    });

    it('refuses at out a stock-out whose stock another one took meanwhile, changing nothing', async () => {
      const amp = await newProduct(3);
      const first = await reviewedStockOut([{ productId: amp.id, quantity: 3 }]);
      const second = await reviewedStockOut([{ productId: amp.id, quantity: 2 }]);
      expect((await ship(first)).statusCode).toBe(200);
      const movements = await movementsOf(amp.id);

      expect(refusal(await ship(second))).toEqual({ status: 400, message: shortStockMessage(amp.name, 0, 2, '台') });
      expect(await stockOf(amp.id)).toBe(0);
      expect(await movementsOf(amp.id)).toEqual(movements);
      expect(await get(second.id)).toMatchObject({ status: 2, version: second.version, outAt: null, outByName: null });
    });

    it('ships all lines in one transaction: one short line and none of them moves', async () => {
      const amp = await newProduct(5);
      const screen = await newProduct(1); // a later id: the amplifier moves first, then the screen is short
      const both = await reviewedStockOut([
        { productId: screen.id, quantity: 1 },
        { productId: amp.id, quantity: 2 },
      ]);
      expect((await ship(await reviewedStockOut([{ productId: screen.id, quantity: 1 }]))).statusCode).toBe(200);

      expect(refusal(await ship(both))).toEqual({ status: 400, message: shortStockMessage(screen.name, 0, 1, '台') });
      expect(await stockOf(amp.id)).toBe(5);
      expect((await movementsOf(amp.id)).map((m) => m.kind)).toEqual(['opening']);
      expect(await db().select().from(stockMovements).where(eq(stockMovements.stockOutId, both.id))).toEqual([]);
      expect(await get(both.id)).toMatchObject({ status: 2, version: both.version });
    });

    it('ships exactly the units on hand when 20 stock-outs of the last units go out at once', async () => {
      const amp = await newProduct(5);
      const added = await Promise.all(
        Array.from({ length: 20 }, () => newStockOut([{ productId: amp.id, quantity: 1 }])),
      );
      expect(new Set(added.map((record) => record.code)).size).toBe(20);
      const reviewed: StockOut[] = [];
      for (const record of added) {
        expect((await review(record)).statusCode).toBe(200);
        reviewed.push(await get(record.id));
      }

      const answers = await Promise.all(reviewed.map((record) => ship(record)));
      const shipped = answers.filter((answer) => answer.statusCode === 200);
      const refused = answers.filter((answer) => answer.statusCode !== 200);
      expect(shipped).toHaveLength(5);
      expect(refused).toHaveLength(15);
      for (const answer of refused) {
        expect(refusal(answer)).toEqual({ status: 400, message: shortStockMessage(amp.name, 0, 1, '台') });
      }

      expect(await stockOf(amp.id)).toBe(0);
      const movements = await movementsOf(amp.id);
      expect(movements.filter((m) => m.kind === 'stockOut')).toHaveLength(5);
      expect(movements.reduce((sum, m) => sum + m.quantity, 0)).toBe(0);
      let balance = 0;
      for (const movement of movements) {
        balance += movement.quantity;
        expect(movement.balance).toBe(balance);
      }
      const statuses = await db()
        .select({ id: stockOuts.id, status: stockOuts.status })
        .from(stockOuts)
        .innerJoin(stockOutLines, eq(stockOutLines.stockOutId, stockOuts.id))
        .where(eq(stockOutLines.productId, amp.id));
      expect(statuses.filter((row) => row.status === 3)).toHaveLength(5);
      expect(statuses.filter((row) => row.status === 2)).toHaveLength(15);
      // Each movement belongs to one of the stock-outs that went out.
      const outIds = new Set(statuses.filter((row) => row.status === 3).map((row) => row.id));
      for (const movement of movements.filter((m) => m.kind === 'stockOut')) {
        expect(outIds.has(movement.stockOutId!)).toBe(true);
      }
    });
  });

  describe('lists', () => {
    it('filters by status, project and number, and exports the stock-outs', async () => {
      const amp = await newProduct(2);
      const record = await reviewedStockOut([{ productId: amp.id, quantity: 2 }]);
      expect((await ship(record)).statusCode).toBe(200);
      const done = await ok<ListPage<StockOut>>(admin2, 'GET', `/api/stockOut?status=3&size=100`);
      expect(done.content.every((row) => row.status === 3)).toBe(true);
      expect(done.content.map((row) => row.id)).toContain(record.id);
      const byCode = await ok<ListPage<StockOut>>(admin2, 'GET', `/api/stockOut?blurry=${record.code}`);
      expect(byCode.content.map((row) => row.id)).toEqual([record.id]);
      expect(byCode.content[0]!.lines).toEqual([expect.objectContaining({ productId: amp.id, quantity: 2, stock: 0 })]);
      // 产品, worked out by the server as the page's `lineTally` writes it, for a phone's drawn cards too.
      expect(byCode.content[0]!.lineTally).toBe('1 种 / 2 件');
      for (const row of done.content) expect(row.lineTally).toBe(lineTally(row.lines));
      const byProject = await ok<ListPage<StockOut>>(admin2, 'GET', `/api/stockOut?projectId=${project2.id}&size=1`);
      expect(byProject.totalElements).toBeGreaterThan(20);

      const exported = await call(admin2, 'GET', `/api/stockOut/download?blurry=${record.code}`);
      expect(exported.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(exported.rawPayload as never);
      const sheet = book.worksheets[0]!;
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
        '单号',
        '项目',
        '产品',
        '出库状态',
        '审核人',
        '审核时间',
        '出库人',
        '出库时间',
        '备注',
        '创建时间',
      ]);
      expect(sheet.getRow(2).values).toEqual(
        expect.arrayContaining([record.code, '出库测试影音室', '1 种 / 2 件', '已出库', '张伟']),
      );
    });
  });

  describe('permissions and isolation', () => {
    const surface = (id: number, version = 1): [Verb, string, unknown?][] => [
      ['GET', '/api/stockOut'],
      ['GET', `/api/stockOut/${id}`],
      ['POST', '/api/stockOut', { projectId: project2.id, lines: [{ productId: 1, quantity: 1 }] }],
      ['PUT', '/api/stockOut', { id, version, projectId: project2.id, lines: [{ productId: 1, quantity: 1 }] }],
      ['DELETE', '/api/stockOut', [id]],
      ['POST', '/api/stockOut/review', { id, version }],
      ['POST', '/api/stockOut/out', { id, version }],
      ['GET', '/api/stockOut/download'],
    ];

    it('refuses the sales role of company 2 (403)', async () => {
      const amp = await newProduct(1);
      const record = await newStockOut([{ productId: amp.id, quantity: 1 }]);
      for (const [method, url, payload] of surface(record.id)) {
        expect(refusal(await call(sales2, method, url, payload))).toEqual({ status: 403, message: ROLE_FORBIDDEN });
      }
      expect(await get(record.id)).toMatchObject({ status: 1, version: 1 });
    });

    it('lets the field engineer (stock-outs, no product page) choose products and add a stock-out, nothing more', async () => {
      const engineer = await signIn(server, '13800000004');
      const amp = await newProduct(2);
      const offered = await ok<ListPage<{ id: number; stock: number }>>(
        engineer,
        'GET',
        `/api/product?enabled=true&blurry=${encodeURIComponent(amp.name)}`,
      );
      expect(offered.content).toEqual([expect.objectContaining({ id: amp.id, stock: 2 })]);
      expect(await ok(engineer, 'GET', `/api/product/${amp.id}`)).toMatchObject({ name: amp.name });
      expect(await newStockOut([{ productId: amp.id, quantity: 1 }], { token: engineer })).toMatchObject({ status: 1 });
      // Choosing is not managing: no export of the products, no change to one.
      for (const [method, url, payload] of [
        ['GET', '/api/product/download'],
        ['POST', '/api/product', { name: '不该有的产品', unit: '台' }],
        ['DELETE', '/api/product', [amp.id]],
      ] as const) {
        expect(refusal(await call(engineer, method, url, payload))).toEqual({ status: 403, message: ROLE_FORBIDDEN });
      }
    });

    it('refuses company 3 on plan B, which has no stock-out (403 with the plan message)', async () => {
      const amp = await newProduct(1);
      const record = await newStockOut([{ productId: amp.id, quantity: 1 }]);
      for (const [method, url, payload] of surface(record.id)) {
        expect(refusal(await call(admin3, method, url, payload))).toEqual({ status: 403, message: PLAN_FORBIDDEN });
      }
    });

    it("keeps company 3 on plan C away from company 2's stock-outs and products", async () => {
      await db().update(companies).set({ planCode: 'C', planEndDate: '2099-01-01' }).where(eq(companies.id, 3));
      try {
        const amp = await newProduct(3);
        const unreviewed = await newStockOut([{ productId: amp.id, quantity: 1 }]);
        const reviewed = await reviewedStockOut([{ productId: amp.id, quantity: 1 }]);
        const own = await newProduct(2, { companyId: 3 });

        const theirs = await ok<ListPage<StockOut>>(admin3, 'GET', '/api/stockOut?size=100');
        expect(theirs.totalElements).toBe(0);
        expect(
          (await ok<ListPage<StockOut>>(admin3, 'GET', `/api/stockOut?blurry=${unreviewed.code}`)).totalElements,
        ).toBe(0);
        for (const record of [unreviewed, reviewed]) {
          for (const [method, url, payload] of surface(record.id, record.version).slice(1)) {
            if (method === 'POST' && url === '/api/stockOut') continue;
            const answer = await call(admin3, method, url, payload);
            if (url.endsWith('/download')) {
              expect(answer.statusCode).toBe(200);
              continue;
            }
            expect(`${method} ${url} ${answer.statusCode}`).toBe(`${method} ${url} 404`);
          }
        }
        expect(await get(unreviewed.id)).toMatchObject({ status: 1, version: 1 });
        expect(await get(reviewed.id)).toMatchObject({ status: 2, version: reviewed.version });
        expect(await stockOf(amp.id)).toBe(3);

        // Company 2's products and projects cannot be named in company 3's stock-outs.
        expect(refusal(await addStockOut([{ productId: amp.id, quantity: 1 }], { token: admin3 }))).toEqual({
          status: 400,
          message: '所选产品不存在或无权访问',
        });
        expect(
          refusal(
            await call(admin3, 'POST', '/api/stockOut', {
              projectId: project2.id,
              lines: [{ productId: own.id, quantity: 1 }],
            }),
          ),
        ).toEqual({ status: 400, message: '所选项目不存在或无权访问' });

        // Its own stock-out works, and company 2 cannot see it.
        const mine = await newStockOut([{ productId: own.id, quantity: 2 }], { token: admin3 });
        expect(mine.code).toMatch(/^CK\d{11}$/);
        expect((await review(mine, admin3)).statusCode).toBe(200);
        expect((await ship({ id: mine.id, version: 2 }, admin3)).statusCode).toBe(200);
        expect(await stockOf(own.id)).toBe(0);
        expect((await call(admin2, 'GET', `/api/stockOut/${mine.id}`)).statusCode).toBe(404);
        expect((await call(admin2, 'POST', '/api/stockOut/review', { id: mine.id, version: 3 })).statusCode).toBe(404);
        const ours = await ok<ListPage<StockOut>>(admin2, 'GET', '/api/stockOut?size=100');
        expect(ours.content.map((row) => row.id)).not.toContain(mine.id);
        expect((await ok<ListPage<StockOut>>(admin3, 'GET', '/api/stockOut')).content.map((r) => r.id)).toEqual([
          mine.id,
        ]);
      } finally {
        await db().update(companies).set({ planCode: 'B' }).where(eq(companies.id, 3));
      }
    });
  });
});
