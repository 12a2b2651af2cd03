import type { App, AppContext } from '../../context';
import { resourceRoutes } from '../../crud/resourceRoutes';
import { businessFollowupResource, customerFollowupResource } from './followups/resources';
import { businessResource } from './opportunities/resource';
import { waitFollowRoutes } from './followups/waitFollow';
import { dashboardRoutes } from './dashboard/routes';

/**
 * 商机 and 跟进 on the server: opportunities, the customer and opportunity follow-ups, the waiting lists and the
 * dashboard's figures.
 */
export async function businessArea(app: App, ctx: AppContext): Promise<void> {
  await resourceRoutes(app, ctx, customerFollowupResource);
  await resourceRoutes(app, ctx, businessResource);
  await resourceRoutes(app, ctx, businessFollowupResource);
  await waitFollowRoutes(app, ctx);
  await dashboardRoutes(app, ctx);
}
