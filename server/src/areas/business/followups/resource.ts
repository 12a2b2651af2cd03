import { eq } from 'drizzle-orm';
import { businessFollowupDeclaration } from '@yjf/area-business/domain/businessFollowupSchemas';
import { anyOf, belongsTo, namesPerson } from '../../../crud/dataScope';
import { defineResource } from '../../../crud/resourceDefinition';
import { users } from '../../../db/accountTables';
import { userName } from '../../../platform/accounts/userName';
import { customers } from '../../customers/schema';
import { completeFollowup, refreshFollowTimes } from '../../customers/followups/resource';
import { businessOpportunities } from '../opportunities/schema';
import { businessScope } from '../opportunities/resource';
import { businessFollowups } from './schema';

/** Who reaches an opportunity's follow-up: its follower, and whoever reaches the business opportunity. */
export const businessFollowupScope = anyOf(
  namesPerson(businessFollowups.followerId),
  belongsTo(businessFollowups.businessId, businessOpportunities, businessScope),
);

/** 商机跟进: `/api/businessFollowup`. Each write moves its business opportunity's follow-up times. */
export const businessFollowupResource = defineResource({
  path: 'businessFollowup',
  permission: 'businessFollowup',
  declaration: businessFollowupDeclaration,
  table: businessFollowups,
  projection: {
    businessName: businessOpportunities.name,
    customerName: customers.name,
    followerName: userName(users, 'follower_name'),
  },
  joins: (query) =>
    query
      .leftJoin(businessOpportunities, eq(businessOpportunities.id, businessFollowups.businessId))
      .leftJoin(customers, eq(customers.id, businessOpportunities.customerId))
      .leftJoin(users, eq(users.id, businessFollowups.followerId)),
  filterTargets: { blurry: { target: businessFollowups.searchText, lowercased: true } },
  dataScope: businessFollowupScope,
  prepare: async (form, context) => completeFollowup(form, context, context.existing),
  afterWrite: (rows, { tx }) =>
    refreshFollowTimes(
      tx,
      businessOpportunities,
      businessFollowups,
      businessFollowups.businessId,
      rows.map((row) => row.businessId as number),
    ),
  titleOf: (row) => `${String(row.businessName ?? '')} ${String(row.content).slice(0, 20)}`,
});
