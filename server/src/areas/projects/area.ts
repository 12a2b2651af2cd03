import type { App, AppContext } from '../../context';
import { resourceRoutes } from '../../crud/resourceRoutes';
import { businessConvertRoutes } from './projects/convertBusiness';
import { projectResource } from './projects/resource';
import { projectRoutes } from './projects/routes';
import { taskRoutes } from './tasks/routes';
import { taskResourceWithMessages } from './tasks/assignmentMessages';
import { schemeResource } from './schemes/resource';
import { schemeRoutes } from './schemes/routes';

/**
 * 项目 on the server: projects (and the conversion of a won opportunity into one), tasks (telling an assignee of
 * their task) and scheme drawings.
 */
export async function projectsArea(app: App, ctx: AppContext): Promise<void> {
  await businessConvertRoutes(app, ctx);
  await resourceRoutes(app, ctx, projectResource);
  await projectRoutes(app, ctx);
  await resourceRoutes(app, ctx, taskResourceWithMessages);
  await taskRoutes(app, ctx);
  await resourceRoutes(app, ctx, schemeResource);
  await schemeRoutes(app, ctx);
}
