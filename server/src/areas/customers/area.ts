import type { App, AppContext } from '../../context';
import { resourceRoutes } from '../../crud/resourceRoutes';
import { customerResource } from './resource';

/**
 * 渠道客户 on the server.
 */
export async function customersArea(app: App, ctx: AppContext): Promise<void> {
  await resourceRoutes(app, ctx, customerResource);
}
