import Fastify, { LogController } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import '@yjf/domain/zod';
import type { App, AppContext, AppServices } from './context';
import { MenuCatalog } from './platform/menus/catalog';
import { answerFrameworkError, registerErrorHandling } from './http/errors';
import { addSecurityHeaders, registerSecurityHeaders } from './http/securityHeaders';
import { registerRouteRegistry } from './http/routeRegistry';
import { registerRequestTiming } from './http/requestTiming';
import { registerRequestLog, requestIdGenerator } from './http/requestLog';
import { databaseRateLimitStore } from './http/rateLimitStore';
import { registerNulCharacterGuard } from './http/nulCharacters';
import { registerIdempotency, requestScopedDb, WRITE_METHODS } from './http/idempotency';
import { registerStaticFiles } from './http/staticFiles';
import { followReleases, releaseMirrorOf } from './platform/releases/releaseFollowing';
import { livePageOf } from './platform/remotes/livePage';
import { registeredResources } from './crud/resourceRegistry';
import { registerApiDocs } from './http/apiDocs';
import { registerAuthentication } from './platform/auth/authenticate';
import { requirePlatformPage } from './platform/auth/pageSession';
import { loadDicts } from './platform/dicts/service';
import { platformRoutes } from './platform/platform';
import { systemArea } from './areas/system/area';
import { customersArea } from './areas/customers/area';
import { businessArea } from './areas/business/area';
import { projectsArea } from './areas/projects/area';
import { financeArea } from './areas/finance/area';
import { purchasingArea } from './areas/purchasing/area';
import { ensureDemoFiles } from './composition/seed/demoFiles';
import { SERVED_CONTRACTS } from './composition/servedContracts';
import { scheduledJobs } from './composition/scheduledJobs';
import { JobRunner } from './platform/jobs/jobRunner';
import type { ScheduledJob } from './platform/jobs/scheduledJob';
import { hostKernelOf, ReleaseRegistry } from '@yjf/deploy/releaseRegistry';
import { createAdapters } from './adapters/createAdapters';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Notices } from './db/notices';
import { KeptSessions } from './platform/auth/keptSessions';

/**
 * The application as `pnpm start` composes it on an opened database: the releases of the configured folders
 * (the live host's kernel read from its build, the areas' API contracts this server serves) and the adapters the
 * configuration names.
 */
export async function buildConfiguredApp(config: Config, database: Database, notices: Notices): Promise<App> {
  return buildApp({
    config,
    database,
    notices,
    releases: new ReleaseRegistry(config.releasesDir, {
      hostKernel: () => hostKernelOf(config.hostDist),
      serverContracts: () => SERVED_CONTRACTS,
    }),
    startedAt: new Date(),
    ...(await createAdapters(config)),
  });
}

/**
 * Builds the whole HTTP application on an opened database; `listen` is the caller's business, and so is starting
 * the scheduled jobs (`app.jobs.start()`), which are the product's own unless a test declares others.
 */
