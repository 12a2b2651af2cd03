import type { App, AppContext } from '../../context';
import { resourceRoutes } from '../../crud/resourceRoutes';
import { customerFollowupResource } from './followups/resource';
import { waitFollowRoutes } from './followups/waitFollow';
import { customerResource } from './resource';

/** 渠道客户 on the server: customers, their follow-ups and the waiting list 待跟进客户. */
export async function customersArea(app: App, ctx: AppContext): Promise<void> {
  await resourceRoutes(app, ctx, customerResource);
  await resourceRoutes(app, ctx, customerFollowupResource);
  await waitFollowRoutes(app, ctx);
}
