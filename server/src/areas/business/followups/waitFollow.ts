import { and, eq, isNotNull, notInArray } from 'drizzle-orm';
import { CLOSED_BUSINESS_STATUSES } from '@yjf/area-business/domain/businessSchemas';
import type { App, AppContext } from '../../../context';
import { userName } from '../../../platform/accounts/userName';
import { customers } from '../../customers/schema';
import { owner, waitingListRoute, type Due } from '../../customers/followups/waitFollow';
import { businessOpportunities as business } from '../opportunities/schema';
import { businessScope } from '../opportunities/resource';

/** Which opportunities wait for a follow-up at all: still open (not 成功 or 无效), with a planned time. */
export const businessWaits = and(
  notInArray(business.status, [...CLOSED_BUSINESS_STATUSES]),
  isNotNull(business.nextFollowTime),
)!;

/** Business opportunities waiting for a follow-up: the company's that wait, or the caller's own. */
export const dueBusiness: Due = {
  table: business,
  where: (auth, scope) =>
    and(
      eq(business.companyId, auth.company.id),
      businessWaits,
      scope === 'mine' ? eq(business.ownerId, auth.user.id) : undefined,
    )!,
  reach: businessScope,
};

/** 待跟进商机: `GET /api/businessFollowup/waitFollow`, soonest first. */
export async function businessWaitFollowRoutes(app: App, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  waitingListRoute(app, ctx, {
    url: '/api/businessFollowup/waitFollow',
    permission: 'business:list',
    summary: '待跟进商机',
    operationId: 'businessWaitFollow',
    due: dueBusiness,
    rows: () =>
      db
        .select({
          id: business.id,
          version: business.version,
          name: business.name,
          customerId: business.customerId,
          customerName: customers.name,
          status: business.status,
          intentDegree: business.intentDegree,
          estimatedAmount: business.estimatedAmount,
          ownerName: userName(owner, 'owner_name'),
          nextFollowTime: business.nextFollowTime,
          lastFollowTime: business.lastFollowTime,
        })
        .from(business)
        .leftJoin(customers, eq(customers.id, business.customerId))
        .leftJoin(owner, eq(owner.id, business.ownerId))
        .$dynamic(),
  });
}
