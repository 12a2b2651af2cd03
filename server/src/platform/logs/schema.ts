import { bigserial, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A request that failed with a server error: who, what and where, with the stack for the administrators. */
export const errorLogs = pgTable(
  'error_logs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** Null when the request had no signed-in user. */
    companyId: integer(),
    userId: integer(),
    username: varchar({ length: 32 }).notNull().default(''),
    method: varchar({ length: 10 }).notNull(),
    url: varchar({ length: 500 }).notNull(),
    /** What the request was for, in words (the route, or the resource's action). */
    description: varchar({ length: 255 }).notNull().default(''),
    message: varchar({ length: 1000 }).notNull(),
    stack: text().notNull().default(''),
    ip: varchar({ length: 64 }).notNull().default(''),
    userAgent: varchar({ length: 255 }).notNull().default(''),
    durationMs: integer().notNull().default(0),
    /**
     * The request's id: what its answer said to the user (请求编号 in the notification) and what the server's log
     * lines carry, so an administrator finds the error from a user's screenshot.
     */
    requestId: varchar({ length: 64 }).notNull().default(''),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('error_logs_company_time_idx').on(t.companyId, t.createTime)],
);
