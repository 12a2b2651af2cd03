import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { Attachment } from '@yjf/domain/attachments';
import { recordColumns } from '../../crud/recordColumns';
import { users } from '../accounts/schema';
import { businessOpportunities } from '../business/schema';
import { customers } from '../customers/schema';

/** What a follow-up of a customer and of a business opportunity both hold. */
const followupColumns = () => ({
  /** FOLLOW_METHODS */
  method: smallint().notNull(),
  content: varchar({ length: 1000 }).notNull(),
  followTime: timestamp({ withTimezone: true }).notNull(),
  nextFollowTime: timestamp({ withTimezone: true }),
  /** Who followed up: the user who records it. */
  followerId: integer().references(() => users.id, { onDelete: 'set null' }),
  attachments: jsonb().$type<Attachment[]>().notNull().default([]),
  searchText: text()
    .notNull()
    .generatedAlwaysAs(sql`lower(content)`),
});

/** 跟进记录 of a customer; deleted with it. */
export const customerFollowups = pgTable(
  'customer_followups',
  {
    ...recordColumns(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    ...followupColumns(),
  },
  (t) => [
    index('customer_followups_company_id_idx').on(t.companyId, t.id),
    index('customer_followups_company_time_idx').on(t.companyId, t.followTime, t.id),
    index('customer_followups_company_next_idx').on(t.companyId, t.nextFollowTime, t.id),
    index('customer_followups_company_create_idx').on(t.companyId, t.createTime, t.id),
    index('customer_followups_customer_idx').on(t.customerId, t.followTime),
    index('customer_followups_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('customer_followups_search_chars_idx').using('gin', sql`string_to_array(${t.searchText}, null)`),
  ],
);

/** 商机跟进: a follow-up of a business opportunity; deleted with it. */
export const businessFollowups = pgTable(
  'business_followups',
  {
    ...recordColumns(),
    businessId: integer()
      .notNull()
      .references(() => businessOpportunities.id, { onDelete: 'cascade' }),
    ...followupColumns(),
  },
  (t) => [
    index('business_followups_company_id_idx').on(t.companyId, t.id),
    index('business_followups_company_time_idx').on(t.companyId, t.followTime, t.id),
    index('business_followups_company_next_idx').on(t.companyId, t.nextFollowTime, t.id),
    index('business_followups_company_create_idx').on(t.companyId, t.createTime, t.id),
    index('business_followups_business_idx').on(t.businessId, t.followTime),
    index('business_followups_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('business_followups_search_chars_idx').using('gin', sql`string_to_array(${t.searchText}, null)`),
  ],
);
