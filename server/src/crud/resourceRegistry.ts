import type { App } from '../context';
import type { ResourceDefinition } from './resourceDefinition';
import type { ResourceRouteOptions } from './resourceRoutes';

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
