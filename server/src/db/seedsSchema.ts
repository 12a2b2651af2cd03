import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Which seed steps have run, so that a first start seeds once and later starts add only new steps. */
export const seeds = pgTable('seeds', {
  name: varchar({ length: 100 }).primaryKey(),
  appliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
