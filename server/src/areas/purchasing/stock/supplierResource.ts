import { eq, inArray } from 'drizzle-orm';
import { supplierDeclaration } from '@yjf/area-purchasing/domain/supplierSchemas';
import { defineResource } from '../../../crud/resourceDefinition';
import { badRequest } from '../../../http/errors';
import { purchaseOrders } from '../orders/schema';
import { suppliers } from './schema';

/** 供应商 on the list engine: `/api/supplier` with permission prefix `supplier`. */
export const supplierResource = defineResource({
  path: 'supplier',
  permission: 'supplier',
  declaration: supplierDeclaration,
  table: suppliers,
  filterTargets: { blurry: { target: suppliers.searchText, lowercased: true } },
  beforeDelete: async (ids, { tx }) => {
    // Locked first, so a purchase order added meanwhile is either seen here or waits for the delete.
    await tx
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(inArray(suppliers.id, ids))
      .orderBy(suppliers.id)
      .for('update');
    const [used] = await tx
      .select({ name: suppliers.name })
      .from(suppliers)
      .innerJoin(purchaseOrders, eq(purchaseOrders.supplierId, suppliers.id))
      .where(inArray(suppliers.id, ids))
      .limit(1);
    if (used) throw badRequest(`供应商「${used.name}」已有采购单，不能删除`);
  },
  importing: { duplicateKey: ['name'] },
  titleOf: (row) => String(row.name),
});
