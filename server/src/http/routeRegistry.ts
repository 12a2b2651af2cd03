import type { FastifySchema, HTTPMethods, RouteOptions } from 'fastify';
import type { App } from '../context';

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
};

const registries = new WeakMap<object, RegisteredRoute[]>();

/**
 * Notes every route the app registers from here on (an `onRoute` hook), HEAD routes Fastify adds for GETs
 * left out: what the hostile-input tests walk, so a new endpoint is covered without new test code.
 */
export function registerRouteRegistry(app: App): void {
  const routes: RegisteredRoute[] = [];
  registries.set(app, routes);
  app.addHook('onRoute', (route: RouteOptions & { websocket?: boolean }) => {
    const constraints = (route.constraints ?? {}) as Record<string, unknown>;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        schema: route.schema,
        public: Boolean((route.config as { public?: boolean } | undefined)?.public),
        multipart: 'multipart' in constraints,
        websocket: Boolean(route.websocket),
      });
    }
  });
}

/** Every route the app serves, in registration order. */
export function registeredRoutes(app: App): readonly RegisteredRoute[] {
  return registries.get(app) ?? [];
}
