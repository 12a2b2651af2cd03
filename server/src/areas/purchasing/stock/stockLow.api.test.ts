import { eq } from 'drizzle-orm';
import type { ListPage } from '@yjf/domain/lists';
import type { Product } from '@yjf/area-purchasing/domain/productSchemas';
import type { PurchaseOrder } from '@yjf/area-purchasing/domain/purchaseOrderSchemas';
import type { StockOut } from '@yjf/area-purchasing/domain/stockOutSchemas';
import type { Supplier } from '@yjf/area-purchasing/domain/supplierSchemas';
import { startTestServer, type TestServer } from '../../../../test/testServer';
import { apiCaller } from '../../../../test/apiCalls';
import { scopedStaff } from '../../../../test/scopedStaff';
import { signIn } from '../../../../test/session';
import { users } from '../../../db/accountTables';
import { messageSettings } from '../../../platform/messages/messageTables';
import {
  clearMessages,
  demoStaffIds,
  inbox,
  titlesOf,
  turnOff,
  type DemoStaff,
} from '../../../platform/messages/testing/inboxes';

/**
 * 库存预警 (issue 57): a stock-out that takes a product's stock from above the company's alert level (5 until its
 * administrators set another) to it or below tells 产品管理's users once per crossing, in the stock-out's
 * transaction; staying low, rising, or an opening stock tells nobody.
 */
describe('low stock messages', () => {
  let server: TestServer;
  let staff: DemoStaff;
  let admin: string;
  let keeper: number; // 库管: 产品管理 only, 数据权限 本级 (products are the whole company's)
  let projectId: number;
  let supplier: Supplier;
  const { call, ok } = apiCaller(() => server);
  const db = () => server.database.db;
  let seq = 0;

  const product = (openingStock: number) =>
    ok<Product>(admin, 'POST', '/api/product', { name: `预警测试功放${++seq}`, unit: '台', openingStock });
  /** Ships `quantity` of the product through a stock-out: added, reviewed, out. Answers the out's response. */
  const shipOut = async (productId: number, quantity: number) => {
    const added = await ok<StockOut>(admin, 'POST', '/api/stockOut', { projectId, lines: [{ productId, quantity }] });
    await ok(admin, 'POST', '/api/stockOut/review', { id: added.id, version: added.version });
    const reviewed = await ok<StockOut>(admin, 'GET', `/api/stockOut/${added.id}`);
    const out = await call(admin, 'POST', '/api/stockOut/out', { id: reviewed.id, version: reviewed.version });
    return { code: added.code, status: out.statusCode };
  };
  const stockIn = async (productId: number, quantity: number) => {
    const order = await ok<PurchaseOrder>(admin, 'POST', '/api/purchaseOrder', {
      supplierId: supplier.id,
      lines: [{ productId, quantity, unitPrice: '100' }],
    });
    await ok(admin, 'POST', '/api/purchaseOrder/review', { id: order.id, version: order.version });
    await ok(admin, 'POST', '/api/purchaseOrder/stockIn', {
      id: order.id,
      version: order.version + 1,
      lines: [{ lineId: order.lines[0]!.id, quantity }],
    });
  };

  beforeAll(async () => {
    server = await startTestServer();
    staff = await demoStaffIds(db());
    admin = await signIn(server, '13800000001');
    await scopedStaff(server, admin, {
      role: '库管',
      permissions: ['product:list'],
      dept: '工程部',
      phone: '13900057002',
    });
    keeper = (await db().select({ id: users.id }).from(users).where(eq(users.username, '13900057002')))[0]!.id;
    projectId = (await ok<ListPage<{ id: number }>>(admin, 'GET', '/api/project?size=1')).content[0]!.id;
    supplier = await ok<Supplier>(admin, 'POST', '/api/supplier', { name: '预警测试供应商', contact: '刘经理' });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await clearMessages(db());
    await db().delete(messageSettings);
  });

  test('falling to the level tells 产品管理’s users once, until stock has risen above it again', async () => {
    const amp = await product(8);
    // Opening stock rises: nothing. 8 → 6: still above 5.
    expect((await shipOut(amp.id, 2)).status).toBe(200);
    expect(await titlesOf(db(), keeper, 'stockLow')).toEqual([]);

    const crossing = await shipOut(amp.id, 1);
    expect(crossing.status).toBe(200);
    const told = {
      title: `产品「${amp.name}」库存仅剩 5台`,
      content: `${crossing.code} 出库 1台后库存 5台，不高于预警数量 5，请及时补货`,
      link: '/purchase/product',
    };
    expect(await inbox(db(), keeper, 'stockLow')).toEqual([told]);
    expect(await inbox(db(), staff.admin, 'stockLow')).toEqual([told]);
    // Neither sales nor the field engineer use 产品管理; company 3 is another company.
    expect(await titlesOf(db(), staff.sales, 'stockLow')).toEqual([]);
    expect(await titlesOf(db(), staff.engineer, 'stockLow')).toEqual([]);
    expect(await titlesOf(db(), staff.admin3, 'stockLow')).toEqual([]);

    // Lower still: no new crossing. Back above the level by a purchase, then down again: told again.
    await shipOut(amp.id, 2);
    expect(await titlesOf(db(), keeper, 'stockLow')).toHaveLength(1);
    await stockIn(amp.id, 4);
    expect(await titlesOf(db(), keeper, 'stockLow')).toHaveLength(1);
    await shipOut(amp.id, 7);
    expect(await titlesOf(db(), keeper, 'stockLow')).toEqual([told.title, `产品「${amp.name}」库存仅剩 0台`]);
  });

  test('the company’s own level counts; a refused stock-out and a turned-off kind tell nobody', async () => {
    await db().insert(messageSettings).values({ companyId: 2, stockAlertThreshold: 10 });
    const amp = await product(12);
    const cable = await product(1);
    // A stock-out of both, whose cable another stock-out takes first: shipping it moves the amplifier down to the
    // level, then finds the cable short and is refused whole, the amplifier's message with it.
    const both = await ok<StockOut>(admin, 'POST', '/api/stockOut', {
      projectId,
      lines: [
        { productId: amp.id, quantity: 2 },
        { productId: cable.id, quantity: 1 },
      ],
    });
    await ok(admin, 'POST', '/api/stockOut/review', { id: both.id, version: both.version });
    expect((await shipOut(cable.id, 1)).status).toBe(200);
    const refused = await call(admin, 'POST', '/api/stockOut/out', { id: both.id, version: both.version + 1 });
    expect(refused.statusCode).toBe(400);
    // (The cable was never above the level: its own stock-out told nobody either.)
    expect(await titlesOf(db(), staff.admin, 'stockLow')).toEqual([]);

    await turnOff(db(), keeper, 'stockLow');
    await shipOut(amp.id, 2);
    expect(await titlesOf(db(), keeper, 'stockLow')).toEqual([]);
    expect(await inbox(db(), staff.admin, 'stockLow')).toEqual([
      expect.objectContaining({
        title: `产品「${amp.name}」库存仅剩 10台`,
        content: expect.stringContaining('不高于预警数量 10'),
      }),
    ]);
  });
});
