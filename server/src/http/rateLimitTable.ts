import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The rate limits' counters, one row per route and client address: the hits of the current window and when it
 * began. In the database, so every server instance behind a proxy counts the same hits.
 */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: varchar({ length: 300 }).primaryKey(),
  windowStart: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  hits: integer().notNull(),
});
