import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../crud/recordColumns';
import { users } from '../accounts/schema';
import { businessOpportunities } from '../business/schema';
import { customers } from '../customers/schema';

/**
 * 项目: what a won business opportunity becomes. Issue 6 creates it (name, customer, amount); the project
 * screens and their further fields come with the projects area.
 */
export const projects = pgTable(
  'projects',
  {
    ...recordColumns(),
    name: varchar({ length: 100 }).notNull(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    /** The business opportunity it was converted from; one project per opportunity. */
    businessId: integer().references(() => businessOpportunities.id, { onDelete: 'set null' }),
    /** Fen. */
    contractAmount: bigint({ mode: 'number' }).notNull().default(0),
    /** D004; a new project is 新签 (0). */
    status: smallint().notNull().default(0),
    ownerId: integer().references(() => users.id, { onDelete: 'set null' }),
    remark: varchar({ length: 500 }).notNull().default(''),
  },
  (t) => [
    index('projects_company_id_idx').on(t.companyId, t.id),
    index('projects_customer_idx').on(t.customerId),
    uniqueIndex('projects_business_uq')
      .on(t.businessId)
      .where(sql`${t.businessId} is not null`),
  ],
);
