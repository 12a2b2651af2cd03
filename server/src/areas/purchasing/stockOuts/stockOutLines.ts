import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { shortStockMessage, type StockOutLine } from '@yjf/area-purchasing/domain/stockOutSchemas';
import { childRowsJson } from '../../../crud/childRows';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../http/errors';
import { products } from '../stock/schema';
import { stockOutLines, stockOuts } from './schema';

/** A line as the form sends it (after parsing). */
export type StockOutLineInput = { productId: number; quantity: number };

/**
 * A stock-out's lines for its row, in line order, each with its product's name, brand, model, unit, the cost
 * it was written at and the stock on hand now (what the user weighs before reviewing and shipping): one
 * correlated JSON subquery, so a list page costs no query per row.
 */
export const stockOutLinesJson = childRowsJson<StockOutLine>(
  {
    fields: {
      id: stockOutLines.id,
      productId: stockOutLines.productId,
      productName: products.name,
      brand: products.brand,
      model: products.model,
      unit: products.unit,
      quantity: stockOutLines.quantity,
      unitCost: stockOutLines.unitCost,
      stock: products.stock,
    },
    from: sql`${stockOutLines} inner join ${products} on ${products.id} = ${stockOutLines.productId}`,
    where: eq(stockOutLines.stockOutId, stockOuts.id),
    orderBy: stockOutLines.id,
  },
  'lines',
);

/**
 * Refuses lines that cannot go out as written: a product of another company or none, a disabled product, or
 * more units than are on hand now (the same message the shipping gives, so the user reads one rule). Passing
 * here does not reserve stock: shipping checks again, atomically.
 */
export async function assertLinesAvailable(tx: Db, companyId: number, lines: StockOutLineInput[]): Promise<void> {
  const found = await tx
    .select({
      id: products.id,
      name: products.name,
      unit: products.unit,
      stock: products.stock,
      enabled: products.enabled,
    })
    .from(products)
    .where(
      and(
        eq(products.companyId, companyId),
        inArray(
          products.id,
          lines.map((line) => line.productId),
        ),
      ),
    );
  const byId = new Map(found.map((product) => [product.id, product]));
  for (const line of lines) {
    const product = byId.get(line.productId);
    if (!product) throw badRequest('产品不存在或不属于本企业');
    if (!product.enabled) throw badRequest(`产品「${product.name}」已停用，不能出库`);
    if (line.quantity > product.stock) {
      throw badRequest(shortStockMessage(product.name, product.stock, line.quantity, product.unit));
    }
  }
}

/**
 * Writes a stock-out's lines from its form, replacing those it had (an edit rewrites them all), each at its
 * product's 成本价 now. The products were checked to be the company's (assertLinesAvailable).
 */
export async function replaceStockOutLines(tx: Db, stockOutId: number, lines: StockOutLineInput[]): Promise<void> {
  const costs = await tx
    .select({ id: products.id, costPrice: products.costPrice })
    .from(products)
    .where(
      inArray(
        products.id,
        lines.map((line) => line.productId),
      ),
    );
  const costOf = new Map(costs.map((product) => [product.id, product.costPrice]));
  await tx.delete(stockOutLines).where(eq(stockOutLines.stockOutId, stockOutId));
  await tx.insert(stockOutLines).values(
    lines.map((line) => ({
      stockOutId,
      productId: line.productId,
      quantity: line.quantity,
      unitCost: costOf.get(line.productId) ?? 0,
    })),
  );
}

/** A stock-out's lines in product id order: the order stock is moved in, so two shipments never deadlock. */
export const linesInProductOrder = (tx: Db, stockOutId: number) =>
  tx
    .select({ productId: stockOutLines.productId, quantity: stockOutLines.quantity })
    .from(stockOutLines)
    .where(eq(stockOutLines.stockOutId, stockOutId))
    .orderBy(asc(stockOutLines.productId));
