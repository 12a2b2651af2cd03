import { generateMigration } from 'drizzle-kit/api';

/** drizzle-kit's snapshot of the tables (server/drizzle/meta/NNNN_snapshot.json), as far as this file reads it. */
export type Snapshot = Parameters<typeof generateMigration>[1];

type SnapshotIndex = { name: string; columns: { expression: string; isExpression: boolean }[] };
type SnapshotTable = { name: string; schema: string; indexes: Record<string, SnapshotIndex> };

/** drizzle-kit's separator between two statements of a migration file. */
const BREAKPOINT = '--> statement-breakpoint';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether an index reads a column: by name, or inside its expression (`"search_text" gin_trgm_ops`). */
function readsColumn(index: SnapshotIndex, column: string): boolean {
  const named = new RegExp(`(^|[^\\w])"?${escapeRegExp(column)}"?([^\\w]|$)`);
  return index.columns.some((part) => (part.isExpression ? named.test(part.expression) : part.expression === column));
}

/**
 * The indexes a migration loses: drizzle-kit changes a generated column (a table's `search_text`, when the fields
 * it searches change) by dropping it and adding it again, and PostgreSQL drops the column's indexes with it; the
 * snapshot still holds them, so drizzle-kit writes nothing to create them again. These are the indexes of the
 * tables after the migration (`snapshot`) that read a column the migration drops and that it does not create.
 */
export function droppedIndexes(migration: string, snapshot: Snapshot): { table: string; index: string }[] {
  const tables = Object.values((snapshot as unknown as { tables: Record<string, SnapshotTable> }).tables);
  const drops = [...migration.matchAll(/ALTER TABLE (?:"([^"]+)"\.)?"([^"]+)" drop column "([^"]+)"/gi)];
  return drops.flatMap(([, schema = 'public', tableName, column]) => {
    const table = tables.find((each) => each.name === tableName && (each.schema || 'public') === schema);
    if (!table) return [];
    return Object.values(table.indexes)
      .filter((index) => readsColumn(index, column!))
      .filter(
        (index) => !new RegExp(`CREATE (UNIQUE )?INDEX (IF NOT EXISTS )?"${escapeRegExp(index.name)}"`).test(migration),
      )
      .map((index) => ({ table: tableName!, index: index.name }));
  });
}

/**
 * The migration with the indexes it would lose created again at its end, in drizzle-kit's own SQL: the statements
 * it writes for the snapshot against the same snapshot without those indexes.
 */
export async function keepDroppedIndexes(migration: string, snapshot: Snapshot): Promise<string> {
  const lost = droppedIndexes(migration, snapshot);
  if (lost.length === 0) return migration;
  const without = structuredClone(snapshot) as unknown as { tables: Record<string, SnapshotTable> };
  for (const { index } of lost) for (const table of Object.values(without.tables)) delete table.indexes[index];
  const statements = await generateMigration(without as unknown as Snapshot, snapshot);
  const recreated = statements.filter((statement) => /^CREATE (UNIQUE )?INDEX /.test(statement));
  if (recreated.length !== lost.length)
    throw new Error(`drizzle-kit wrote ${recreated.length} CREATE INDEX statements for ${lost.length} lost indexes`);
  return [migration.trimEnd(), ...recreated].join(`${BREAKPOINT}\n`);
}
