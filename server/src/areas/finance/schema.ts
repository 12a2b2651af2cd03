import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { collectionDeclaration } from '@yjf/area-finance/domain/collectionSchemas';
import type { Attachment } from '@yjf/domain/attachments';
import { declaredColumns } from '../../db/declaredColumns';
import { recordColumns } from '../../crud/recordColumns';
import { projects } from '../projects/projects/schema';

/** 收款: one planned collection of a project (a stage) and what of it has been received. */
export const collections = pgTable(
  'collections',
  {
    ...recordColumns(),
    /** The declared fields; the stage (`COLLECTION_STAGES`) and the account (D006) as smallint codes. */
    ...declaredColumns(collectionDeclaration, {
      projectId: integer()
        .notNull()
        .references(() => projects.id, { onDelete: 'restrict' }),
      /** Fen. */
      plannedAmount: bigint({ mode: 'number' }).notNull(),
      plannedDate: date({ mode: 'string' }),
      /** Fen. */
      receivedAmount: bigint({ mode: 'number' }).notNull().default(0),
      receivedDate: date({ mode: 'string' }),
      attachments: jsonb().$type<Attachment[]>().notNull().default([]),
    }),
    searchText: text()
      .notNull()
      .generatedAlwaysAs(sql`lower(payer || ' ' || remark)`),
  },
  (t) => [
    index('collections_company_id_idx').on(t.companyId, t.id),
    index('collections_project_idx').on(t.projectId),
    index('collections_company_planned_date_idx').on(t.companyId, t.plannedDate, t.id),
    index('collections_company_received_date_idx').on(t.companyId, t.receivedDate, t.id),
    // The daily overdue reminder reads the collections of every company not fully received, by planned date.
    index('collections_open_planned_idx')
      .on(t.plannedDate, t.id)
      .where(sql`${t.receivedAmount} < ${t.plannedAmount}`),
    index('collections_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('collections_search_chars_idx').using('gin', sql`string_to_array(${t.searchText}, null)`),
  ],
);
