/**
 * Every table of the database, for drizzle-kit (server/drizzle.config.ts) and the check that the migrations hold
 * them all (schemaMigrations.test.ts). It lists the areas' tables, so it stands above them all, in composition;
 * the query builder needs no list (each query names its tables).
 */
export * from '../db/accountTables';
export * from '../platform/accounts/menuTables';
export * from '../platform/accounts/roleEpochTable';
export * from '../platform/auth/schema';
export * from '../platform/accounts/planTables';
export * from '../platform/dicts/schema';
export * from '../platform/logs/schema';
export * from '../crud/operationLogTable';
export * from '../crud/recordCounts';
export * from '../areas/customers/schema';
export * from '../areas/business/opportunities/schema';
export * from '../areas/customers/followups/schema';
export * from '../areas/business/followups/schema';
export * from '../areas/projects/projects/schema';
export * from '../areas/projects/tasks/schema';
export * from '../areas/projects/schemes/schema';
export * from '../db/seedsSchema';
export * from '../platform/membership/schema';
export * from '../areas/finance/schema';
export * from '../areas/purchasing/stock/schema';
export * from '../areas/purchasing/orders/schema';
export * from '../areas/purchasing/stockOuts/schema';
export * from '../areas/system/storage/schema';
export * from '../areas/system/ads/schema';
export * from '../areas/system/databaseUpgrade/schema';
export * from '../http/rateLimitTable';
export * from '../http/idempotencyTable';
export * from '../db/sharedSecretsTable';
export * from '../platform/auth/deployTokensTable';
export * from '../platform/rollouts/rolloutTables';
export * from '../platform/releases/remoteLoadsTable';
export * from '../platform/messages/messageTables';
export * from '../platform/jobs/jobTables';
export * from '../adapters/storage/filesLocation';
