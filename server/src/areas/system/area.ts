import type { App, AppContext } from '../../context';
import { resourceRoutes } from '../../crud/resourceRoutes';
import { usersAccountRoutes } from './users/accountRoutes';
import { colleagueRoutes } from './users/colleagues';
import { userRoutes } from './users/userRoutes';
import { deptRoutes } from './departments/routes';
import { roleResource } from './roles/resource';
import { roleRoutes } from './roles/routes';
import { onlineRoutes } from './online/routes';
import { monitorRoutes } from './monitor/routes';
import { storageRoutes } from './storage/routes';
import { adRoutes } from './ads/routes';
import { databaseUpgradeRoutes } from './databaseUpgrade/routes';
import { druidRoutes } from './druid/routes';
import { jobRoutes } from './jobs/routes';

/**
 * 系统管理 on the server: the personal center and colleagues, users, departments, roles, online users, the
 * monitor, storage and pictures, ads, database upgrades, the SQL monitor and 定时任务.
 */
export async function systemArea(app: App, ctx: AppContext): Promise<void> {
  await usersAccountRoutes(app, ctx);
  await colleagueRoutes(app, ctx);
  await userRoutes(app, ctx);
  await deptRoutes(app, ctx);
  await resourceRoutes(app, ctx, roleResource);
  await roleRoutes(app, ctx);
  await onlineRoutes(app, ctx);
  await monitorRoutes(app, ctx);
  await storageRoutes(app, ctx);
  await adRoutes(app, ctx);
  await databaseUpgradeRoutes(app, ctx);
  await druidRoutes(app, ctx);
  await jobRoutes(app, ctx);
}
