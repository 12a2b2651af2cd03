import type { FastifySchema, HTTPMethods, RouteOptions } from 'fastify';
import type { App } from '../context';
import { permissionsCheckedBy } from './permissions';

/** One route as the app registered it: what a test needs to call every endpoint. */
export type RegisteredRoute = {
  method: HTTPMethods;
  url: string;
  schema?: FastifySchema;
  /** `config.public`: open without a session. */
  public: boolean;
  /** Served only to multipart requests (`multipartOnly`), beside a JSON route of the same path. */
  multipart: boolean;
  /** A websocket route (`websocket: true`). */
  websocket: boolean;
  /** The permissions its `onRequest` hooks check (one of them suffices), or null when it checks none there. */
  readonly permissions: string[] | null;
};

const hooksOf = (hooks: unknown) => (Array.isArray(hooks) ? hooks : hooks ? [hooks] : []) as unknown[];

const registries = new WeakMap<object, RegisteredRoute[]>();

/**
 * Notes every route the app registers from here on (an `onRoute` hook), HEAD routes Fastify adds for GETs
 * left out: what the hostile-input tests walk, so a new endpoint is covered without new test code. It also
 * refuses, at start-up, a permission check placed after the body is read (preParsing, preValidation,
 * preHandler): a caller without the permission must get 403 whatever its body holds.
 */
export function registerRouteRegistry(app: App): void {
  const routes: RegisteredRoute[] = [];
  registries.set(app, routes);
  app.addHook('onRoute', (route: RouteOptions & { websocket?: boolean }) => {
    const constraints = (route.constraints ?? {}) as Record<string, unknown>;
    for (const stage of ['preParsing', 'preValidation', 'preHandler'] as const)
      if (hooksOf(route[stage]).some((hook) => permissionsCheckedBy(hook)))
        throw new Error(
          `${route.url}: permission checks belong in onRequest, before the body is read, not in ${stage}`,
        );
    const onRequest = hooksOf(route.onRequest);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        schema: route.schema,
        public: Boolean((route.config as { public?: boolean } | undefined)?.public),
        multipart: 'multipart' in constraints,
        websocket: Boolean(route.websocket),
        // Read when asked: some checks know their permissions only once every route is registered.
        get permissions() {
          const checked = onRequest.map(permissionsCheckedBy).filter((p): p is string[] => p !== null);
          return checked.length ? checked.flat() : null;
        },
      });
    }
  });
}

/** Every route the app serves, in registration order. */
export function registeredRoutes(app: App): readonly RegisteredRoute[] {
  return registries.get(app) ?? [];
}
