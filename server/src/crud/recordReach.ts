import { and, type SQL } from 'drizzle-orm';
import { scopeFor } from './dataScope';
import type { ReadContext, ResourceDefinition } from './resourceDefinition';

/**
 * The caller's part of a resource's records (数据权限): its `callerScope` and the records of the people its
 * `dataScope` names, as one condition on its table; undefined when they reach all of the company's.
 */
export async function reachOf(resource: ResourceDefinition, context: ReadContext): Promise<SQL | undefined> {
  const own = await resource.callerScope?.(context);
  const reached = resource.dataScope ? await scopeFor(resource.dataScope, context) : undefined;
  return own && reached ? and(own, reached) : (own ?? reached);
}

/**
 * What another resource's form may name of this resource: what its own picker offers (`namedFrom`), else what
 * the caller reaches of it.
 */
export const namedReachOf = (resource: ResourceDefinition, context: ReadContext): Promise<SQL | undefined> =>
  resource.namedFrom ? resource.namedFrom.within(context) : reachOf(resource, context);
