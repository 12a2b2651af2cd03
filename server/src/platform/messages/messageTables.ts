import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { MESSAGE_RETENTION_DAYS, STOCK_ALERT_FALLBACK } from '@yjf/domain/messages';
import { companies, users } from '../../db/accountTables';

/**
 * One message to one user (消息中心). Made by `sendMessages` from the product's events and jobs; read, marked read
 * and listed only by its user; removed by the cleanup job after the company's retention.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of `MESSAGE_KINDS`. */
    kind: varchar({ length: 32 }).notNull(),
    title: varchar({ length: 200 }).notNull(),
    content: varchar({ length: 500 }).notNull().default(''),
    /** The page of the record it is about, opened from the message. */
    link: varchar({ length: 255 }),
    /**
     * Sent at most once per user with this key (a task's due day, a plan's 7-day notice): a job run repeated after
     * a crash, or two events about one thing, make one message.
     */
    dedupeKey: varchar({ length: 200 }),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readTime: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('messages_user_id_idx').on(t.userId, t.id),
    index('messages_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readTime} is null`),
    index('messages_company_time_idx').on(t.companyId, t.createTime),
    uniqueIndex('messages_user_dedupe_uq')
      .on(t.userId, t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
  ],
);

/** A kind of message a user has turned off (个人中心 › 消息设置); every kind is on until turned off. */
export const messageOptOuts = pgTable(
  'message_opt_outs',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 32 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** What a company's administrators set for its messages; a company without a row has the defaults. */
export const messageSettings = pgTable('message_settings', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id),
  /** Messages older than this many days are removed (the cleanup job). */
  retentionDays: integer().notNull().default(MESSAGE_RETENTION_DAYS.fallback),
  /** A product whose stock falls to this or below is reported (库存预警). */
  stockAlertThreshold: integer().notNull().default(STOCK_ALERT_FALLBACK),
  updateTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
