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
