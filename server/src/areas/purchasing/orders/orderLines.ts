import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PurchaseOrderLine } from '@yjf/area-purchasing/domain/purchaseOrderSchemas';
import { childRowsJson } from '../../../crud/childRows';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../http/errors';
import { products } from '../stock/schema';
import { purchaseOrderLines, purchaseOrders } from './schema';

/** A line of the form, money already in fen. */
export type PurchaseLineInput = { productId: number; quantity: number; unitPrice: number };

/** The order's lines in its row (`PurchaseOrder.lines`), in the order they were written, with their product. */
export const purchaseOrderLinesJson = childRowsJson<PurchaseOrderLine>(
  {
    fields: {
      id: purchaseOrderLines.id,
      productId: purchaseOrderLines.productId,
      productName: products.name,
      brand: products.brand,
      model: products.model,
      unit: products.unit,
      quantity: purchaseOrderLines.quantity,
      unitPrice: purchaseOrderLines.unitPrice,
      receivedQuantity: purchaseOrderLines.receivedQuantity,
    },
    from: sql`${purchaseOrderLines} join ${products} on ${eq(products.id, purchaseOrderLines.productId)}`,
    where: eq(purchaseOrderLines.orderId, purchaseOrders.id),
    orderBy: purchaseOrderLines.id,
  },
  'lines',
);

/**
 * Refuses lines whose product is not one of the company's or is disabled (停用 products are not bought);
 * the form schema has already refused empty orders, repeated products and quantities below one.
 */
export async function assertOrderableProducts(tx: Db, companyId: number, lines: PurchaseLineInput[]): Promise<void> {
  const ids = lines.map((line) => line.productId);
  const found = await tx
    .select({ id: products.id, name: products.name, enabled: products.enabled })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.companyId, companyId)));
  const byId = new Map(found.map((product) => [product.id, product]));
  for (const id of ids) {
    const product = byId.get(id);
    if (!product) throw badRequest('产品不存在或不属于本企业');
    if (!product.enabled) throw badRequest(`产品「${product.name}」已停用`);
  }
}

/**
 * Writes an order's lines from the form: an edit replaces them all. Only an unreviewed order is edited, and
 * nothing of it has been received yet, so no received quantity or stock movement is lost.
 */
export async function writeOrderLines(tx: Db, orderId: number, lines: PurchaseLineInput[], replace: boolean) {
  if (replace) await tx.delete(purchaseOrderLines).where(eq(purchaseOrderLines.orderId, orderId));
  await tx.insert(purchaseOrderLines).values(
    lines.map((line) => ({
      orderId,
      productId: line.productId,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
    })),
  );
}
