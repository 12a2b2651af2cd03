import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { purchaseOrderDeclaration } from '@yjf/area-purchasing/domain/purchaseOrderSchemas';
import { declaredColumns } from '../../../db/declaredColumns';
import { recordColumns } from '../../../crud/recordColumns';
import { users } from '../../../db/accountTables';
import { projects } from '../../projects/projects/schema';
import { products, suppliers } from '../stock/schema';

/** 采购单: equipment ordered from a supplier; D007 status; received line by line. */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    ...recordColumns(),
    ...declaredColumns(purchaseOrderDeclaration, {
      supplierId: integer()
        .notNull()
        .references(() => suppliers.id, { onDelete: 'restrict' }),
      projectId: integer().references(() => projects.id, { onDelete: 'restrict' }),
      /** Fen: the sum of the lines. */
      totalAmount: bigint({ mode: 'number' }).notNull().default(0),
      /** D007 */
      status: smallint().notNull().default(0),
    }),
    reviewedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    searchText: text()
      .notNull()
      .generatedAlwaysAs(sql`lower(code || ' ' || remark)`),
  },
  (t) => [
    index('purchase_orders_company_id_idx').on(t.companyId, t.id),
    uniqueIndex('purchase_orders_company_code_uq').on(t.companyId, t.code),
    index('purchase_orders_company_status_idx').on(t.companyId, t.status),
    index('purchase_orders_supplier_idx').on(t.supplierId),
    index('purchase_orders_project_idx').on(t.projectId),
    index('purchase_orders_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('purchase_orders_search_chars_idx').using('gin', sql`string_to_array(${t.searchText}, null)`),
  ],
);

/** One product of a purchase order: how many, at what price, how many received so far. */
export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    quantity: integer().notNull(),
    /** Fen. */
    unitPrice: bigint({ mode: 'number' }).notNull(),
    receivedQuantity: integer().notNull().default(0),
  },
  (t) => [
    index('purchase_order_lines_order_idx').on(t.orderId, t.id),
    index('purchase_order_lines_product_idx').on(t.productId),
    check('purchase_order_lines_received_range', sql`${t.receivedQuantity} between 0 and ${t.quantity}`),
  ],
);
