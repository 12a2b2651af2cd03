import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { productDeclaration, type StockMovementKind } from '@yjf/area-purchasing/domain/productSchemas';
import { supplierDeclaration } from '@yjf/area-purchasing/domain/supplierSchemas';
import { declaredColumns } from '../../../db/declaredColumns';
import { recordColumns } from '../../../crud/recordColumns';
import { companies, users } from '../../../db/accountTables';

/** 产品: equipment the company buys and ships, with its stock on hand (never below zero). */
export const products = pgTable(
  'products',
  {
    ...recordColumns(),
    ...declaredColumns(productDeclaration, {
      /** Fen. */
      costPrice: bigint({ mode: 'number' }).notNull().default(0),
      /** Fen. */
      salePrice: bigint({ mode: 'number' }).notNull().default(0),
      /** Units on hand; changed only together with a `stock_movements` row. */
      stock: integer().notNull().default(0),
    }),
    searchText: text()
      .notNull()
      .generatedAlwaysAs(sql`lower(name || ' ' || brand || ' ' || model || ' ' || category)`),
  },
  (t) => [
    index('products_company_id_idx').on(t.companyId, t.id),
    index('products_company_name_idx').on(t.companyId, t.name),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('products_search_chars_idx').using('gin', sql`string_to_array(${t.searchText}, null)`),
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
  ],
);

/** 供应商 */
export const suppliers = pgTable(
  'suppliers',
  {
    ...recordColumns(),
    ...declaredColumns(supplierDeclaration),
    searchText: text()
      .notNull()
      .generatedAlwaysAs(sql`lower(name || ' ' || contact || ' ' || phone)`),
  },
  (t) => [
    index('suppliers_company_id_idx').on(t.companyId, t.id),
    index('suppliers_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('suppliers_search_chars_idx').using('gin', sql`string_to_array(${t.searchText}, null)`),
  ],
);

/**
 * One change of a product's stock: what moved it (`kind`), the signed quantity, the stock after it, and the
 * purchase order or stock-out behind it. Written in the same transaction as the change (`stockMovements.ts`).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    kind: varchar({ length: 10 }).$type<StockMovementKind>().notNull(),
    quantity: integer().notNull(),
    balance: integer().notNull(),
    /** Plain ids: a movement is history; an order or stock-out with movements can no longer be deleted. */
    purchaseOrderId: integer(),
    stockOutId: integer(),
    reference: varchar({ length: 30 }).notNull().default(''),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_movements_product_idx').on(t.productId, t.id)],
);
