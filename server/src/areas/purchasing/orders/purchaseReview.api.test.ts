import { eq, inArray } from 'drizzle-orm';
import type { PurchaseOrder } from '@yjf/area-purchasing/domain/purchaseOrderSchemas';
import type { Product } from '@yjf/area-purchasing/domain/productSchemas';
import type { Supplier } from '@yjf/area-purchasing/domain/supplierSchemas';
import { startTestServer, type TestServer } from '../../../../test/testServer';
import { apiCaller } from '../../../../test/apiCalls';
import { scopedStaff } from '../../../../test/scopedStaff';
import { signIn } from '../../../../test/session';
import { roleMenus, menus } from '../../../platform/accounts/menuTables';
import { users } from '../../../db/accountTables';
import {
  clearMessages,
  demoStaffIds,
  inbox,
  titlesOf,
  turnOff,
  type DemoStaff,
} from '../../../platform/messages/testing/inboxes';
import { customers } from '../../customers/schema';
import { projects } from '../../projects/projects/schema';

/**
 * 采购审核 (issue 57): a new purchase order (未审核) is announced, when it is saved, to whoever may review it and
 * reaches it: a reviewer of the whole company gets every order, the sales user (本级) made a reviewer gets only
 * the orders of her projects, its author and those without the permission get none.
 */
describe('purchase review messages', () => {
  let server: TestServer;
  let staff: DemoStaff;
  let admin: string;
  let buyer: number; // 采购主管: reviews, 数据权限 全部
  let supplier: Supplier;
  let speaker: Product;
  let adminsProject: number;
  let salesProject: number;
  const { ok } = apiCaller(() => server);
  const db = () => server.database.db;

  const projectOf = async (name: string, memberIds: number[]) => {
    const [customer] = await db()
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.companyId, 2))
      .limit(1);
    const [row] = await db()
      .insert(projects)
      .values({
        companyId: 2,
        name,
        code: `XMREVIEW${memberIds.length}`,
        customerId: customer!.id,
        managerId: staff.admin,
        memberIds,
        createdBy: staff.admin,
      })
      .returning({ id: projects.id });
    return row!.id;
  };
  const order = (projectId: number) =>
    ok<PurchaseOrder>(admin, 'POST', '/api/purchaseOrder', {
      supplierId: supplier.id,
      projectId,
      lines: [{ productId: speaker.id, quantity: 2, unitPrice: '1500' }],
    });

  beforeAll(async () => {
    server = await startTestServer();
    staff = await demoStaffIds(db());
    admin = await signIn(server, '13800000001');
    await scopedStaff(server, admin, {
      role: '采购主管',
      permissions: ['purchaseOrder:list', 'purchaseOrder:review'],
      dept: '总经办',
      phone: '13900057001',
      dataScope: '全部',
    });
    buyer = (await db().select({ id: users.id }).from(users).where(eq(users.username, '13900057001')))[0]!.id;
    // The sales role (本级) may review purchase orders too, here.
    const reviewing = await db()
      .select({ id: menus.id })
      .from(menus)
      .where(inArray(menus.permission, ['purchaseOrder:list', 'purchaseOrder:review']));
    await db()
      .insert(roleMenus)
      .values(reviewing.map((menu) => ({ roleId: 3, menuId: menu.id })));
    supplier = await ok<Supplier>(admin, 'POST', '/api/supplier', { name: '审核测试供应商', contact: '刘经理' });
    speaker = await ok<Product>(admin, 'POST', '/api/product', { name: '审核测试音箱', unit: '只' });
    adminsProject = await projectOf('管理员的采购项目', []);
    salesProject = await projectOf('李娜参与的采购项目', [staff.sales]);
  });
  afterAll(() => server.close());
  beforeEach(() => clearMessages(db()));

  test('a new order goes to the reviewers who reach it, not to its author nor to those who may not review', async () => {
    const adminsOrder = await order(adminsProject);
    expect(await inbox(db(), buyer, 'purchaseReview')).toEqual([
      {
        title: `采购单 ${adminsOrder.code} 等待审核`,
        content: '张伟提交了采购单，供应商「审核测试供应商」，项目「管理员的采购项目」，金额 ¥3,000.00，请审核',
        link: `/project/detail/purchase/order/${adminsOrder.id}`,
      },
    ]);
    // 李娜 (本级) may review, but the order is neither hers nor of a project of hers.
    expect(await titlesOf(db(), staff.sales, 'purchaseReview')).toEqual([]);
    expect(await titlesOf(db(), staff.admin, 'purchaseReview')).toEqual([]);
    expect(await titlesOf(db(), staff.engineer, 'purchaseReview')).toEqual([]);
    expect(await titlesOf(db(), staff.admin3, 'purchaseReview')).toEqual([]);

    const salesOrder = await order(salesProject);
    expect(await titlesOf(db(), staff.sales, 'purchaseReview')).toEqual([`采购单 ${salesOrder.code} 等待审核`]);
    expect(await titlesOf(db(), buyer, 'purchaseReview')).toHaveLength(2);

    // Editing the order (still 未审核) and reviewing it announce nothing more.
    await ok(admin, 'PUT', '/api/purchaseOrder', {
      id: salesOrder.id,
      version: salesOrder.version,
      supplierId: supplier.id,
      projectId: salesProject,
      lines: [{ productId: speaker.id, quantity: 3, unitPrice: '1500' }],
    });
    const edited = await ok<PurchaseOrder>(admin, 'GET', `/api/purchaseOrder/${salesOrder.id}`);
    await ok(admin, 'POST', '/api/purchaseOrder/review', { id: edited.id, version: edited.version });
    expect(await titlesOf(db(), buyer, 'purchaseReview')).toHaveLength(2);
  });

  test('a reviewer who turned the kind off gets none', async () => {
    await turnOff(db(), buyer, 'purchaseReview');
    await order(salesProject);
    expect(await titlesOf(db(), buyer, 'purchaseReview')).toEqual([]);
    expect(await titlesOf(db(), staff.sales, 'purchaseReview')).toHaveLength(1);
  });

  test('an order that is refused announces nothing', async () => {
    const refused = await server.request({
      method: 'POST',
      url: '/api/purchaseOrder',
      headers: { authorization: `Bearer ${admin}` },
      payload: {
        supplierId: supplier.id,
        projectId: salesProject,
        lines: [{ productId: 999999, quantity: 1, unitPrice: '1' }],
      },
    });
    expect(refused.statusCode).toBe(400);
    for (const reviewer of [buyer, staff.sales]) expect(await titlesOf(db(), reviewer, 'purchaseReview')).toEqual([]);
  });
});
