import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import type { Attachment } from '@yjf/domain/attachments';
import { recordColumns } from '../../crud/recordColumns';
import { projects } from '../projects/schema';

/** 收款: one planned collection of a project (a stage) and what of it has been received. */
export const collections = pgTable(
  'collections',
  {
    ...recordColumns(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    /** 定金 1, 进度款 2, 尾款 3, 其他 4 (`COLLECTION_STAGES`). */
    stage: smallint().notNull(),
    /** Fen. */
    plannedAmount: bigint({ mode: 'number' }).notNull(),
    plannedDate: date({ mode: 'string' }),
    /** Fen. */
    receivedAmount: bigint({ mode: 'number' }).notNull().default(0),
    /** D006 */
    paymentAccount: smallint(),
    receivedDate: date({ mode: 'string' }),
    payer: varchar({ length: 50 }).notNull().default(''),
    /** The voucher (收款凭证). */
    attachments: jsonb().$type<Attachment[]>().notNull().default([]),
    remark: varchar({ length: 500 }).notNull().default(''),
    searchText: text()
      .notNull()
      .generatedAlwaysAs(sql`lower(payer || ' ' || remark)`),
  },
  (t) => [
    index('collections_company_id_idx').on(t.companyId, t.id),
    index('collections_project_idx').on(t.projectId),
    index('collections_company_planned_date_idx').on(t.companyId, t.plannedDate, t.id),
    index('collections_company_received_date_idx').on(t.companyId, t.receivedDate, t.id),
    index('collections_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('collections_search_chars_idx').using('gin', sql`string_to_array(${t.searchText}, null)`),
  ],
);
