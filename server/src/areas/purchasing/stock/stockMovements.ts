import { and, eq, gte, sql } from 'drizzle-orm';
import type { StockMovementKind } from '@yjf/area-purchasing/domain/productSchemas';
import { shortStockMessage } from '@yjf/area-purchasing/domain/stockOutSchemas';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../http/errors';
import { products, stockMovements } from './schema';

export type StockMove = {
  companyId: number;
  productId: number;
  /** Units in (positive) or out (negative). */
  quantity: number;
  kind: StockMovementKind;
  purchaseOrderId?: number | null;
  stockOutId?: number | null;
  /** The number of the order behind it (CG…, CK…). */
  reference?: string;
  by: number | null;
};

/** A movement done: what moved, the product's stock before and after, and the movement's row. */
export type MovedStock = StockMove & { before: number; after: number; movementId: number };

/**
 * What is told of a movement inside its transaction: the low-stock alert (库存预警, `stockLow.ts`'s
 * `stockAlert(ctx)`). A caller passes none only where stock cannot fall: an opening stock, the demo seeds.
 */
export type StockWatch = (tx: Db, moved: MovedStock) => Promise<void>;

/**
 * Changes a product's stock by `quantity` and records the movement with the balance after it, inside the
 * caller's transaction, then tells `watch` of it. The change is one conditional UPDATE (`stock + q >= 0`), so
 * concurrent stock-outs of the same product never take it below zero: the one that would is refused with a
 * message naming the product, and its transaction rolls back whole. Callers moving several products go in
 * product id order (no deadlock).
 */
export async function moveStock(tx: Db, move: StockMove, watch: StockWatch | null): Promise<number> {
  const [changed] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${move.quantity}`, updateTime: new Date() })
    .where(
      and(
        eq(products.id, move.productId),
        eq(products.companyId, move.companyId),
        gte(sql`${products.stock} + ${move.quantity}`, 0),
      ),
    )
    .returning({ stock: products.stock });
  if (!changed) {
    const [product] = await tx
      .select({ name: products.name, stock: products.stock, unit: products.unit })
      .from(products)
      .where(and(eq(products.id, move.productId), eq(products.companyId, move.companyId)));
    if (!product) throw badRequest('产品不存在或不属于本企业');
    throw badRequest(shortStockMessage(product.name, product.stock, -move.quantity, product.unit));
  }
  const [movement] = await tx
    .insert(stockMovements)
    .values({
      companyId: move.companyId,
      productId: move.productId,
      kind: move.kind,
      quantity: move.quantity,
      balance: changed.stock,
      purchaseOrderId: move.purchaseOrderId ?? null,
      stockOutId: move.stockOutId ?? null,
      reference: move.reference ?? '',
      createdBy: move.by,
    })
    .returning({ id: stockMovements.id });
  await watch?.(tx, {
    ...move,
    before: changed.stock - move.quantity,
    after: changed.stock,
    movementId: movement!.id,
  });
  return changed.stock;
}

/**
 * The opening stock of products just added (an import's batch), at once: one UPDATE of their stock and one
 * INSERT of their first movements, where `moveStock` takes two statements a product. A product of none is left
 * without a movement, as an add of 0 is.
 */
export async function moveOpeningStocks(
  tx: Db,
  move: { companyId: number; by: number | null; stocks: { productId: number; quantity: number }[] },
): Promise<void> {
  const stocks = move.stocks.filter((stock) => stock.quantity > 0);
  if (!stocks.length) return;
  const moved = (await tx.execute(sql`
    update ${products} set "stock" = ${products.stock} + v.quantity, "update_time" = now()
    from (values ${sql.join(
      stocks.map((stock) => sql`(${stock.productId}::integer, ${stock.quantity}::integer)`),
      sql`, `,
    )}) as v(id, quantity)
    where ${products.id} = v.id and ${products.companyId} = ${move.companyId}
    returning ${products.id} as id, ${products.stock} as stock`)) as unknown as {
    rows: { id: number; stock: number }[];
  };
  const balances = new Map(moved.rows.map((row) => [Number(row.id), Number(row.stock)]));
  await tx.insert(stockMovements).values(
    stocks.map((stock) => ({
      companyId: move.companyId,
      productId: stock.productId,
      kind: 'opening' as const,
      quantity: stock.quantity,
      balance: balances.get(stock.productId)!,
      reference: '',
      createdBy: move.by,
    })),
  );
}
