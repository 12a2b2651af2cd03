import { TransactionRollbackError } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Runs `work` in one transaction, handing it the transaction as the `Db` every query helper takes: drizzle
 * types a transaction apart from its database although it offers the same builder, and this is the one place
 * that says they are the same. A thrown error rolls everything back.
 *
 * @example const row = await inTransaction(db, async (tx) => { ...; return row; });
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((transaction) => work(transaction as unknown as Db));
}

/**
 * Runs `work` in a transaction that is always rolled back, answering what it answered: a check that must see
 * what a write would (an import's preview runs each row's `prepare` as the import does) and must change nothing.
 */
export async function inRolledBackTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  let result: { value: T } | undefined;
  await rolledBackIsDone(
    db.transaction(async (transaction) => {
      result = { value: await work(transaction as unknown as Db) };
      transaction.rollback();
    }),
  );
  if (!result) throw new Error('the rolled-back transaction ended before its work');
  return result.value;
}

/** A transaction held open by its opener until `finish` says how it ends (http/idempotency.ts: a keyed write). */
export type HeldTransaction = {
  readonly tx: Db;
  /** False once `finish` was called. */
  open: boolean;
  /** Commits or rolls back; once, and only the first call counts. */
  finish(outcome: 'commit' | 'rollback'): Promise<void>;
};

/** Opens a transaction that stays open, whatever runs in it meanwhile, until `finish` says how it ends. */
export async function holdTransaction(db: Db): Promise<HeldTransaction> {
  let decide!: (outcome: 'commit' | 'rollback') => void;
  const decided = new Promise<'commit' | 'rollback'>((resolve) => (decide = resolve));
  let begun!: (tx: Db) => void;
  const started = new Promise<Db>((resolve) => (begun = resolve));
  const ended = db.transaction(async (tx) => {
    begun(tx as unknown as Db);
    if ((await decided) === 'rollback') tx.rollback();
  });
  const tx = await Promise.race([
    started,
    ended.then(() => {
      throw new Error('the transaction ended before it began');
    }),
  ]);
  const held: HeldTransaction = {
    tx,
    open: true,
    async finish(outcome) {
      if (!held.open) return;
      held.open = false;
      decide(outcome);
      await rolledBackIsDone(ended);
    },
  };
  return held;
}

/** Waits for a transaction's end: a rollback asked for (drizzle throws it as an error) ends it as asked. */
async function rolledBackIsDone(ended: Promise<unknown>): Promise<void> {
  await ended.catch((error: unknown) => {
    if (!(error instanceof TransactionRollbackError)) throw error;
  });
}
