import { chinaToday } from '@yjf/domain/calendar';
import { asc, eq } from 'drizzle-orm';
import { users } from '../../db/accountTables';
import { customers } from '../../areas/customers/schema';
import { collections } from '../../areas/finance/schema';
import { projects } from '../../areas/projects/projects/schema';
import { nextDailyCode } from '../../crud/dailyCode';
import { purchaseOrderLines, purchaseOrders } from '../../areas/purchasing/orders/schema';
import { products, suppliers } from '../../areas/purchasing/stock/schema';
import { moveStock } from '../../areas/purchasing/stock/stockMovements';
import type { Db } from '../../db/client';
import type { SeedStep } from '../../db/runSeeds';

const SUPPLIERS = [
  {
    name: '深圳声博视听设备有限公司',
    contact: '陈经理',
    phone: '13912345678',
    address: '深圳市福田区华强北路 1019 号',
  },
  { name: '广州智控科技有限公司', contact: '刘工', phone: '020-38886666', address: '广州市天河区天河路 385 号' },
  {
    name: '上海影立方音响贸易有限公司',
    contact: '周小姐',
    phone: '13761234567',
    address: '上海市静安区共和新路 1968 号',
  },
];

/** Company 2's warehouse: [name, brand, model, category, unit, cost yuan, sale yuan, opening stock]. */
const PRODUCTS: [string, string, string, string, string, number, number, number][] = [
  ['4K 激光投影机', '索尼', 'VPL-XW5000', '投影显示', '台', 39800, 52000, 3],
  ['7.2 声道 AV 功放', '雅马哈', 'RX-A4A', '功放', '台', 10500, 13990, 5],
  ['落地音箱', 'B&W', '603 S3', '音箱', '对', 12800, 16800, 4],
  ['吸顶音箱', 'KEF', 'Ci160.2CR', '音箱', '只', 980, 1380, 24],
  ['智能主机', 'Control4', 'CORE 3', '智能控制', '台', 6200, 8800, 6],
  ['120 寸电动幕布', '威斯达', 'ES-120', '投影显示', '幅', 2100, 3200, 2],
  ['HDMI 2.1 光纤线 10 米', '秋叶原', 'QS8136', '线材', '条', 168.5, 299, 15],
  ['超五类网线 305 米', '秋叶原', 'Q5031', '线材', '箱', 420, 580, 0],
];

/** A project's collections as shares of its contract: 定金 30% received, 进度款 40%, 尾款 the rest. */
const STAGES = [
  { stage: 1, share: 0.3 },
  { stage: 2, share: 0.4 },
  { stage: 3, share: 0.3 },
];

const addDays = (day: string, days: number) => {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

/**
 * Money and equipment of the demo: the projects' collection plans (定金 received; one 进度款 past its date, so
 * the finance summary shows an overdue stage), and for company 2 suppliers, products with opening stock (each
 * an 期初库存 movement) and one purchase order waiting for review.
 */
export const stockFinanceDemoSeed: SeedStep = {
  name: 'stockFinanceDemo',
  async run(tx: Db) {
    const today = chinaToday();
    for (const companyId of [2, 3]) {
      const [admin] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.companyId, companyId))
        .orderBy(asc(users.id))
        .limit(1);
      const by = admin?.id ?? null;
      const owned = await tx
        .select({
          id: projects.id,
          contract: projects.contractAmount,
          signDate: projects.signDate,
          payer: customers.name,
        })
        .from(projects)
        .leftJoin(customers, eq(customers.id, projects.customerId))
        .where(eq(projects.companyId, companyId))
        .orderBy(asc(projects.id));
      for (const [index, project] of owned.entries()) {
        const signed = project.signDate ?? today;
        let planned = 0;
        for (const [order, { stage, share }] of STAGES.entries()) {
          const last = order === STAGES.length - 1;
          const amount = last ? project.contract - planned : Math.round(project.contract * share);
          planned += amount;
          // The first project's 进度款 fell due a week ago and is still open: an overdue stage to follow up.
          const overdue = index === 0 && order === 1;
          // The deposit arrived at signing, or today for a contract signed ahead of time.
          const deposit = signed < today ? signed : today;
          const plannedDate = overdue ? addDays(today, -7) : addDays(deposit, [0, 75, 120][order]!);
          const received = order === 0;
          await tx.insert(collections).values({
            companyId,
            createdBy: by,
            projectId: project.id,
            stage,
            plannedAmount: amount,
            plannedDate,
            receivedAmount: received ? amount : 0,
            paymentAccount: received ? 4 : null,
            receivedDate: received ? plannedDate : null,
            payer: received ? (project.payer ?? '') : '',
          });
        }
      }
    }

    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.companyId, 2))
      .orderBy(asc(users.id))
      .limit(1);
    const by = admin?.id ?? null;
    const made = await tx
      .insert(suppliers)
      .values(SUPPLIERS.map((supplier) => ({ ...supplier, companyId: 2, createdBy: by })))
      .returning({ id: suppliers.id });
    const stocked = await tx
      .insert(products)
      .values(
        PRODUCTS.map(([name, brand, model, category, unit, cost, sale]) => ({
          companyId: 2,
          createdBy: by,
          name,
          brand,
          model,
          category,
          unit,
          costPrice: Math.round(cost * 100),
          salePrice: Math.round(sale * 100),
        })),
      )
      .returning({ id: products.id, costPrice: products.costPrice });
    for (const [index, product] of stocked.entries()) {
      const opening = PRODUCTS[index]![7];
      if (opening > 0)
        await moveStock(tx, { companyId: 2, productId: product.id, quantity: opening, kind: 'opening', by }, null);
    }
    const [firstProject] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.companyId, 2))
      .orderBy(asc(projects.id))
      .limit(1);
    const lines = [
      { product: stocked[3]!, quantity: 12 },
      { product: stocked[7]!, quantity: 2 },
    ];
    const [order] = await tx
      .insert(purchaseOrders)
      .values({
        companyId: 2,
        createdBy: by,
        code: await nextDailyCode(tx, 2, { table: purchaseOrders, column: purchaseOrders.code, prefix: 'CG' }),
        supplierId: made[0]!.id,
        projectId: firstProject?.id ?? null,
        totalAmount: lines.reduce((sum, line) => sum + line.quantity * line.product.costPrice, 0),
        remark: '客厅与主卧吸顶音箱补货',
      })
      .returning({ id: purchaseOrders.id });
    await tx.insert(purchaseOrderLines).values(
      lines.map((line) => ({
        orderId: order!.id,
        productId: line.product.id,
        quantity: line.quantity,
        unitPrice: line.product.costPrice,
      })),
    );
  },
};
