import { boolean, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../db/accountTables';

/**
 * The answers of writes sent with an `Idempotency-Key` (http/idempotency.ts), one row per user and key: written in
 * the same transaction as the write itself, so a key has an answer exactly when its write is done. A retry of the
 * same write is answered from here; a day later the row is swept (请求应答清理).
 */
export const idempotentAnswers = pgTable(
  'idempotent_answers',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar({ length: 255 }).notNull(),
    /** The method, path and body the key was first sent with, hashed: the same key on another write is refused. */
    fingerprint: varchar({ length: 64 }).notNull(),
    status: integer().notNull(),
    contentType: varchar({ length: 200 }),
    /** The answer's body: its text, or in base64 when it is binary (a payment's QR code picture). */
    body: text().notNull(),
    binary: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotent_answers_created_idx').on(table.createdAt),
  ],
);
