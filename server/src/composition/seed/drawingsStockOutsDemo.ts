import { and, asc, eq } from 'drizzle-orm';
import { STOCK_OUT_DONE, STOCK_OUT_NOT_OUT, STOCK_OUT_UNREVIEWED } from '@yjf/area-purchasing/domain/stockOutSchemas';
import { roles, users } from '../../db/accountTables';
import { nextDailyCode } from '../../crud/dailyCode';
import { projects } from '../../areas/projects/projects/schema';
import { schemes } from '../../areas/projects/schemes/schema';
import { products } from '../../areas/purchasing/stock/schema';
import { moveStock } from '../../areas/purchasing/stock/stockMovements';
import { stockOutLines, stockOuts } from '../../areas/purchasing/stockOuts/schema';
import type { Db } from '../../db/client';
import { demoDrawing, type DrawingKind } from './demoFiles';
import type { SeedStep } from '../../db/runSeeds';

/**
 * The demo sales role sees its own records (数据权限 本级): 李娜 keeps her customers, opportunities, their
 * follow-ups and the tasks of her projects; 张伟, the administrator, still sees the whole company.
 */
export const salesOwnScopeSeed: SeedStep = {
  name: '0009-sales-role-own-scope',
  async run(tx) {
    await tx
      .update(roles)
      .set({ dataScope: '本级' })
      .where(and(eq(roles.companyId, 2), eq(roles.name, '销售'), eq(roles.dataScope, '全部')));
  },
};

/** The drawings of each demo project: [name, kind, status of the latest version, its versions, description]. */
const DRAWINGS: [string, DrawingKind, number, number, string][] = [
  ['影音室平面图', 'floorPlan', 2, 2, '按现场复尺调整座椅排距，第二排抬高 30 cm'],
  ['音箱布置图', 'speakers', 1, 1, '7.2.4 布局，天空声道吸顶安装'],
  ['弱电点位图', 'wiring', 0, 1, '网络、HDMI 与控制线汇入设备柜'],
  ['系统连接图', 'system', 2, 1, '投影、功放与智能主机的信号走向'],
];

/** Company 2's stock-outs: one per project, at each stage, as [product index, quantity] lines. */
const STOCK_OUTS: { status: number; remark: string; lines: [number, number][] }[] = [
  {
    status: STOCK_OUT_DONE,
    remark: '客厅与主卧吸顶音箱及线材出库',
    lines: [
      [3, 8],
      [6, 2],
    ],
  },
  {
    status: STOCK_OUT_NOT_OUT,
    remark: '影音室投影与幕布，待现场具备安装条件',
    lines: [
      [0, 1],
      [5, 1],
    ],
  },
  {
    status: STOCK_OUT_UNREVIEWED,
    remark: '功放与前置音箱',
    lines: [
      [1, 1],
      [2, 1],
    ],
  },
];

const firstUserOf = async (tx: Db, companyId: number) =>
  (
    await tx.select({ id: users.id }).from(users).where(eq(users.companyId, companyId)).orderBy(asc(users.id)).limit(1)
  )[0]?.id ?? null;

/** A project's drawings, each a series of versions (the older ones kept, the newest `latest`). */
async function seedDrawings(tx: Db, companyId: number, projectId: number, count: number, by: number | null) {
  for (const [name, kind, status, versions, description] of DRAWINGS.slice(0, count)) {
    let seriesId: number | null = null;
    for (let revision = 1; revision <= versions; revision++) {
      const latest = revision === versions;
      const [row]: { id: number }[] = await tx
        .insert(schemes)
        .values({
          companyId,
          createdBy: by,
          projectId,
          seriesId,
          revision,
          latest,
          name,
          designerId: by,
          status: latest ? status : 2,
          description: latest ? description : '初版',
          files: [demoDrawing(companyId, kind)],
        })
        .returning({ id: schemes.id });
      seriesId ??= row!.id;
      if (revision === 1) await tx.update(schemes).set({ seriesId }).where(eq(schemes.id, row!.id));
    }
  }
}

/**
 * Scheme drawings of the demo projects (companies 2 and 3, pictures from `demoFiles.ts`) and company 2's
 * stock-outs at each stage: the one gone out lowered its products' stock through `moveStock`, with its
 * movements, as 出库 does; the others wait for review or shipping.
 */
export const drawingsStockOutsDemoSeed: SeedStep = {
  name: '0010-drawings-and-stock-outs-demo',
  async run(tx) {
    for (const companyId of [2, 3]) {
      const by = await firstUserOf(tx, companyId);
      const owned = await tx
        .select({ id: projects.id })
        .from(projects)
        .where(eq(projects.companyId, companyId))
        .orderBy(asc(projects.id));
      for (const [index, project] of owned.entries()) {
        await seedDrawings(tx, companyId, project.id, DRAWINGS.length - index, by);
      }
    }

    const by = await firstUserOf(tx, 2);
    const stocked = await tx
      .select({ id: products.id, costPrice: products.costPrice })
      .from(products)
      .where(eq(products.companyId, 2))
      .orderBy(asc(products.id));
    const owned = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.companyId, 2))
      .orderBy(asc(projects.id));
    for (const [index, project] of owned.entries()) {
      const plan = STOCK_OUTS[index];
      if (!plan || plan.lines.some(([product]) => !stocked[product])) continue;
      const reviewed = plan.status !== STOCK_OUT_UNREVIEWED;
      const shipped = plan.status === STOCK_OUT_DONE;
      const code = await nextDailyCode(tx, 2, { table: stockOuts, column: stockOuts.code, prefix: 'CK' });
      const [stockOut] = await tx
        .insert(stockOuts)
        .values({
          companyId: 2,
          createdBy: by,
          code,
          projectId: project.id,
          status: plan.status,
          remark: plan.remark,
          reviewedBy: reviewed ? by : null,
          reviewedAt: reviewed ? new Date() : null,
          outBy: shipped ? by : null,
          outAt: shipped ? new Date() : null,
        })
        .returning({ id: stockOuts.id });
      // In product id order, as shipping moves them; at the products' cost, as the stock-out form writes them.
      const lines = plan.lines
        .map(([product, quantity]) => ({
          productId: stocked[product]!.id,
          quantity,
          unitCost: stocked[product]!.costPrice,
        }))
        .sort((a, b) => a.productId - b.productId);
      await tx.insert(stockOutLines).values(lines.map((line) => ({ ...line, stockOutId: stockOut!.id })));
      if (!shipped) continue;
      for (const line of lines) {
        await moveStock(
          tx,
          {
            companyId: 2,
            productId: line.productId,
            quantity: -line.quantity,
            kind: 'stockOut',
            stockOutId: stockOut!.id,
            reference: code,
            by,
          },
          // The demo's history is written before anyone could read a message: none is sent for it.
          null,
        );
      }
    }
  },
};
