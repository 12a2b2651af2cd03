/** Every table of the database, for drizzle-kit and the typed query builder. */
export * from '../areas/accounts/schema';
export * from '../areas/menus/schema';
export * from '../areas/auth/schema';
export * from '../areas/plans/schema';
export * from '../areas/dicts/schema';
export * from '../areas/logs/schema';
export * from '../crud/recordCounts';
export * from '../areas/customers/schema';
export * from '../areas/business/schema';
export * from '../areas/followups/schema';
export * from '../areas/projects/schema';
export * from '../areas/tasks/schema';
export * from '../areas/schemes/schema';
export * from './seedsSchema';
export * from '../areas/membership/schema';
