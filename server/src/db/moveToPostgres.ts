import { sql } from 'drizzle-orm';
import type { Database, Db } from './client';
import { queryRows } from './queryRows';
import {
  countRows,
  inApplicationSchemas,
  listSequences,
  listTables,
  MIGRATION_HISTORY,
  qualifiedName,
  tableRef,
  type CatalogSequence,
  type CatalogTable,
} from './tableCatalog';
import { inTransaction } from './transaction';

/** One table's rows in the embedded database and, after the move, in PostgreSQL. */
export type TableCount = { table: string; source: number; target: number };

export type MoveResult = { tables: TableCount[]; sequences: number; durationMs: number };

/** The counts after the copy differ: everything written was rolled back. The counts say where. */
export class RowCountMismatchError extends Error {
  constructor(readonly counts: TableCount[]) {
    const differing = counts.filter((count) => count.source !== count.target).map((count) => count.table);
    super(
      `行数核对不一致（${differing.join('、')}）：本次迁移写入的数据已全部撤销，目标库只留下空的表结构。请排查后重新执行。`,
    );
  }
}

/** Rows read and written at a time: few statements, and a batch stays small in memory. */
const ROWS_PER_BATCH = 5000;
/** A table this large gets its own progress line. */
const LARGE_TABLE_ROWS = 10_000;

/**
 * Moves every row of the embedded database into an empty PostgreSQL: the schema by the same migrations a start
 * runs, then each table of the application schemas (whatever the catalog lists, so also what a 数据库升级 script
 * added), the sequences' positions and drizzle's migration history, so that a server started on the target
 * applies nothing again. Then it counts every table on both sides.
 *
 * Why it is shaped so:
 * - The target must hold no row anywhere (a freshly migrated, empty schema is fine): merging into live data
 *   would clash on ids, and a refusal before writing is the only safe answer. It is checked before anything is
 *   written, and again under lock inside the copy's transaction.
 * - The copy is one transaction on the target, so a failure (a count that differs included) leaves no data.
 * - Foreign keys are dropped and added back inside it rather than ordering the tables: some reference their own
 *   table (departments.pid, users.created_by), and adding them back checks every row as pg_restore would.
 *   The application's triggers are switched off meanwhile, or record_counts would count each copied row a second
 *   time over the copied counts. Both need only ownership of the tables (the migrating user's), not a superuser
 *   (session_replication_role would).
 * - Values travel as their text form (`::text` out, cast to the column's type in), which PostgreSQL reads back
 *   exactly for every type: numeric, jsonb, bytea, timestamps to the microsecond, arrays.
 * - Rows are read through a cursor and written in batches, so a large table never sits whole in memory.
 * - Sequences take the source's own position (not max(id)), so no id is ever handed out twice.
 *
 * The source is brought up to the current migrations first, as the next start would; nothing else in it changes.
 */
