import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';

export type TableSize = { schema: string; name: string; bytes: number; rows: number };
export type SlowStatement = { query: string; calls: number; meanMs: number; totalMs: number };

/** What the database status page shows; a part the database cannot tell is null. */
export type DatabaseStatus = {
  driver: Database['driver'];
  version: string | null;
  sizeBytes: number | null;
  /** Connections to this database by state (`active`, `idle`, ...); null on the embedded database. */
  connections: { state: string; count: number }[] | null;
  /** Share of block reads served from the buffer cache, 0..100. */
  cacheHitPercent: number | null;
  tables: TableSize[];
  /** Slowest statements by mean time, or null when pg_stat_statements is not enabled. */
  slowStatements: SlowStatement[] | null;
  /** Time the status itself took to collect. */
  collectedInMs: number;
};

const TABLES_SHOWN = 15;
const STATEMENTS_SHOWN = 10;

/**
 * Collects the status from the database's own catalogue and statistics views. Each part is asked on its own
 * and a part that fails (a view missing on the embedded database, an extension not loaded) is left out, so
 * the page always shows what can be known.
 */
export async function collectDatabaseStatus(database: Database): Promise<DatabaseStatus> {
  const started = performance.now();
  const rows = async <T>(query: SQL): Promise<T[] | null> => {
    try {
      const result = await database.db.execute(query);
      return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
    } catch {
      return null;
    }
  };
  const embedded = database.driver === 'pglite';

  const version = (await rows<{ version: string }>(sql`select version() as version`))?.[0]?.version ?? null;
  const size = (await rows<{ bytes: string | number }>(sql`select pg_database_size(current_database()) as bytes`))?.[0]
    ?.bytes;
  const connections = embedded
    ? null
    : await rows<{ state: string; count: string | number }>(
        sql`select coalesce(state, '未知') as state, count(*) as count from pg_stat_activity
            where datname = current_database() group by 1 order by 2 desc`,
      );
  const cache = (
    await rows<{ ratio: string | number | null }>(
      sql`select round(sum(blks_hit) * 100.0 / nullif(sum(blks_hit) + sum(blks_read), 0), 2) as ratio
          from pg_stat_database where datname = current_database()`,
    )
  )?.[0]?.ratio;
  const tables =
    (await rows<{ schema: string; name: string; bytes: string | number; rows: string | number }>(
      sql`select n.nspname as schema, c.relname as name, pg_total_relation_size(c.oid) as bytes,
                 greatest(c.reltuples, coalesce(s.n_live_tup, 0))::bigint as rows
          from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          left join pg_stat_user_tables s on s.relid = c.oid
          where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
            and n.nspname not like 'pg_toast%'
          order by 3 desc, 2 limit ${TABLES_SHOWN}`,
    )) ?? [];
  const hasStatements = Boolean(
    (await rows<{ found: number }>(sql`select 1 as found from pg_extension where extname = 'pg_stat_statements'`))
      ?.length,
  );
  const statements = hasStatements
    ? await rows<{ query: string; calls: string | number; mean: string | number; total: string | number }>(
        sql`select query, calls, mean_exec_time as mean, total_exec_time as total from pg_stat_statements
            where dbid = (select oid from pg_database where datname = current_database())
            order by mean_exec_time desc limit ${STATEMENTS_SHOWN}`,
      )
    : null;

  return {
    driver: database.driver,
    version,
    sizeBytes: size === undefined || size === null ? null : Number(size),
    connections: connections?.map((row) => ({ state: row.state, count: Number(row.count) })) ?? null,
    cacheHitPercent: cache === undefined || cache === null ? null : Number(cache),
    tables: tables.map((row) => ({
      schema: row.schema,
      name: row.name,
      bytes: Number(row.bytes),
      rows: Math.max(0, Number(row.rows)),
    })),
    slowStatements:
      statements?.map((row) => ({
        query: row.query,
        calls: Number(row.calls),
        meanMs: Number(row.mean),
        totalMs: Number(row.total),
      })) ?? null,
    collectedInMs: Math.round(performance.now() - started),
  };
}
