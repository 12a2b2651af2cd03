import { integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/**
 * How many rows each company has in each record table, kept exact by database triggers (migration 0004:
 * `count_records`), whoever writes: the engine, a seed, another area's transaction. An unfiltered list reads
 * its total here instead of counting the company's rows on every page.
 */
export const recordCounts = pgTable(
  'record_counts',
  {
    tableName: varchar({ length: 63 }).notNull(),
    companyId: integer().notNull(),
    rows: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.companyId] })],
);