export async function moveToPostgres(
  source: Database,
  target: Database,
  progress: (line: string) => void = () => {},
): Promise<MoveResult> {
  const started = performance.now();
  progress('检查目标库是否为空…');
  await refuseNonEmpty(target.db);
  progress('执行两边未执行的迁移…');
  await source.migrate();
  await target.migrate();
  const tables = await listTables(source.db);
  const sequences = await listSequences(source.db);
  const targetTables = await listTables(target.db);
  assertSameShape(tables, targetTables, sequences, await listSequences(target.db));

  progress(`复制 ${tables.length} 张表…`);
  const counts = await inTransaction(source.db, (from) =>
    inTransaction(target.db, async (to) => {
      await to.execute(sql`lock table ${sql.join(targetTables.map(tableRef), sql`, `)} in access exclusive mode`);
      await refuseNonEmpty(to);
      // The history the target's own migrate() wrote gives way to the source's, copied like any table.
      await to.execute(sql`delete from ${tableRef(MIGRATION_HISTORY)}`);
      const foreignKeys = await dropForeignKeys(to);
      const triggers = await switchTriggers(to, 'disable');
      const expected = await countRows(from, tables);
      for (const table of tables) {
        const rows = expected.get(table.qualified) ?? 0;
        if (rows >= LARGE_TABLE_ROWS) progress(`  ${table.qualified}：${rows.toLocaleString('en-US')} 行…`);
        if (rows > 0) await copyTable(from, to, table);
      }
      await switchTriggers(to, 'enable', triggers);
      for (const key of foreignKeys) {
        await to.execute(
          sql`alter table ${sql.raw(key.table)} add constraint ${sql.identifier(key.name)} ${sql.raw(key.definition)}`,
        );
      }
      for (const sequence of sequences) await copySequence(from, to, sequence);
      const actual = await countRows(to, tables);
      const counts = tables.map((table) => ({
        table: table.qualified,
        source: expected.get(table.qualified) ?? 0,
        target: actual.get(table.qualified) ?? 0,
      }));
      if (counts.some((count) => count.source !== count.target)) throw new RowCountMismatchError(counts);
      return counts;
    }),
  );
  return { tables: counts, sequences: sequences.length, durationMs: Math.round(performance.now() - started) };
}

/**
 * Refuses a database that holds any row in any table of any schema, drizzle's migration history aside. The
 * refusal names a few of the tables, so the user can see it is not the database they meant.
 */
async function refuseNonEmpty(db: Db): Promise<void> {
  const tables = await queryRows<{ schema: string; name: string }>(
    db,
    sql`select n.nspname::text as schema, c.relname::text as name
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname !~ '^pg_' and n.nspname <> 'information_schema'
          and not (n.nspname = ${MIGRATION_HISTORY.schema} and c.relname = ${MIGRATION_HISTORY.name})
        order by n.nspname, c.relname`,
  );
  if (tables.length === 0) return;
  const filled = await queryRows<{ qualified: string }>(
    db,
    sql.join(
      tables.map(
        (table) => sql`select ${qualifiedName(table)}::text as qualified where exists (select from ${tableRef(table)})`,
      ),
      sql` union all `,
    ),
  );
  if (filled.length === 0) return;
  const named = filled.slice(0, 5).map((row) => row.qualified);
  throw new Error(
    `目标数据库不是空库：${named.join('、')}${filled.length > named.length ? ` 等 ${filled.length} 张表` : ''}已有数据。` +
      '迁移只写入空库，不会覆盖或合并已有数据：请新建一个空数据库（如 createdb yjf），让 DATABASE_URL 指向它后重试。',
  );
}

/** Both sides were migrated alike; a table, column or sequence only the source has came from outside the migrations. */
function assertSameShape(
  tables: CatalogTable[],
  targetTables: CatalogTable[],
  sequences: CatalogSequence[],
  targetSequences: CatalogSequence[],
): void {
  const hint = '内嵌数据库中有迁移以外的改动（如通过“数据库升级”执行的脚本）：请先在目标库执行同样的改动，再重新迁移。';
  const byName = new Map(targetTables.map((table) => [table.qualified, table]));
  for (const table of tables) {
    const other = byName.get(table.qualified);
    if (!other) throw new Error(`目标库没有表 ${table.qualified}。${hint}`);
    const describe = (column: { name: string; type: string }) => `${column.name} ${column.type}`;
    const theirs = other.columns.map(describe);
    const ours = table.columns.map(describe);
    const missing = ours.filter((column) => !theirs.includes(column));
    const extra = theirs.filter((column) => !ours.includes(column));
    if (missing.length || extra.length) {
      const parts = [
        missing.length ? `仅原库有 ${missing.join('、')}` : '',
        extra.length ? `仅目标库有 ${extra.join('、')}` : '',
      ];
      throw new Error(`表 ${table.qualified} 的列两边不同（${parts.filter(Boolean).join('；')}）。${hint}`);
    }
  }
  const targetSequenceNames = new Set(targetSequences.map((sequence) => sequence.qualified));
  const missingSequence = sequences.find((sequence) => !targetSequenceNames.has(sequence.qualified));
  if (missingSequence) throw new Error(`目标库没有序列 ${missingSequence.qualified}。${hint}`);
}

