import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../../../db/client';

/** How long one uploaded file may run on PostgreSQL before the database cancels it. */
export const SQL_STATEMENT_TIMEOUT_MS = 60_000;

/**
 * Runs a whole SQL file, several statements, in one transaction: all of it goes in, or nothing does. On
 * PostgreSQL each statement may run at most `timeoutMs`; the embedded database has no timer to cancel with.
 * Goes to the drivers' own clients, because a multi-statement script needs the simple query protocol.
 */
export async function runSqlScript(
  database: Database,
  script: string,
  timeoutMs = SQL_STATEMENT_TIMEOUT_MS,
): Promise<void> {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (database.driver === 'pglite') {
    try {
      await (client as PGlite).transaction(async (tx) => {
        await tx.exec(script);
      });
    } finally {
      // The embedded database has one session for the server's life: a `SET` the file made must not outlive it.
      await (client as PGlite).exec('RESET ALL').catch(() => {});
    }
    return;
  }
  const connection = await (client as pg.Pool).connect();
  try {
    await connection.query('BEGIN');
    await connection.query(`SET LOCAL statement_timeout = ${Math.max(1, Math.round(timeoutMs))}`);
    await connection.query(script);
    await connection.query('COMMIT');
  } catch (error) {
    await connection.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    // Closed rather than pooled: whatever session state the file set (search_path, a role) goes with it.
    connection.release(true);
  }
}
