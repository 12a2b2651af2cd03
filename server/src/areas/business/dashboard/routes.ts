import type { DashboardCharts, DashboardSummary } from '@yjf/area-business/domain/dashboard';
import { DICT } from '@yjf/domain/dictionaries';
import type { WaitFollowCounts } from '@yjf/area-customers/domain/followupSchemas';
import type { App, AppContext } from '../../../context';
import { authOf } from '../../../http/callerAuth';
import { dueCustomers, waitFollowCounts } from '../../customers/followups/waitFollow';
import { dueBusiness } from '../followups/waitFollow';
import { businessByStatus, customersByDict, dashboardScope, followupsPerDay, summaryCounts } from './charts';

const NO_COUNTS: WaitFollowCounts = { overdue: 0, today: 0, threeDays: 0, sevenDays: 0 };

/**
 * The home dashboard's numbers (`GET /api/dashboard/summary`) and charts (`GET /api/dashboard/charts`). Every
 * signed-in user has a home page; what it counts is the company's records the caller reaches (their roles'
 * 数据权限, as the lists count them), and a part the caller's plan or roles do not open (customers, business)
 * comes back empty rather than refused.
 */
export async function dashboardRoutes(app: App, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const may = async (request: Parameters<typeof authOf>[0], permission: string) =>
    (await ctx.catalog.check(authOf(request), permission)) === 'ok';

  app.get(
    '/api/dashboard/summary',
    { schema: { summary: '首页统计数字', operationId: 'dashboardSummary' } },
    async (request): Promise<DashboardSummary> => {
      const auth = authOf(request);
      const [seesCustomers, seesBusiness] = await Promise.all([
        may(request, 'customer:list'),
        may(request, 'business:list'),
      ]);
      const [counts, customerDue, businessDue] = await Promise.all([
        summaryCounts(db, await dashboardScope(db, auth)),
        seesCustomers ? waitFollowCounts(db, dueCustomers, auth, 'mine') : NO_COUNTS,
        seesBusiness ? waitFollowCounts(db, dueBusiness, auth, 'mine') : NO_COUNTS,
      ]);
      const due = Object.fromEntries(
        Object.keys(NO_COUNTS).map((key) => [
          key,
          customerDue[key as keyof WaitFollowCounts] + businessDue[key as keyof WaitFollowCounts],
        ]),
      ) as WaitFollowCounts;
      return {
        customers: seesCustomers ? counts.customers : 0,
        newCustomersThisMonth: seesCustomers ? counts.newCustomersThisMonth : 0,
        openBusiness: seesBusiness ? counts.openBusiness : 0,
        openBusinessAmount: seesBusiness ? counts.openBusinessAmount : 0,
        followupsThisMonth: seesCustomers || seesBusiness ? counts.followupsThisMonth : 0,
        due,
      };
    },
  );

  app.get(
    '/api/dashboard/charts',
    { schema: { summary: '首页图表', operationId: 'dashboardCharts' } },
    async (request): Promise<DashboardCharts> => {
      const scope = await dashboardScope(db, authOf(request));
      const [seesCustomers, seesBusiness] = await Promise.all([
        may(request, 'customer:list'),
        may(request, 'business:list'),
      ]);
      const [byType, byStatus, funnel, perDay] = await Promise.all([
        seesCustomers ? customersByDict(db, scope, DICT.channelType) : [],
        seesCustomers ? customersByDict(db, scope, DICT.channelStatus) : [],
        seesBusiness ? businessByStatus(db, scope) : [],
        seesCustomers || seesBusiness ? followupsPerDay(db, scope) : [],
      ]);
      return {
        customersByChannelType: byType,
        customersByStatus: byStatus,
        businessByStatus: funnel,
        followupsPerDay: perDay,
      };
    },
  );
}
