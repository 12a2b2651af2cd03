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

/**
 * Notes that `app` serves `resource` through the list engine (called by `resourceRoutes`). Once the app is ready,
 * every reference must name a resource it serves and a field of the form or the row: a misspelt `to` stops the
 * server at start-up rather than letting a form name anything.
 */
export function registerResource(app: App, entry: RegisteredResource): void {
  const list = registries.get(app);
  if (list) {
    list.push(entry);
    return;
  }
  registries.set(app, [entry]);
  app.addHook('onReady', async () => assertReferencesResolve(app));
}

/**
 * Every resource the app serves through the list engine, in registration order: what the isolation and
 * hostile-input tests walk, so a new resource is covered without new test code.
 */
export function registeredResources(app: App): readonly RegisteredResource[] {
  return registries.get(app) ?? [];
}

/** The resource the app serves at `/api/<path>`; a reference to one it does not serve is a programming error. */
export function resourceAt(app: App, path: string): ResourceDefinition {
  const found = registeredResources(app).find((entry) => entry.resource.path === path);
  if (!found) throw new Error(`no list-engine resource at /api/${path}`);
  return found.resource;
}

/** Whether a form holds the field a reference names (`lines.productId` is in the form when `lines` is). */
export const formHolds = (resource: ResourceDefinition, field: string) =>
  field.split('.')[0]! in (resource.form as unknown as { shape: Record<string, unknown> }).shape;

/**
 * The permissions whose holders may read `resource`'s list and one record to choose from, besides its own list
 * permission: the add and edit permissions of every form that names it (a task's project: `task:add`,
 * `task:edit`). None for a resource chosen from a picker of its own (`namedFrom`).
 */
export function pickerPermissions(app: App, resource: ResourceDefinition): string[] {
  if (resource.namedFrom) return [];
  return registeredResources(app).flatMap(({ resource: holder }) =>
    (holder.references ?? []).some((reference) => reference.to === resource.path && formHolds(holder, reference.field))
      ? [`${holder.permission}:add`, `${holder.permission}:edit`]
      : [],
  );
}

function assertReferencesResolve(app: App): void {
  for (const { resource } of registeredResources(app)) {
    for (const reference of resource.references ?? []) {
      resourceAt(app, reference.to);
      if (!formHolds(resource, reference.field) && !(reference.field in resource.projection)) {
        throw new Error(`${resource.path}: reference ${reference.field} is neither a form field nor in the row`);
      }
      if (reference.blocksDelete && !reference.column) {
        throw new Error(`${resource.path}: reference ${reference.field} blocks deletes but names no column`);
      }
    }
  }
}
