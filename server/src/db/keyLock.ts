import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Runs `work` in a transaction that holds a lock named by `key` (a PostgreSQL advisory lock, released at commit),
 * so checks and writes about one thing — a phone's sign-in failures, its SMS sends — never interleave however
 * many requests arrive at once, on any number of server processes. Keep `work` short: slow work (a password
 * hash) belongs after it, on what it reserved.
 *
 * @example await withKeyLock(db, `login:${phone}`, async (tx) => reserveAttempt(tx, phone))
 */
export async function withKeyLock<T>(db: Db, key: string, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    return work(tx);
  });
}
