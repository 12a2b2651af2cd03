import { getTableName, is, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { getTableConfig, PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { startTestServer, type TestServer } from '../../test/testServer';
import { registeredResources } from '../crud/resourceRegistry';
import { queryRows } from '../db/queryRows';
import * as schema from './schema';

/**
 * The indexes a database has after every migration, read from its catalog, against what the code needs: every
 * index the drizzle tables declare, and for every search column (one a resource searches lower-cased, and every
 * `search_text`) its two GIN indexes, trigrams for three characters and more and its characters for one and two
 * (crud/listConditions.ts). A migration drizzle-kit writes for a changed search column drops and adds the
 * column, which takes its indexes with it; a migration that does not create them again fails here, naming them.
 */

type ActualIndex = { table: string; name: string; method: string; unique: boolean; definition: string };

let server: TestServer;
let actual: ActualIndex[];

beforeAll(async () => {
  server = await startTestServer();
  actual = await queryRows<ActualIndex>(
    server.database.db,
    sql`select t.relname as "table", i.relname as name, am.amname as method, x.indisunique as "unique",
          pg_get_indexdef(i.oid) as definition
        from pg_index x
        join pg_class i on i.oid = x.indexrelid
        join pg_class t on t.oid = x.indrelid
        join pg_namespace n on n.oid = t.relnamespace
        join pg_am am on am.oid = i.relam
        where n.nspname = 'public'`,
  );
});

afterAll(() => server?.close());

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

test('every index the drizzle tables declare exists, with its method and uniqueness', () => {
  const declared = tables.flatMap((table) =>
    getTableConfig(table).indexes.map(({ config }) => ({
      table: getTableName(table),
      name: config.name!,
      method: config.method ?? 'btree',
      unique: config.unique,
    })),
  );
  expect(declared.length).toBeGreaterThan(100);
  const missing = declared
    .filter(
      (index) =>
        !actual.some(
          (found) =>
            found.table === index.table &&
            found.name === index.name &&
            found.method === index.method &&
            found.unique === index.unique,
        ),
    )
    .map((index) => `${index.table}: ${index.name} (${index.method}${index.unique ? ', unique' : ''})`);
  expect(missing).toEqual([]);
});

test('every search column has its trigram and character indexes', async () => {
  const searchedByResources = registeredResources(server.app).flatMap(({ resource }) =>
    Object.values(resource.filterTargets).flatMap((filter) =>
      typeof filter === 'object' && 'lowercased' in filter && is(filter.target, PgColumn)
        ? [
            {
              table: getTableName(filter.target.table),
              // A column named by its key is named in snake case in the database (the client's casing).
              column: filter.target.keyAsName ? toSnakeCase(filter.target.name) : filter.target.name,
            },
          ]
        : [],
    ),
  );
  const searchTextColumns = await queryRows<{ table: string; column: string }>(
    server.database.db,
    sql`select table_name as "table", column_name as "column" from information_schema.columns
        where table_schema = 'public' and column_name = 'search_text'`,
  );
  const columns = [...searchedByResources, ...searchTextColumns].filter(
    (column, index, all) =>
      all.findIndex((other) => other.table === column.table && other.column === column.column) === index,
  );
  expect(searchedByResources.length).toBeGreaterThan(5);
  expect(searchTextColumns.length).toBeGreaterThan(5);

  const needed = (column: string) => [
    { kind: 'trigram', shape: `USING gin (${column} gin_trgm_ops)` },
    { kind: 'character', shape: `USING gin (string_to_array(${column}, NULL::text))` },
  ];
  const missing = columns.flatMap(({ table, column }) =>
    needed(column)
      .filter(({ shape }) => !actual.some((index) => index.table === table && index.definition.endsWith(shape)))
      .map(({ kind }) => `${table}.${column}: no ${kind} index`),
  );
  expect(missing).toEqual([]);
});
