/** Every table of the database, for drizzle-kit and the typed query builder. */
export * from '../areas/accounts/schema';
export * from '../areas/menus/schema';
export * from '../areas/auth/schema';
export * from '../areas/plans/schema';
export * from './seedsSchema';
