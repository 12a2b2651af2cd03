import type { App, AppContext } from '../../context';
import { resourceRoutes } from '../../crud/resourceRoutes';
import { collectionResource } from './resource';
import { financeRoutes } from './routes';
import { projectSummaryRoutes } from './projectSummary';

/**
 * 收款 on the server: collections, their summary and the project summary that adds them to the work.
 */
export async function financeArea(app: App, ctx: AppContext): Promise<void> {
  await resourceRoutes(app, ctx, collectionResource);
  await financeRoutes(app, ctx);
  await projectSummaryRoutes(app, ctx);
}
