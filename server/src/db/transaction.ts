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
  try {
    await db.transaction(async (transaction) => {
      result = { value: await work(transaction as unknown as Db) };
      transaction.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError) || !result) throw error;
  }
  return result!.value;
}
