import type { SQL } from 'drizzle-orm';

/** What runs a raw query: a database or a transaction (`Db`), described here so that client.ts can use this too. */
type Executor = { execute(query: SQL): PromiseLike<unknown> };

/**
 * The rows of a raw query. `db.execute` answers with the driver's own result (an object holding `rows` on
 * node-postgres and PGlite), which its type does not say; this is the one place that reads it.
 */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
