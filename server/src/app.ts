import Fastify, { LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import '@yjf/domain/zod';
import type { App, AppContext, AppServices } from './context';
import { MenuCatalog } from './areas/menus/catalog';
import { menuRoutes } from './areas/menus/routes';
import { answerFrameworkError, registerErrorHandling } from './http/errors';
import { addSecurityHeaders, registerSecurityHeaders } from './http/securityHeaders';
import { registerRouteRegistry } from './http/routeRegistry';
import { registerNulCharacterGuard } from './http/nulCharacters';
import { registerStaticFiles } from './http/staticFiles';
import { healthRoutes } from './areas/health/routes';
import { remotesRoutes } from './areas/remotes/routes';
import { authRoutes } from './areas/auth/routes';
import { usersAccountRoutes } from './areas/users/accountRoutes';
import { registerAuthentication } from './http/authenticate';
import { dictRoutes } from './areas/dicts/routes';
import { attachmentRoutes } from './areas/attachments/routes';
import { businessConvertRoutes } from './areas/projects/convertBusiness';
import { businessResource } from './areas/business/resource';
import { dashboardRoutes } from './areas/dashboard/routes';
import { businessFollowupResource, customerFollowupResource } from './areas/followups/resources';
import { waitFollowRoutes } from './areas/followups/waitFollow';
import { colleagueRoutes } from './areas/users/colleagues';
import { resourceRoutes } from './crud/resourceRoutes';
import { customerResource } from './areas/customers/resource';
import { membershipRoutes } from './areas/membership/routes';
import { notifyRoutes } from './areas/membership/notifyRoutes';
import { membershipOrderRoutes } from './areas/membership/orderListRoutes';
import { sandboxPageRoutes } from './areas/membership/sandboxPage';
import { planRoutes } from './areas/plans/routes';
import { storageRoutes } from './areas/storage/routes';
import { adRoutes } from './areas/ads/routes';
import { projectResource } from './areas/projects/resource';
import { projectRoutes } from './areas/projects/routes';
import { schemeResource } from './areas/schemes/resource';
import { schemeRoutes } from './areas/schemes/routes';
import { taskResource } from './areas/tasks/resource';
import { taskRoutes } from './areas/tasks/routes';
import { collectionResource } from './areas/finance/resource';
import { financeRoutes } from './areas/finance/routes';
import { projectSummaryRoutes } from './areas/finance/projectSummary';
import { productResource } from './areas/stock/productResource';
import { supplierResource } from './areas/stock/supplierResource';
import { stockRoutes } from './areas/stock/routes';
import { purchaseOrderResource } from './areas/purchasing/resource';
import { purchaseOrderRoutes } from './areas/purchasing/routes';
import { stockOutResource } from './areas/stockOuts/resource';
import { stockOutRoutes } from './areas/stockOuts/routes';
import { userRoutes } from './areas/users/userRoutes';
import { deptRoutes } from './areas/departments/routes';
import { registerApiDocs } from './http/apiDocs';
import { releaseRoutes } from './areas/releases/routes';
import { databaseUpgradeRoutes } from './areas/databaseUpgrade/routes';
import { druidRoutes } from './areas/druid/routes';
import { logRoutes } from './areas/logs/routes';
import { onlineRoutes } from './areas/online/routes';
import { monitorRoutes } from './areas/monitor/routes';
import { roleResource } from './areas/roles/resource';
import { roleRoutes } from './areas/roles/routes';

/** Builds the whole HTTP application on an opened database; `listen` is the caller's business. */
export async function buildApp(services: AppServices): Promise<App> {
  const ctx: AppContext = { ...services, catalog: new MenuCatalog(services.database.db) };
  const app = Fastify({
    logger: ctx.config.logLevel === 'silent' ? false : { level: ctx.config.logLevel },
    // One line per request is noise at info level; errors are logged where they are handled.
    logController: new LogController({ disableRequestLogging: true }),
    // Trust one hop only, the proxy itself: the client is the address it appended to X-Forwarded-For last,
    // not one the client wrote there (which would let it dodge the per-address rate limits).
    trustProxy: ctx.config.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    bodyLimit: 1048576,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: (error, request, reply) => answerFrameworkError(error, request, addSecurityHeaders(reply)),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerSecurityHeaders(app, { hstsMaxAge: ctx.config.hstsMaxAge });
  // Every route registered from here on is noted, for the tests that walk all endpoints.
  registerRouteRegistry(app);
  // PostgreSQL text cannot hold U+0000: such input is the client's 400, never a database error.
  registerNulCharacterGuard(app);
  registerAuthentication(app, ctx);
  // Before the routes, so the OpenAPI document sees them all.
  await registerApiDocs(app, ctx);

  await healthRoutes(app, ctx);
  await authRoutes(app, ctx);
  await usersAccountRoutes(app, ctx);
  await menuRoutes(app, ctx);
  await dictRoutes(app, ctx);
  await resourceRoutes(app, ctx, customerResource);
  await resourceRoutes(app, ctx, customerFollowupResource);
  await resourceRoutes(app, ctx, businessResource);
  await resourceRoutes(app, ctx, businessFollowupResource);
  await businessConvertRoutes(app, ctx);
  await resourceRoutes(app, ctx, projectResource);
  await projectRoutes(app, ctx);
  await resourceRoutes(app, ctx, taskResource);
  await taskRoutes(app, ctx);
  await resourceRoutes(app, ctx, schemeResource);
  await schemeRoutes(app, ctx);
  await resourceRoutes(app, ctx, collectionResource);
  await financeRoutes(app, ctx);
  await projectSummaryRoutes(app, ctx);
  await resourceRoutes(app, ctx, productResource);
  await stockRoutes(app, ctx);
  await resourceRoutes(app, ctx, supplierResource);
  await resourceRoutes(app, ctx, purchaseOrderResource);
  await purchaseOrderRoutes(app, ctx);
  await resourceRoutes(app, ctx, stockOutResource);
  await stockOutRoutes(app, ctx);
  await waitFollowRoutes(app, ctx);
  await dashboardRoutes(app, ctx);
  await attachmentRoutes(app, ctx);
  await colleagueRoutes(app, ctx);
  await membershipRoutes(app, ctx);
  await notifyRoutes(app, ctx);
  await membershipOrderRoutes(app, ctx);
  await sandboxPageRoutes(app, ctx);
  await planRoutes(app, ctx);
  await userRoutes(app, ctx);
  await deptRoutes(app, ctx);
  await resourceRoutes(app, ctx, roleResource);
  await roleRoutes(app, ctx);
  await logRoutes(app, ctx);
  await onlineRoutes(app, ctx);
  await monitorRoutes(app, ctx);
  await storageRoutes(app, ctx);
  await adRoutes(app, ctx);
  await releaseRoutes(app, ctx);
  await databaseUpgradeRoutes(app, ctx);
  await druidRoutes(app, ctx);
  await remotesRoutes(app, ctx);
  await registerStaticFiles(app, { hostDist: ctx.config.hostDist, releasesAreasDir: ctx.releases.areasDir });
  return app;
}
