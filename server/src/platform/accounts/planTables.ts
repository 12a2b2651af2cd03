import { integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/** The plan catalogue (spec "meal"): A, B and C, priced per year. Money is in fen (integer), never a float. */
export const plans = pgTable('plans', {
  code: varchar({ length: 1 }).primaryKey(),
  name: varchar({ length: 20 }).notNull(),
  /** Price of one year, in fen. */
  yearlyPriceFen: integer().notNull(),
  /** Discount in percent of the price: 80 is 0.8, shown as 8折. */
  discountPercent: smallint().notNull().default(100),
  /** Staff included (the plan's `includedStaff`; spec "number_of_taff"). */
  numberOfStaff: integer().notNull(),
  /** The menus the plan opens (spec "menuids"). */
  menuIds: integer().array().notNull(),
  sort: smallint().notNull().default(0),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
