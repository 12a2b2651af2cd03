import { pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Secrets the server makes for itself when none is configured, kept in the database so every instance over it
 * signs and checks with the same one (a sandbox payment started on one instance is confirmed on another).
 */
export const sharedSecrets = pgTable('shared_secrets', {
  name: varchar({ length: 50 }).primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
