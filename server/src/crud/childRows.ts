import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** What a record's child rows are read from: their fields, tables, the link to the record, and their order. */
export type ChildRowsSource = {
  /** The keys of each child row as the browser reads them, and their columns (identifier-like keys only). */
  fields: Record<string, AnyPgColumn | SQL>;
  /** The child table, with any joins: sql`${lines} join ${products} on ...`. */
  from: SQL;
  /** Ties a child row to the record of the outer query (correlated): `eq(lines.orderId, orders.id)`. */
  where: SQL;
  orderBy: AnyPgColumn;
};

/**
 * A record's child rows (an order's lines) as one JSON array column of the record's row: a correlated
 * subquery in the projection, so the list, the detail and the export read a record and its lines in one
 * query, without a second round trip per page. An order without lines reads `[]`. Numbers stay numbers
 * (bigint fen included: JSON has no bigint, and fen stay far below 2^53).
 *
 * @example lines: childRowsJson<PurchaseOrderLine>({ fields: { id: lines.id }, from: sql`${lines}`, where, orderBy: lines.id }, 'lines')
 */
export function childRowsJson<Row>({ fields, from, where, orderBy }: ChildRowsSource, as: string): SQL.Aliased<Row[]> {
  const pairs = sql.join(
    Object.entries(fields).map(([key, column]) => {
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) throw new Error(`child row key "${key}" is not an identifier`);
      return sql`${sql.raw(`'${key}'`)}, ${column}`;
    }),
    sql`, `,
  );
  const rows = sql`json_agg(json_build_object(${pairs}) order by ${orderBy})`;
  return sql<Row[]>`(select coalesce(${rows}, '[]'::json) from ${from} where ${where})`.as(as);
}
