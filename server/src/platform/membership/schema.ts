import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies, users } from '../accounts/schema';
import type { StoredOrderBasis, StoredPlanState } from './storedPlan';

/**
 * A membership order (spec sections 3 and 9): what was bought, for how much, what the company held when it was
 * priced, and how its payment settled. Created unpaid by `POST api/wechat/codePay` with the amount the server
 * computed (closing the company's older unpaid orders); paid once by a genuine notification, and then applied as
 * bought, converted at its value, or held for the platform (see `membershipSettlement`).
 */
export const membershipOrders = pgTable(
  'membership_orders',
  {
    id: serial().primaryKey(),
    /** The browser's order number: 4 digit-letter pairs, a timestamp, `vip`. */
    orderNo: varchar({ length: 40 }).notNull(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** 1 renew (or downgrade), 2 upgrade. */
    type: smallint().notNull(),
    planCode: varchar({ length: 1 }).notNull(),
    /** Years bought (renew); 0 for an upgrade. */
    years: smallint().notNull(),
    /** Years the price was computed over (renew: years; upgrade: whole years left). */
    pricedYears: smallint().notNull(),
    /** Plan C extra staff. */
    extraStaff: integer().notNull().default(0),
    /** Staff accounts the company may have once paid: the plan's staff plus the extra. */
    capacity: integer().notNull(),
    amountFen: integer().notNull(),
    remark: varchar({ length: 200 }).notNull().default(''),
    /** `MEMBERSHIP_ORDER_STATUS`: 0 unpaid, 1 paid, 2 converted, 3 closed, 4 held, 5 refunded. */
    status: smallint().notNull().default(0),
    /** What the company held when the order was priced (`OrderBasis`, stored by `basisToStored`). */
    basis: jsonb().$type<StoredOrderBasis>(),
    /** How the payment settled, when not as bought: the conversion, or why it is held. */
    settlement: varchar({ length: 300 }).notNull().default(''),
    /** A held order the platform settled by hand: who, when and how. */
    handledBy: integer().references(() => users.id),
    handledNote: varchar({ length: 200 }).notNull().default(''),
    handledTime: timestamp({ withTimezone: true }),
    provider: varchar({ length: 20 }).notNull(),
    /** The QR code's URL, kept so the dialog can redraw it (刷新二维码) without a second provider order. */
    codeUrl: varchar({ length: 500 }).notNull(),
    transactionId: varchar({ length: 64 }),
    /** The company's plan before and after the payment, for the record (`planStateToStored`). */
    planBefore: jsonb().$type<StoredPlanState>(),
    planAfter: jsonb().$type<StoredPlanState>(),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidTime: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('membership_orders_no_uq').on(t.orderNo),
    index('membership_orders_company_idx').on(t.companyId, t.createTime),
    index('membership_orders_status_idx').on(t.status, t.id),
  ],
);

/** Every payment notification that arrived, applied or refused, and why: so a disputed payment can be explained. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    provider: varchar({ length: 20 }).notNull(),
    orderNo: varchar({ length: 40 }),
    transactionId: varchar({ length: 64 }),
    amountFen: integer(),
    /** applied, duplicate, refused */
    outcome: varchar({ length: 20 }).notNull(),
    reason: varchar({ length: 255 }).notNull().default(''),
    ip: varchar({ length: 64 }).notNull().default(''),
    receivedTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_notifications_order_idx').on(t.orderNo)],
);