type ForeignKey = { table: string; name: string; definition: string };

/** Drops the application's foreign keys, answering their definitions to add them back. */
async function dropForeignKeys(db: Db): Promise<ForeignKey[]> {
  const keys = await queryRows<ForeignKey>(
    db,
    sql`select k.conrelid::regclass::text as table, k.conname::text as name, pg_get_constraintdef(k.oid) as definition
        from pg_constraint k join pg_namespace n on n.oid = k.connamespace
        where k.contype = 'f' and ${inApplicationSchemas}
        order by k.conrelid::regclass::text, k.conname`,
  );
  for (const key of keys) {
    await db.execute(sql`alter table ${sql.raw(key.table)} drop constraint ${sql.identifier(key.name)}`);
  }
  return keys;
}

type Trigger = { table: string; name: string };

/** Disables the enabled user triggers (answering them), or enables those again. */
async function switchTriggers(db: Db, to: 'disable' | 'enable', triggers?: Trigger[]): Promise<Trigger[]> {
  const list =
    triggers ??
    (await queryRows<Trigger>(
      db,
      sql`select c.oid::regclass::text as table, t.tgname::text as name
          from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
          where not t.tgisinternal and t.tgenabled <> 'D' and ${inApplicationSchemas}
          order by 1, 2`,
    ));
  for (const trigger of list) {
    await db.execute(sql`alter table ${sql.raw(trigger.table)} ${sql.raw(to)} trigger ${sql.identifier(trigger.name)}`);
  }
  return list;
}

/**
 * Copies one table's rows, a batch at a time through a cursor. A batch goes in as one text array per column,
 * unnested and cast to the column types: a statement of a few parameters, where a multi-row VALUES list of one
 * parameter per value spent most of its time being parsed and planned (the whole move of 100,000 customers took
 * three times as long).
 */
async function copyTable(from: Db, to: Db, table: CatalogTable): Promise<void> {
  const names = table.columns.map((column) => sql.identifier(column.name));
  await from.execute(
    sql`declare move_rows no scroll cursor for select ${sql.join(
      names.map((name) => sql`${name}::text as ${name}`),
      sql`, `,
    )} from ${tableRef(table)}`,
  );
  for (;;) {
    const rows = await queryRows<Record<string, string | null>>(
      from,
      sql.raw(`fetch ${ROWS_PER_BATCH} from move_rows`),
    );
    if (rows.length === 0) break;
    const arrays = table.columns.map(
      (column) => sql`${sql.param(rows.map((row) => row[column.name] ?? null))}::text[]`,
    );
    const casts = table.columns.map((column, index) => sql`${names[index]}::${sql.raw(column.type)}`);
    // OVERRIDING SYSTEM VALUE keeps the source's ids should a table use an identity column.
    await to.execute(
      sql`insert into ${tableRef(table)} (${sql.join(names, sql`, `)}) overriding system value
          select ${sql.join(casts, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) as batch (${sql.join(names, sql`, `)})`,
    );
  }
  await from.execute(sql`close move_rows`);
}

/** Sets a sequence where the source's stands. */
async function copySequence(from: Db, to: Db, sequence: CatalogSequence): Promise<void> {
  const [state] = await queryRows<{ value: string; called: boolean }>(
    from,
    sql`select last_value::text as value, is_called as called from ${tableRef(sequence)}`,
  );
  if (!state) return;
  await to.execute(
    sql`select setval(format('%I.%I', ${sequence.schema}::text, ${sequence.name}::text)::regclass, ${state.value}::bigint, ${state.called}::boolean)`,
  );
}
