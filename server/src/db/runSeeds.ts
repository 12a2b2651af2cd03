import { seeds } from './seedsSchema';
import type { Db } from './client';
import { inTransaction } from './transaction';

/** A named, one-time step of demo data; steps are never edited once released, new data gets a new step. */
export type SeedStep = { name: string; run(tx: Db): Promise<void> };

/**
 * Runs each step that has not run yet, each in its own transaction. Safe to call on every start and from
 * several processes at once: the step's row is claimed first, so a second process waits and then skips it.
 */
export async function runSeeds(db: Db, steps: SeedStep[]): Promise<string[]> {
  const applied: string[] = [];
  for (const step of steps) {
    await inTransaction(db, async (tx) => {
      const claimed = await tx.insert(seeds).values({ name: step.name }).onConflictDoNothing().returning();
      if (claimed.length === 0) return;
      await step.run(tx);
      applied.push(step.name);
    });
  }
  return applied;
}
