import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { queryRows } from '../src/db/queryRows';
import { listSequences, listTables, tableRef } from '../src/db/tableCatalog';
import { inTransaction } from '../src/db/transaction';

export type DatabaseContents = {
  /** By `schema.name`: the row count and an md5 of every row's text, in a fixed order. */
  tables: Record<string, { rows: number; md5: string }>;
  /** By `schema.name`: where the sequence stands. */
  sequences: Record<string, string>;
};

/**
 * What two databases must share after a move, a backup and its restore: every application table row for row
 * (jsonb, numeric, bytea, timestamps to the microsecond: a row's text shows them all) and every sequence's
 * position. Times are read in UTC and rows sorted bytewise, so PGlite and PostgreSQL print them alike.
 */
export async function databaseContents(db: Db): Promise<DatabaseContents> {
  const tables = await listTables(db);
  const sequences = await listSequences(db);
  if (tables.length === 0) return { tables: {}, sequences: {} };
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const rows = await queryRows<{ qualified: string; rows: number; md5: string }>(
      tx,
      sql.join(
        tables.map(
          (table) =>
            sql`select ${table.qualified}::text as qualified, count(*)::int as rows,
                  md5(coalesce(string_agg(r::text, chr(10) order by r::text collate "C"), '')) as md5
                from ${tableRef(table)} r`,
        ),
        sql` union all `,
      ),
    );
    const positions = await (sequences.length === 0
      ? []
      : queryRows<{ qualified: string; position: string }>(
          tx,
          sql.join(
            sequences.map(
              (sequence) =>
                sql`select ${sequence.qualified}::text as qualified, last_value::text || ' ' || is_called::text as position
                from ${tableRef(sequence)}`,
            ),
            sql` union all `,
          ),
        ));
    return {
      tables: Object.fromEntries(rows.map((row) => [row.qualified, { rows: row.rows, md5: row.md5 }])),
      sequences: Object.fromEntries(positions.map((row) => [row.qualified, row.position])),
    };
  });
}
