import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/** Renders conditions as the server's drizzle does (db/client.ts: snake_case columns). */
const dialect = new PgDialect({ casing: 'snake_case' });

/** A condition split into its shape (the SQL text, the same for every value) and its values. */
export type ShapedCondition = {
  /** The SQL text with numbered parameters: the part of a statement's key that the condition decides. */
  shape: string;
  /** The same condition with a named placeholder for each value, to build a prepared statement from. */
  condition: SQL;
  /** The placeholders' values, already as the driver takes them. */
  values: Record<string, unknown>;
};

/**
 * A list's WHERE apart from its values. Building a statement's SQL from drizzle's objects costs more than
 * PostgreSQL takes to answer a page (a wide projection is most of it), so a list prepares its page and count
 * statements once per shape (`ShapeCache`) and only renders its condition on each request: a few columns and
 * values instead of the whole statement.
 */
export function shapeOf(where: SQL): ShapedCondition {
  const { sql: text, params } = dialect.sqlToQuery(where);
  const pieces = text.split(/\$(\d+)\b/);
  const chunks: SQL[] = [];
  const values: Record<string, unknown> = {};
  pieces.forEach((piece, index) => {
    if (index % 2 === 0) {
      if (piece) chunks.push(sql.raw(piece));
      return;
    }
    const number = Number(piece);
    if (number < 1 || number > params.length)
      throw new Error(`condition names parameter $${piece} of ${params.length}`);
    const name = `w${piece}`;
    chunks.push(sql`${sql.placeholder(name)}`);
    values[name] = params[number - 1];
  });
  return { shape: text, condition: sql.join(chunks), values };
}

/**
 * Built statements by shape, at most `limit` of them (the oldest built is dropped first). They are prepared
 * without a name (`.prepare('')`): only the SQL text is built once. A named statement would let PostgreSQL
 * settle on a generic plan after five runs, and a generic plan of `search_text like $2` cannot use the
 * character and trigram indexes: measured, the broad search fell from 322 to 20 requests/s. Unnamed, each run
 * is planned with its values, as a statement built per call was.
 */
export class ShapeCache<T> {
  private readonly statements = new Map<string, T>();

  constructor(private readonly limit = 200) {}

  get(key: string, build: () => T): T {
    let statement = this.statements.get(key);
    if (statement === undefined) {
      if (this.statements.size >= this.limit) this.statements.delete(this.statements.keys().next().value!);
      statement = build();
      this.statements.set(key, statement);
    }
    return statement;
  }
}
