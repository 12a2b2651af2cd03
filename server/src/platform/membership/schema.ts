import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies, users } from '../../db/accountTables';
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
    /**
     * `MEMBERSHIP_ORDER_STATUS`: 0 unpaid, 1 paid, 2 converted, 3 closed, 4 held, 5 refunded, 6 refunding,
     * 7 refund failed, 8 handled by hand.
     */
    status: smallint().notNull().default(0),
    /** What the company held when the order was priced (`OrderBasis`, stored by `basisToStored`). */
    basis: jsonb().$type<StoredOrderBasis>(),
    /** How the payment settled, when not as bought: the conversion, or why it is held. */
    settlement: varchar({ length: 300 }).notNull().default(''),
    /** A held order the platform settled by hand (handled): who, when and how. */
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

/**
 * A refund of a held payment, asked of the provider by the platform: one row an attempt, `refundNo` its
 * `out_refund_no` (the order number, R, the attempt), so asking again, or a notification, finds the same refund.
 * The provider's last answer is kept as it came.
 */
export const membershipRefunds = pgTable(
  'membership_refunds',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => membershipOrders.id),
    refundNo: varchar({ length: 64 }).notNull(),
    provider: varchar({ length: 20 }).notNull(),
    amountFen: integer().notNull(),
    /** What the payer's phone shows as the reason. */
    reason: varchar({ length: 80 }).notNull(),
    /** `REFUND_STATUS`: 0 processing, 1 success, 2 failed. */
    status: smallint().notNull().default(0),
    /** The provider's word for the state (SUCCESS, PROCESSING, CLOSED, ABNORMAL) or for its refusal. */
    providerStatus: varchar({ length: 40 }).notNull().default(''),
    providerRefundId: varchar({ length: 64 }).notNull().default(''),
    /** The provider's last answer or notification as it came, or the message of its refusal or silence. */
    providerAnswer: text().notNull().default(''),
    /** What the last answer means, as 会员订单 shows it (退款成功, 余额不足, 退款异常…). */
    message: varchar({ length: 200 }).notNull().default(''),
    requestedBy: integer()
      .notNull()
      .references(() => users.id),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedTime: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('membership_refunds_no_uq').on(t.refundNo), index('membership_refunds_order_idx').on(t.orderId)],
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
