import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { Attachment } from '@yjf/domain/attachments';
import { recordColumns } from '../../crud/recordColumns';
import { users } from '../accounts/schema';
import { projects } from '../projects/schema';

/**
 * 方案图纸: drawings of a project. A new version is a new row of the same series (`seriesId`, the first
 * version's id) with the next revision; the old ones stay, and only the newest is `latest`.
 */
export const schemes = pgTable(
  'schemes',
  {
    ...recordColumns(),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    seriesId: integer(),
    revision: integer().notNull().default(1),
    latest: boolean().notNull().default(true),
    name: varchar({ length: 100 }).notNull(),
    designerId: integer().references(() => users.id, { onDelete: 'set null' }),
    description: varchar({ length: 1000 }).notNull().default(''),
    /** SCHEME_STATUSES */
    status: smallint().notNull().default(0),
    files: jsonb().$type<Attachment[]>().notNull().default([]),
    searchText: text()
      .notNull()
      .generatedAlwaysAs(sql`lower(name || ' ' || description)`),
  },
  (t) => [
    index('schemes_company_id_idx').on(t.companyId, t.latest, t.id),
    index('schemes_project_idx').on(t.projectId),
    uniqueIndex('schemes_series_revision_uq').on(t.seriesId, t.revision),
    index('schemes_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);