export async function buildApp(
  services: AppServices,
  declaredJobs: readonly ScheduledJob[] = scheduledJobs,
): Promise<App> {
  // A keyed write's handler sees its own transaction wherever it reaches the database (http/idempotency.ts).
  const rootDb = services.database.db;
  const db = requestScopedDb(rootDb);
  // A notice sent from a keyed write goes with its transaction: told at its commit, so another instance that
  // reads on hearing it (a menu catalog reloaded) finds what the write wrote, and never after a rollback.
  const notices: AppServices['notices'] = {
    ...services.notices,
    publish: (channel, payload) => services.notices.publishIn(db, channel, payload),
  };
  const ctx: AppContext = {
    ...services,
    notices,
    // Only `db` differs: the rest is the caller's own object, read through (a test may replace its `ping`).
    database: new Proxy(services.database, { get: (target, key) => (key === 'db' ? db : Reflect.get(target, key)) }),
    catalog: new MenuCatalog(
      db,
      () => notices.publish('yjf_catalog'),
      () => services.notices.listening(),
    ),
    loadDicts: (codes) => loadDicts(db, codes),
    // Heard from the database's own notices, sent at each commit: never through the request's transaction.
    sessions: await KeptSessions.open(services.notices),
    releaseMirror: releaseMirrorOf(services),
  };
  // A menu or plan change made through another instance is seen here at once.
  const stopHearing = await services.notices.subscribe('yjf_catalog', () => ctx.catalog.forget());
  const app = Fastify({
    logger: ctx.config.logLevel === 'silent' ? false : { level: ctx.config.logLevel },
    // Fastify's own two lines per request are replaced by one (`registerRequestLog`), with the same id.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdGenerator(ctx.config.trustProxy),
    // Trust one hop only, the proxy itself: the client is the address it appended to X-Forwarded-For last,
    // not one the client wrote there (which would let it dodge the per-address rate limits).
    trustProxy: ctx.config.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    bodyLimit: 1048576,
    // Told to stop, the instance answers every request it is still sent (each with Connection: close, so nginx's
    // kept-alive connections end after it) instead of Fastify's English 503: a rolling restart fails nothing.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: (error, request, reply) => answerFrameworkError(error, request, addSecurityHeaders(reply)),
  }).withTypeProvider<ZodTypeProvider>();
  const stopFollowing = await followReleases(ctx, (error) => app.log.error({ err: error }, 'releases not taken'));
  app.addHook('onClose', async () => {
    stopHearing();
    stopFollowing();
    ctx.sessions.close();
  });
  app.decorate('jobs', new JobRunner(declaredJobs, ctx, app.log));
  app.addHook('onClose', () => app.jobs.stop());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // An instance that finds the database gone stops answering from the sessions it kept: none may end meanwhile
  // unseen (its notices are not heard either), and a request needing no other data would be answered as if all
  // were well.
  registerErrorHandling(app, { databaseUnavailable: () => ctx.sessions.forget() });
  registerSecurityHeaders(app, { hstsMaxAge: ctx.config.hstsMaxAge });
  // Every route registered from here on is noted, for the tests that walk all endpoints.
  registerRouteRegistry(app);
  registerRequestTiming(app);
  registerRequestLog(app);
  // PostgreSQL text cannot hold U+0000: such input is the client's 400, never a database error.
  registerNulCharacterGuard(app);
  registerAuthentication(app, ctx);
  registerIdempotency(app, rootDb);
  // After the keyed write's commit (its onSend comes first): a caller who ended a session here finds it ended.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (WRITE_METHODS.has(request.method)) await ctx.sessions.settle();
    return payload;
  });
  // Limits only where a route asks (`config.rateLimit`, see perClientLimit), counted in the database, so every
  // instance behind a proxy counts the same hits; only Retry-After is added to the answers.
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
  });
  // Before the routes, so the OpenAPI document sees them all; a platform page, for its administrators.
  await registerApiDocs(app, requirePlatformPage(ctx, 'doc:list'));

  await platformRoutes(app, ctx);
  // The business areas, lowest first: a resource that points at another's records is registered after it.
  await systemArea(app, ctx);
  await customersArea(app, ctx);
  await businessArea(app, ctx);
  await projectsArea(app, ctx);
  await financeArea(app, ctx);
  await purchasingArea(app, ctx);
  await registerStaticFiles(app, {
    hostDist: ctx.config.hostDist,
    hostDirs: () => ctx.releases.hostDirs(ctx.config.hostDist),
    releasesAreasDir: ctx.releases.areasDir,
    // A version another instance has just published, asked for before this one took it from the bucket.
    beforeMissingRelease: ctx.releaseMirror ? () => ctx.releaseMirror!.pull() : undefined,
    livePageOf: (token, pathname, phone) => livePageOf(ctx, token, pathname, phone),
    firstData: true,
    resourceAt: (path) => registeredResources(app).find((entry) => entry.resource.path === path)?.resource,
  });
  // The seeded drawings' pictures, into a data folder that lacks them; a failure costs the demo, not the start.
  await ensureDemoFiles(ctx.storage).catch((error: unknown) => app.log.warn({ err: error }, 'demo files not written'));
  app.decorate('appContext', ctx);
  return app;
}
