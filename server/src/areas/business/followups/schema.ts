import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { businessFollowupDeclaration } from '@yjf/area-business/domain/businessFollowupSchemas';
import { declaredColumns } from '../../../db/declaredColumns';
import { recordColumns } from '../../../crud/recordColumns';
import { followupColumns, followupSearchText } from '../../customers/followups/schema';
import { businessOpportunities } from '../opportunities/schema';

/** 商机跟进: a follow-up of a business opportunity; deleted with it. */
export const businessFollowups = pgTable(
  'business_followups',
  {
    ...recordColumns(),
    ...declaredColumns(businessFollowupDeclaration, {
      businessId: integer()
        .notNull()
        .references(() => businessOpportunities.id, { onDelete: 'cascade' }),
      ...followupColumns(),
    }),
    searchText: followupSearchText(),
  },
  (t) => [
    index('business_followups_company_id_idx').on(t.companyId, t.id),
    index('business_followups_company_time_idx').on(t.companyId, t.followTime, t.id),
    index('business_followups_company_next_idx').on(t.companyId, t.nextFollowTime, t.id),
    index('business_followups_company_create_idx').on(t.companyId, t.createTime, t.id),
    index('business_followups_business_idx').on(t.businessId, t.followTime),
    index('business_followups_follower_idx').on(t.followerId, t.companyId, t.id),
    index('business_followups_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('business_followups_search_chars_idx').using('gin', sql`string_to_array(${t.searchText}, null)`),
  ],
);
