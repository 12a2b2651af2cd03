import path from 'node:path';
import type pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type Logger } from 'drizzle-orm';
import { lockDataDir } from './dataDirLock';
import { queryRows } from './queryRows';
import { migrationsFolder } from '../paths';
import { DRIZZLE_CASING } from './columnNames';

/**
 * The typed query builder, the same type over PGlite and PostgreSQL. Each query names its tables, which carry
 * their own types, so the builder is not handed the list of every table (that list composes the areas and
 * lives above them, in composition/schema.ts, for drizzle-kit): the database client stands beneath everything.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/** What `executeSql` answers: the rows, objects by column name, as node-postgres gives them. */
export type SqlResult = { rows: Record<string, unknown>[] };

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  /**
   * SQL text with `$1` placeholders, beside the query builder, for a library written for node-postgres's
   * `query(text, values)` (pg-boss, the scheduled jobs' queue): one statement with its values, or without values a
   * script of several statements (the last one's rows answer). It never runs inside another caller's transaction,
   * and a script that fails leaves no transaction open on the connection it used.
   */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  /** Applies the SQL migrations that have not run yet. */
  migrate(): Promise<void>;
  /** Round trip to the database: its latency and server version. */
  ping(): Promise<{ latencyMs: number; serverVersion: string }>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a gzipped tarball (test templates, backups). */
  dump?(): Promise<Blob>;
  /**
   * PGlite only: hears the database's own notices on `channel` (its triggers' `pg_notify`), each at its commit,
   * before the statement that committed resolves. Answers how to stop. PostgreSQL's are heard by db/notices.ts.
   */
  listen?(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
};

export type DatabaseOptions =
  /** `logger` sees every query the builder sends (the benchmark replays a request's SQL with it). */
  | { driver: 'postgres'; url: string; poolSize?: number; logger?: Logger }
  /**
   * `dataDir` persists to disk (and is locked); without it the database lives in memory. Every commit is flushed to
   * the disk before it is acknowledged (pgliteDurability.ts); `fsync: false` gives that up, only to measure what it
   * costs (the bench).
   */
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob; fsync?: boolean };

const drizzleOptions = { casing: DRIZZLE_CASING } as const;

/**
 * How the embedded PostgreSQL starts: PGlite's own parameters, with 32 MB of shared buffers instead of
 * PostgreSQL's 128 MB. The buffers live inside the WebAssembly memory, which never shrinks, so the default
 * held the idle server at about 420 MiB; pages outside the buffers are still in the operating system's file
 * cache, a copy away. (PGlite's `postgresqlconf` option would rewrite the data folder's postgresql.conf and
 * lose its time zone and date style; a start parameter changes nothing on disk.)
 */
const PGLITE_SHARED_BUFFERS = ['-c', 'shared_buffers=32MB'];

/** Where the embedded database keeps its files inside DATA_DIR. */
export function pgliteFolder(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/**
 * Opens the database the options name. Each driver's packages are loaded here, when it is opened: a server on
 * PostgreSQL never loads PGlite's engine, nor does this load node-postgres on PGlite (together about 15 MiB of an
 * idle process and part of its start; the scheduled jobs' pg-boss brings node-postgres along once they start, its
 * pool never opened: about 4.6 MiB).
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.driver === 'postgres' ? openPostgres(options) : openPglite(options);
}

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob; fsync?: boolean }): Promise<Database> {
  const { dataDir, fsync = true } = options;
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const [
      { PGlite },
      { pg_trgm },
      { drizzle: drizzlePglite },
      { migrate: migratePglite },
      { durableStartParams, SyncedNodeFS },
    ] = await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
      import('./pgliteDurability'),
    ]);
    const folder = dataDir ? pgliteFolder(dataDir) : undefined;
    const client = await PGlite.create(folder, {
      extensions: { pg_trgm },
      loadDataDir: options.loadDataDir,
      fs: folder && fsync ? new SyncedNodeFS(folder) : undefined,
      startParams: [
        ...(fsync ? durableStartParams(PGlite.defaultStartParams) : PGlite.defaultStartParams),
        ...PGLITE_SHARED_BUFFERS,
      ],
    });
    const db = drizzlePglite(client, drizzleOptions) as unknown as Db;
    return {
      db,
      driver: 'pglite',
      // PGlite's query and exec wait for its transaction lock, so they never run inside a transaction of drizzle's.
      // A script runs inside a transaction of PGlite's own: when one of its statements fails, PGlite rolls back,
      // where a bare exec would leave the one session every query shares inside a failed transaction (pg-boss's
      // scripts open theirs with BEGIN; nested, it is a warning nobody sees, and their COMMIT commits).
      executeSql: async (text, values) => {
        if (values) return { rows: (await client.query<Record<string, unknown>>(text, values)).rows };
        const results = await client.transaction((tx) => tx.exec(text));
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      },
      migrate: () => migratePglite(db as never, { migrationsFolder }),
      ping: () => ping(db),
      dump: () => client.dumpDataDir('gzip'),
      listen: (channel, handler) => client.listen(channel, handler),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** The server's pool of PostgreSQL connections: more than the cores only queue inside PostgreSQL. */
export const POSTGRES_POOL_SIZE = 10;

async function openPostgres(options: { url: string; poolSize?: number; logger?: Logger }): Promise<Database> {
  const { url, poolSize = POSTGRES_POOL_SIZE, logger } = options;
  const [{ openPostgresPool }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] = await Promise.all([
    import('./postgresPool'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = openPostgresPool(url, poolSize);
  const db = drizzlePostgres(pool, { ...drizzleOptions, logger }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    executeSql: async (text, values) => {
      if (values) return { rows: (await pool.query<Record<string, unknown>>(text, values)).rows };
      // A script holds one connection; when it fails, the connection is closed rather than returned to the pool,
      // since a script that opened a transaction (pg-boss's BEGIN; …; COMMIT) would leave it inside a failed one.
      const client = await pool.connect();
      try {
        const result = (await client.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
        client.release();
        return {
          rows: (Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows) as Record<string, unknown>[],
        };
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
    },
    migrate: () => migratePostgres(db as never, { migrationsFolder }),
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

async function ping(db: Db): Promise<{ latencyMs: number; serverVersion: string }> {
  const started = performance.now();
  const rows = await queryRows<{ version: string }>(db, sql`select current_setting('server_version') as version`);
  return { latencyMs: Math.round((performance.now() - started) * 100) / 100, serverVersion: rows[0]?.version ?? '' };
}
