import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { stockOutDeclaration } from '@yjf/area-purchasing/domain/stockOutSchemas';
import { declaredColumns } from '../../../db/declaredColumns';
import { recordColumns } from '../../../crud/recordColumns';
import { users } from '../../../db/accountTables';
import { projects } from '../../projects/projects/schema';
import { products } from '../stock/schema';

/** 出库单: equipment leaving for a project; D008 status 未审核 1 → 未出库 2 → 已出库 3. */
export const stockOuts = pgTable(
  'stock_outs',
  {
    ...recordColumns(),
    ...declaredColumns(stockOutDeclaration, {
      projectId: integer()
        .notNull()
        .references(() => projects.id, { onDelete: 'restrict' }),
      /** D008 */
      status: smallint().notNull().default(1),
    }),
    reviewedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    outBy: integer().references(() => users.id, { onDelete: 'set null' }),
    searchText: text()
      .notNull()
      .generatedAlwaysAs(sql`lower(code || ' ' || remark)`),
  },
  (t) => [
    index('stock_outs_company_id_idx').on(t.companyId, t.id),
    uniqueIndex('stock_outs_company_code_uq').on(t.companyId, t.code),
    index('stock_outs_company_status_idx').on(t.companyId, t.status),
    index('stock_outs_project_idx').on(t.projectId),
    index('stock_outs_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('stock_outs_search_chars_idx').using('gin', sql`string_to_array(${t.searchText}, null)`),
  ],
);

/**
 * One product of a stock-out, how many units leave and what one is worth: the product's 成本价 when the line was
 * written (lines are rewritten only while unreviewed), kept so that a printed 出库单 says the same amount
 * however the product's price changes later.
 */
export const stockOutLines = pgTable(
  'stock_out_lines',
  {
    id: serial().primaryKey(),
    stockOutId: integer()
      .notNull()
      .references(() => stockOuts.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    quantity: integer().notNull(),
    /** Fen. */
    unitCost: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('stock_out_lines_stock_out_idx').on(t.stockOutId, t.id),
    index('stock_out_lines_product_idx').on(t.productId),
  ],
);
