import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Who changed what, when, from where, with the record before and after (spec: operation log). Written by the
 * engine's writer (`crud/operationLog.ts`) with every change; listed and exported by platform/logs.
 */
export const operationLogs = pgTable(
  'operation_logs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    companyId: integer().notNull(),
    userId: integer(),
    username: varchar({ length: 32 }).notNull().default(''),
    /** add, edit, delete, toggle, export */
    action: varchar({ length: 20 }).notNull(),
    /** The resource path (`customer`). */
    resource: varchar({ length: 50 }).notNull(),
    recordId: integer(),
    /** What a person reads in the log: 新增客户. */
    description: varchar({ length: 255 }).notNull(),
    ip: varchar({ length: 64 }).notNull().default(''),
    userAgent: varchar({ length: 255 }).notNull().default(''),
    before: jsonb(),
    after: jsonb(),
    durationMs: integer().notNull().default(0),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('operation_logs_company_time_idx').on(t.companyId, t.createTime),
    index('operation_logs_record_idx').on(t.resource, t.recordId),
    index('operation_logs_user_time_idx').on(t.userId, t.createTime),
  ],
);
