import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { businessDeclaration } from '@yjf/area-business/domain/businessSchemas';
import { declaredColumns } from '../../../db/declaredColumns';
import { recordColumns } from '../../../crud/recordColumns';
import { users } from '../../../db/accountTables';
import { customers } from '../../customers/schema';
import { pendingFollowupTime } from '../../customers/followups/pendingFollowup';

/** 商机: a business opportunity with one of the company's customers. */
export const businessOpportunities = pgTable(
  'business_opportunities',
  {
    ...recordColumns(),
    ...declaredColumns(businessDeclaration, {
      /** A customer with opportunities cannot be deleted. */
      customerId: integer()
        .notNull()
        .references(() => customers.id, { onDelete: 'restrict' }),
      /** Fen. */
      estimatedAmount: bigint({ mode: 'number' }).notNull().default(0),
      expectedSignDate: date(),
      ownerId: integer().references(() => users.id, { onDelete: 'set null' }),
    }),
    /**
     * The project the opportunity became (转为项目), written by the conversion and cleared when that project is
     * deleted: the projects area keeps it, so this area reads it without knowing projects.
     */
    projectId: integer(),
    /**
     * The 下次跟进时间 its owner was last reminded of (跟进提醒): as the customers' (`customers/schema.ts`), set by
     * the reminder alone, outside the record's version.
     */
    followupRemindedFor: timestamp({ withTimezone: true }),
    /** What the fuzzy search (blurry) reads. */
    searchText: text()
      .notNull()
      .generatedAlwaysAs(sql`lower(name || ' ' || product_interests)`),
  },
  (t) => [
    index('business_company_id_idx').on(t.companyId, t.id),
    index('business_company_name_idx').on(t.companyId, t.name, t.id),
    index('business_company_amount_idx').on(t.companyId, t.estimatedAmount, t.id),
    index('business_company_sign_date_idx').on(t.companyId, t.expectedSignDate, t.id),
    index('business_company_next_follow_idx').on(t.companyId, t.nextFollowTime, t.id),
    // The every-minute reminder's read: the opportunities not yet reminded of their next follow-up time.
    index('business_followup_pending_idx').on(pendingFollowupTime(t.followupRemindedFor, t.nextFollowTime)),
    index('business_company_create_time_idx').on(t.companyId, t.createTime, t.id),
    index('business_company_update_time_idx').on(t.companyId, t.updateTime, t.id),
    index('business_company_status_idx').on(t.companyId, t.status),
    index('business_customer_idx').on(t.customerId),
    index('business_company_owner_idx').on(t.companyId, t.ownerId),
    index('business_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('business_search_chars_idx').using('gin', sql`string_to_array(${t.searchText}, null)`),
  ],
);
