import type { Database } from './client';
import { runSeeds } from './seed/runSeeds';
import { seedSteps } from './seed/steps';

/** Brings a database up to date: migrations, then the seed steps that have not run. */
export async function prepareDatabase(database: Database): Promise<string[]> {
  await database.migrate();
  return runSeeds(database.db, seedSteps);
}
