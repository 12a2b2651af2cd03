import { boolean, index, integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../../db/accountTables';

const at = () => timestamp({ withTimezone: true });

/** A signed-in browser: the token is never stored, only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial().primaryKey(),
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer().notNull(),
    rememberMe: boolean().notNull().default(false),
    ip: varchar({ length: 64 }).notNull().default(''),
    userAgent: varchar({ length: 255 }).notNull().default(''),
    createdAt: at().notNull().defaultNow(),
    lastSeenAt: at().notNull().defaultNow(),
    expiresAt: at().notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_company_idx').on(t.companyId)],
);

/** Wrong passwords, for the lock after five within fifteen minutes. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial().primaryKey(),
    username: varchar({ length: 32 }).notNull(),
    ip: varchar({ length: 64 }).notNull().default(''),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index('login_failures_username_idx').on(t.username, t.createdAt)],
);

/** The answer of the latest picture shown for a phone: single use, two minutes. */
export const captchas = pgTable('captchas', {
  phone: varchar({ length: 11 }).primaryKey(),
  answer: varchar({ length: 8 }).notNull(),
  expiresAt: at().notNull(),
});

/** The latest SMS code of a phone: five minutes, five wrong tries at most. */
export const smsCodes = pgTable('sms_codes', {
  phone: varchar({ length: 11 }).primaryKey(),
  code: varchar({ length: 6 }).notNull(),
  attempts: smallint().notNull().default(0),
  expiresAt: at().notNull(),
});

/** Every SMS sent, for the per-phone limits (one a minute, ten a day). */
export const smsSends = pgTable(
  'sms_sends',
  {
    id: serial().primaryKey(),
    phone: varchar({ length: 11 }).notNull(),
    ip: varchar({ length: 64 }).notNull().default(''),
    sentAt: at().notNull().defaultNow(),
  },
  (t) => [index('sms_sends_phone_idx').on(t.phone, t.sentAt)],
);

/** The server's RSA key pair for fields the browser encrypts with the public key (the password of updateEmail). */
export const serverKeys = pgTable('server_keys', {
  name: varchar({ length: 32 }).primaryKey(),
  publicPem: varchar({ length: 1024 }).notNull(),
  privatePem: varchar({ length: 4096 }).notNull(),
  createdAt: at().notNull().defaultNow(),
});
