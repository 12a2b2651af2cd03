import { bigserial, boolean, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Each SQL file a platform administrator ran through `/api/database/upload`, whether it went in or not. */
export const databaseUpgrades = pgTable('database_upgrades', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  filename: varchar({ length: 255 }).notNull(),
  sha256: varchar({ length: 64 }).notNull(),
  bytes: integer().notNull(),
  statements: integer().notNull().default(0),
  succeeded: boolean().notNull(),
  /** 执行成功, or the database's error. */
  message: varchar({ length: 1000 }).notNull(),
  durationMs: integer().notNull().default(0),
  userId: integer(),
  username: varchar({ length: 32 }).notNull().default(''),
  createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
