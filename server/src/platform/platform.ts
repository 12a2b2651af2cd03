import type { App, AppContext } from '../context';
import { healthRoutes } from './health/routes';
import { authRoutes } from './auth/routes';
import { menuRoutes } from './menus/routes';
import { dictRoutes } from './dicts/routes';
import { attachmentRoutes } from './attachments/routes';
import { membershipRoutes } from './membership/routes';
import { notifyRoutes } from './membership/notifyRoutes';
import { membershipOrderRoutes } from './membership/orderListRoutes';
import { sandboxPageRoutes } from './membership/sandboxPage';
import { planRoutes } from './plans/routes';
import { logRoutes } from './logs/routes';
import { releaseRoutes } from './releases/routes';
import { releaseHealthRoutes } from './releases/healthRoutes';
import { remotesRoutes } from './remotes/routes';
import { socketRoutes } from './sockets/socketRoutes';
import { messageRoutes } from './messages/routes';

/**
 * The platform kernel's routes: health, sign-in and sessions, menus, dictionaries, attachments, plans and membership
 * (with the payment notices and the sandbox page), the logs, releases and the remotes the shell loads; the
 * socket every page opens (`/websocket`, whose channels the areas add to) and 消息中心.
 */
export async function platformRoutes(app: App, ctx: AppContext): Promise<void> {
  await socketRoutes(app, ctx);
  await healthRoutes(app, ctx);
  await authRoutes(app, ctx);
  await menuRoutes(app, ctx);
  await dictRoutes(app, ctx);
  await attachmentRoutes(app, ctx);
  await membershipRoutes(app, ctx);
  await notifyRoutes(app, ctx);
  await membershipOrderRoutes(app, ctx);
  await sandboxPageRoutes(app, ctx);
  await planRoutes(app, ctx);
  await logRoutes(app, ctx);
  await messageRoutes(app, ctx);
  await releaseRoutes(app, ctx);
  await releaseHealthRoutes(app, ctx);
  await remotesRoutes(app, ctx);
}
