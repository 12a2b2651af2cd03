import type { App } from '../context';
import type { ResourceDefinition } from './resourceDefinition';
import type { HTTPMethods } from 'fastify';

/** The engine's routes of a resource, by what they do. */
export type ResourceRouteName = 'list' | 'export' | 'detail' | 'add' | 'edit' | 'delete' | 'toggle';

/** Another address of one of the engine's routes: a path (with the route's own method), or a method and a path. */
export type RouteAlias = string | { method: HTTPMethods; url: string };

/** How `resourceRoutes` serves a resource beyond its definition. */
export type ResourceRouteOptions = {
  /** More addresses of the same routes, for callers that use other names (`/api/users/add`). */
  aliases?: Partial<Record<ResourceRouteName, RouteAlias[]>>;
};

/** A resource as `resourceRoutes` served it: its definition and the extra addresses it was given. */
export type RegisteredResource = { resource: ResourceDefinition; options: ResourceRouteOptions };

const registries = new WeakMap<App, RegisteredResource[]>();

/** Notes that `app` serves `resource` through the list engine (called by `resourceRoutes`). */
export function registerResource(app: App, entry: RegisteredResource): void {
  const list = registries.get(app) ?? [];
  list.push(entry);
  registries.set(app, list);
}

/**
 * Every resource the app serves through the list engine, in registration order: what the isolation and
 * hostile-input tests walk, so a new resource is covered without new test code.
 */
export function registeredResources(app: App): readonly RegisteredResource[] {
  return registries.get(app) ?? [];
}
