import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { customerFollowupDeclaration } from '@yjf/area-customers/domain/followupSchemas';
import type { Attachment } from '@yjf/domain/attachments';
import { declaredColumns } from '../../../db/declaredColumns';
import { recordColumns } from '../../../crud/recordColumns';
import { users } from '../../../db/accountTables';
import { customers } from '../schema';

/**
 * The columns of a follow-up given by hand: the follower's reference and the attachments. The business area's
 * 商机跟进 has the same.
 */
export const followupColumns = () => ({
  /** Who followed up: the user who records it. */
  followerId: integer().references(() => users.id, { onDelete: 'set null' }),
  attachments: jsonb().$type<Attachment[]>().notNull().default([]),
});

/** What the fuzzy search (blurry) of a follow-up reads. */
export const followupSearchText = () =>
  text()
    .notNull()
    .generatedAlwaysAs(sql`lower(content)`);

/** 跟进记录 of a customer; deleted with it. */
export const customerFollowups = pgTable(
  'customer_followups',
  {
    ...recordColumns(),
    ...declaredColumns(customerFollowupDeclaration, {
      customerId: integer()
        .notNull()
        .references(() => customers.id, { onDelete: 'cascade' }),
      ...followupColumns(),
    }),
    searchText: followupSearchText(),
  },
  (t) => [
    index('customer_followups_company_id_idx').on(t.companyId, t.id),
    index('customer_followups_company_time_idx').on(t.companyId, t.followTime, t.id),
    index('customer_followups_company_next_idx').on(t.companyId, t.nextFollowTime, t.id),
    index('customer_followups_company_create_idx').on(t.companyId, t.createTime, t.id),
    index('customer_followups_customer_idx').on(t.customerId, t.followTime),
    // A 本级 or 自定义 user's follow-ups are found by their follower (crud/dataScope.ts), and so are the rows a
    // user's delete sets to null: the follower leads.
    index('customer_followups_follower_idx').on(t.followerId, t.companyId, t.id),
    index('customer_followups_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('customer_followups_search_chars_idx').using('gin', sql`string_to_array(${t.searchText}, null)`),
  ],
);
