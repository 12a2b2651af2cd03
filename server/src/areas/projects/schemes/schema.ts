import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { schemeDeclaration } from '@yjf/area-projects/domain/schemeSchemas';
import type { Attachment } from '@yjf/domain/attachments';
import { declaredColumns } from '../../../db/declaredColumns';
import { recordColumns } from '../../../crud/recordColumns';
import { users } from '../../../db/accountTables';
import { projects } from '../projects/schema';

/**
 * 方案图纸: drawings of a project. A new version is a new row of the same series (`seriesId`, the first
 * version's id) with the next revision; the old ones stay, and only the newest is `latest`.
 */
export const schemes = pgTable(
  'schemes',
  {
    ...recordColumns(),
    ...declaredColumns(schemeDeclaration, {
      projectId: integer()
        .notNull()
        .references(() => projects.id, { onDelete: 'restrict' }),
      revision: integer().notNull().default(1),
      designerId: integer().references(() => users.id, { onDelete: 'set null' }),
      /** SCHEME_STATUSES */
      status: smallint().notNull().default(0),
      files: jsonb().$type<Attachment[]>().notNull().default([]),
      latest: boolean().notNull().default(true),
    }),
    seriesId: integer(),
    searchText: text()
      .notNull()
      .generatedAlwaysAs(sql`lower(name || ' ' || description)`),
  },
  (t) => [
    index('schemes_company_id_idx').on(t.companyId, t.latest, t.id),
    index('schemes_project_idx').on(t.projectId),
    uniqueIndex('schemes_series_revision_uq').on(t.seriesId, t.revision),
    index('schemes_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('schemes_search_chars_idx').using('gin', sql`string_to_array(${t.searchText}, null)`),
  ],
);
