import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { inTransaction } from './transaction';

/**
 * Runs `work` in a transaction that holds a lock named by `key` (a PostgreSQL advisory lock, released at commit),
 * so checks and writes about one thing — a phone's sign-in failures, its SMS sends — never interleave however
 * many requests arrive at once, on any number of server processes. Keep `work` short: slow work (a password
 * hash) belongs after it, on what it reserved.
 *
 * @example await withKeyLock(db, `login:${phone}`, async (tx) => reserveAttempt(tx, phone))
 */
export async function withKeyLock<T>(db: Db, key: string, work: (tx: Db) => Promise<T>): Promise<T> {
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    return work(tx);
  });
}
