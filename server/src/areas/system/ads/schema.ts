import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../../crud/recordColumns';

/**
 * An advertisement the platform shows (spec section 3, advertisement positions: top 1, home carousel 2,
 * excellent integrator upper 3, lower 4, product list 5, mini-program home 6). Only the platform company has them.
 */
export const advertisements = pgTable(
  'advertisements',
  {
    ...recordColumns(),
    title: varchar({ length: 100 }).notNull(),
    /** 1..6, see the spec's positions. */
    position: smallint().notNull(),
    /** The picture's storage path, as an attachment. */
    image: varchar({ length: 255 }).notNull().default(''),
    link: varchar({ length: 500 }).notNull().default(''),
    sort: integer().notNull().default(999),
    enabled: boolean().notNull().default(true),
    startDate: date({ mode: 'string' }),
    endDate: date({ mode: 'string' }),
    searchText: text()
      .notNull()
      .generatedAlwaysAs(sql`lower(title || ' ' || link)`),
  },
  (t) => [
    index('advertisements_company_id_idx').on(t.companyId, t.id),
    index('advertisements_position_idx').on(t.companyId, t.position, t.sort),
    index('advertisements_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('advertisements_search_chars_idx').using('gin', sql`string_to_array(${t.searchText}, null)`),
  ],
);
