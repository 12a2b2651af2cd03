import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { queryRows } from './queryRows';

/**
 * The application's tables and sequences as the database itself lists them (its catalog), not as the tables in
 * code declare them: a move or a backup check must also see what a migration or a 数据库升级 script added by hand.
 * The application lives in `public`; drizzle keeps its migration history in `drizzle`.
 */
export const APPLICATION_SCHEMAS = ['public', 'drizzle'] as const;

/** drizzle's migration history: bookkeeping of the schema, not data (a freshly migrated database holds it). */
export const MIGRATION_HISTORY = { schema: 'drizzle', name: '__drizzle_migrations' } as const;

export type CatalogTable = {
  schema: string;
  name: string;
  /** `schema.name`, as printed and as the key of counts. */
  qualified: string;
  /**
   * The columns that hold data, in order, with their types (`integer`, `character varying`, `text[]`: without a
   * length, which the column itself holds); generated columns are left out, the database computes them.
   */
  columns: { name: string; type: string }[];
};

export type CatalogSequence = { schema: string; name: string; qualified: string };

/** A condition on the application schemas, for a catalog query that names pg_namespace `n`. */
export const inApplicationSchemas = sql`n.nspname in (${sql.join(
  APPLICATION_SCHEMAS.map((name) => sql`${name}`),
  sql`, `,
)})`;

type Named = { schema: string; name: string };

/** `"schema"."name"` for a query. */
export function tableRef(table: Named): SQL {
  return sql`${sql.identifier(table.schema)}.${sql.identifier(table.name)}`;
}

/** `schema.name`, as printed and as the key of counts. */
export function qualifiedName(table: Named): string {
  return `${table.schema}.${table.name}`;
}

/** The ordinary tables of the application schemas, by name. */
export async function listTables(db: Db): Promise<CatalogTable[]> {
  const rows = await queryRows<{ schema: string; name: string; names: string[] | null; types: string[] | null }>(
    db,
    sql`select n.nspname::text as schema, c.relname::text as name,
          array_agg(a.attname::text order by a.attnum) filter (where a.attgenerated = '') as names,
          array_agg(format_type(a.atttypid, null) order by a.attnum) filter (where a.attgenerated = '') as types
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where c.relkind = 'r' and ${inApplicationSchemas}
        group by n.nspname, c.relname
        order by n.nspname, c.relname`,
  );
  return rows.map(({ schema, name, names, types }) => ({
    schema,
    name,
    qualified: qualifiedName({ schema, name }),
    columns: (names ?? []).map((column, index) => ({ name: column, type: types![index]! })),
  }));
}

/** The sequences of the application schemas (the serial ids and drizzle's own), by name. */
export async function listSequences(db: Db): Promise<CatalogSequence[]> {
  const rows = await queryRows<{ schema: string; name: string }>(
    db,
    sql`select n.nspname::text as schema, c.relname::text as name
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'S' and ${inApplicationSchemas}
        order by n.nspname, c.relname`,
  );
  return rows.map((row) => ({ ...row, qualified: qualifiedName(row) }));
}

/** Each table's row count, by `schema.name`, in one query. */
export async function countRows(db: Db, tables: Named[]): Promise<Map<string, number>> {
  if (tables.length === 0) return new Map();
  const rows = await queryRows<{ qualified: string; count: string }>(
    db,
    sql.join(
      tables.map(
        (table) =>
          sql`select ${qualifiedName(table)}::text as qualified, count(*)::text as count from ${tableRef(table)}`,
      ),
      sql` union all `,
    ),
  );
  return new Map(rows.map((row) => [row.qualified, Number(row.count)]));
}
