import { eq, inArray } from 'drizzle-orm';
import { productAddFields, productDeclaration, productFormSchema } from '@yjf/area-purchasing/domain/productSchemas';
import { defineResource } from '../../../crud/resourceDefinition';
import { badRequest } from '../../../http/errors';
import { purchaseOrderLines } from '../orders/schema';
import { stockOutLines } from '../stockOuts/schema';
import { products, stockMovements } from './schema';
import { moveOpeningStocks, moveStock } from './stockMovements';

/** What keeps a product from being deleted: the rows that name it, and what the user is told. */
const productUses = [
  [purchaseOrderLines, purchaseOrderLines.productId, '已用于采购单'],
  [stockOutLines, stockOutLines.productId, '已用于出库单'],
  [stockMovements, stockMovements.productId, '已有出入库记录'],
] as const;

/**
 * 产品 on the list engine: `/api/product` with permission prefix `product` and the enabled switch. The stock
 * is never a form field: the opening stock of an add becomes the first movement, and later changes come only
 * from purchase stock-ins and stock-outs, so an edit leaves it alone.
 */
export const productResource = defineResource({
  path: 'product',
  permission: 'product',
  declaration: productDeclaration,
  table: products,
  filterTargets: { blurry: { target: products.searchText, lowercased: true } },
  form: productFormSchema,
  prepare: async ({ openingStock: _openingStock, ...columns }) => columns,
  // The opening stock is the product's first movement, written in the add's transaction; an edit writes none.
  saveChildren: async (productId, form, { tx, auth, existing }) => {
    const openingStock = form.openingStock as number;
    if (existing || openingStock <= 0) return;
    // Watched by none: an opening stock only rises, so it never crosses the low-stock level (库存预警).
    await moveStock(
      tx,
      { companyId: auth.company.id, productId, quantity: openingStock, kind: 'opening', by: auth.user.id },
      null,
    );
  },
  // The same product: the same name, brand and model. An import's opening stocks move a batch at a time; an
  // update of a product already there leaves its stock alone, as an edit does.
  importing: {
    duplicateKey: ['name', 'brand', 'model'],
    addFields: productAddFields,
    saveChildrenOfMany: (records, { tx, auth }) =>
      moveOpeningStocks(tx, {
        companyId: auth.company.id,
        by: auth.user.id,
        stocks: records.map(({ id, form }) => ({ productId: id, quantity: form.openingStock as number })),
      }),
  },
  beforeDelete: async (ids, { tx }) => {
    // Locked first: a stock movement or an order line naming the product either commits before this looks
    // (and is seen) or waits for the delete (and then finds no product), never slips in between.
    await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(products.id)
      .for('update');
    for (const [table, productId, use] of productUses) {
      const [used] = await tx
        .select({ name: products.name })
        .from(products)
        .innerJoin(table, eq(productId, products.id))
        .where(inArray(products.id, ids))
        .limit(1);
      if (used) throw badRequest(`产品「${used.name}」${use}，不能删除`);
    }
  },
  titleOf: (row) => String(row.name),
  toggleField: 'enabled',
});
