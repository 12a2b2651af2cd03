import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customerDeclaration } from '@yjf/area-customers/domain/customerSchemas';
import { declaredColumns } from '../../db/declaredColumns';
import { recordColumns } from '../../crud/recordColumns';
import { users } from '../../db/accountTables';
import { pendingFollowupTime } from './followups/pendingFollowup';

/** 渠道客户: a channel or end customer of an integrator company. */
export const customers = pgTable(
  'customers',
  {
    ...recordColumns(),
    ...declaredColumns(customerDeclaration, {
      ownerId: integer().references(() => users.id, { onDelete: 'set null' }),
    }),
    /**
     * The 下次跟进时间 its owner was last reminded of (跟进提醒, `followups/followupReminders.ts`): a customer whose
     * next follow-up time differs from it has not been reminded of that time yet. Not part of the record: the
     * reminder sets it without touching the version, so an edit under way is not refused for it.
     */
    followupRemindedFor: timestamp({ withTimezone: true }),
    /** What the fuzzy search (blurry) reads: name, contact and phone, lower-cased once on write. */
    searchText: text()
      .notNull()
      .generatedAlwaysAs(sql`lower(name || ' ' || contact_name || ' ' || phone)`),
  },
  (t) => [
    index('customers_company_id_idx').on(t.companyId, t.id),
    // One index per sortable field, so a sorted page reads ten index entries instead of sorting the company.
    index('customers_company_name_idx').on(t.companyId, t.name, t.id),
    index('customers_company_create_time_idx').on(t.companyId, t.createTime, t.id),
    index('customers_company_update_time_idx').on(t.companyId, t.updateTime, t.id),
    index('customers_company_last_follow_idx').on(t.companyId, t.lastFollowTime, t.id),
    index('customers_company_owner_idx').on(t.companyId, t.ownerId),
    index('customers_company_next_follow_idx').on(t.companyId, t.nextFollowTime, t.id),
    // The every-minute reminder's one read, across companies: the customers not yet reminded of their next
    // follow-up time, by that time (`followups/pendingFollowup.ts`).
    index('customers_followup_pending_idx').on(pendingFollowupTime(t.followupRemindedFor, t.nextFollowTime)),
    // Dictionary filters: a bitmap of one value instead of reading the company's every row.
    index('customers_company_channel_type_idx').on(t.companyId, t.channelType),
    index('customers_company_channel_status_idx').on(t.companyId, t.channelStatus),
    index('customers_company_intent_idx').on(t.companyId, t.intentDegree),
    // Fuzzy search (blurry): trigrams for three characters and more, single characters for one or two.
    index('customers_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('customers_search_chars_idx').using('gin', sql`string_to_array(${t.searchText}, null)`),
  ],
);
