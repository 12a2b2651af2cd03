import type { App, AppContext } from '../../context';
import { resourceRoutes } from '../../crud/resourceRoutes';
import { businessFollowupResource } from './followups/resource';
import { businessResource } from './opportunities/resource';
import { businessWaitFollowRoutes } from './followups/waitFollow';
import { dashboardRoutes } from './dashboard/routes';

/** 商机管理 on the server: opportunities, their follow-ups and waiting list, and the dashboard's figures. */
export async function businessArea(app: App, ctx: AppContext): Promise<void> {
  await resourceRoutes(app, ctx, businessResource);
  await resourceRoutes(app, ctx, businessFollowupResource);
  await businessWaitFollowRoutes(app, ctx);
  await dashboardRoutes(app, ctx);
}
