import pg from 'pg';

/** A statement that opens a transaction, as drizzle (`{ text: 'begin' }`) or a script runner (`'BEGIN'`) sends it. */
function opensTransaction(statement: unknown): boolean {
  const text = typeof statement === 'string' ? statement : (statement as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*begin\b/i.test(text);
}

/**
 * Guards one checkout of `client`: its release works once (later calls do nothing), and when the first statement
 * is a BEGIN that fails, the client is released with the error, which makes the pool close it. drizzle 0.45 sends
 * a pooled transaction's BEGIN before the `try` whose `finally` releases the client (drizzle-orm issue #6241): a
 * connection lost during BEGIN (a restart's 57P01, a killed backend) was never given back, and each one took a
 * connection from the pool for the process's life. Once the pool was empty, every request waited for a connection
 * until it timed out (503), though the database was back. Should drizzle release it too, that release does nothing.
 */
function releasedWhenBeginFails(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    release(error);
  };
  const query = client.query;
  client.query = ((...args: Parameters<typeof query>) => {
    // Only this checkout's first statement is watched; the prototype's method serves the rest.
    delete (client as Partial<pg.PoolClient>).query;
    const result: unknown = (query as (...a: unknown[]) => unknown).apply(client, args);
    if (opensTransaction(args[0]) && result instanceof Promise) result.catch((error: Error) => client.release(error));
    return result;
  }) as typeof query;
  return client;
}

/** pg's pool, each checked-out client guarded by `releasedWhenBeginFails`. */
class RestartSafePool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): void;
  override connect(
    callback?: (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): Promise<pg.PoolClient> | void {
    // The callback form is pg-pool's own `pool.query`, which releases its client itself.
    if (callback) return super.connect(callback);
    return super.connect().then(releasedWhenBeginFails);
  }
}

/**
 * The server's pool of PostgreSQL connections, made to outlive the database going away (a restart, a crash, a
 * lost network): requests meanwhile fail at once (503), and the pool connects again when it is back.
 */
export function openPostgresPool(url: string, size: number): pg.Pool {
  const pool = new RestartSafePool({ connectionString: url, max: size, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection must not crash the process; the pool drops it, the next query reconnects.
  pool.on('error', () => {});
  // A connection lost while no query runs on it (a restart's 57P01, a killed backend) emits 'error' on its
  // client, and an 'error' nobody listens to ends the process. pg-pool listens only while a client is idle in the
  // pool: one checked out between two statements (inside a transaction, or holding the prepare lock) has no
  // listener. This one stays for the client's life. The client is unusable after it: its next query fails (the
  // request answers 503), and the pool drops it when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}
