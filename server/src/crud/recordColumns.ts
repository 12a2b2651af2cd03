import { integer, serial, timestamp } from 'drizzle-orm/pg-core';
import { companies, users } from '../db/accountTables';

/**
 * The columns every business record has: its company (the tenant boundary), who created it, when, and a
 * version that grows with each change so a stale edit can be refused. A record table also gets the two
 * `count_records` triggers in its migration (see 0004 for customers), which keep `record_counts` exact.
 *
 * @example export const customers = pgTable('customers', { ...recordColumns(), name: varchar(...) }, ...)
 */
export const recordColumns = () => ({
  id: serial().primaryKey(),
  companyId: integer()
    .notNull()
    .references(() => companies.id),
  createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
  version: integer().notNull().default(1),
  createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updateTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
