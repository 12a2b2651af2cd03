import type { Database } from '../db/client';
import { withKeyLock } from '../db/keyLock';
import { runSeeds } from '../db/runSeeds';
import { seedSteps } from './seed/steps';

/** The advisory lock under which one server process at a time prepares a PostgreSQL database. */
export const PREPARE_LOCK = 'yjf:prepare-database';

/**
 * Brings a database up to date: migrations, then the seed steps that have not run. Safe when several server
 * instances start at once on one PostgreSQL database (a cluster): drizzle's migrator is not (two processes both
 * see an empty journal and both create the tables; the second fails), so on PostgreSQL the whole preparation
 * runs under an advisory lock and a later process finds the work done. The lock is held by one pooled
 * connection while the work runs on others (every pool here has at least two). PGlite needs no lock: its data
 * folder is opened by one process only (dataDirLock), and its single connection could not hold one.
 */
export async function prepareDatabase(database: Database): Promise<string[]> {
  const prepare = async () => {
    await database.migrate();
    return runSeeds(database.db, seedSteps);
  };
  if (database.driver !== 'postgres') return prepare();
  return withKeyLock(database.db, PREPARE_LOCK, () => prepare());
}
