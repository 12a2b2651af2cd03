import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { droppedIndexes, keepDroppedIndexes, type Snapshot } from './droppedIndexes';

const meta = join(__dirname, '../../drizzle/meta');
const newestSnapshot = (): Snapshot => {
  const last = readdirSync(meta)
    .filter((file) => file.endsWith('_snapshot.json'))
    .sort()
    .at(-1)!;
  return JSON.parse(readFileSync(join(meta, last), 'utf8')) as Snapshot;
};

/** What drizzle-kit writes when the fields a customer's search reads change. */
const searchChange = [
  'ALTER TABLE "customers" drop column "search_text";',
  `ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || contact_name)) STORED NOT NULL;`,
].join('--> statement-breakpoint\n');

test('a migration that drops and adds a search column loses its two GIN indexes', () => {
  expect(droppedIndexes(searchChange, newestSnapshot())).toEqual([
    { table: 'customers', index: 'customers_search_trgm_idx' },
    { table: 'customers', index: 'customers_search_chars_idx' },
  ]);
});

test('the lost indexes are created again at the end of the migration, in drizzle-kit SQL', async () => {
  const kept = await keepDroppedIndexes(searchChange, newestSnapshot());
  expect(kept.split('--> statement-breakpoint\n')).toEqual([
    'ALTER TABLE "customers" drop column "search_text";',
    `ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || contact_name)) STORED NOT NULL;`,
    'CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);',
    'CREATE INDEX "customers_search_chars_idx" ON "customers" USING gin (string_to_array("search_text", null));',
  ]);
  expect(droppedIndexes(kept, newestSnapshot())).toEqual([]);
});

test('a migration that drops a column no index reads, or creates the indexes itself, is left as it is', async () => {
  const unindexed = 'ALTER TABLE "customers" drop column "address";';
  expect(await keepDroppedIndexes(unindexed, newestSnapshot())).toBe(unindexed);
  const handWritten = [
    searchChange,
    'CREATE INDEX "customers_search_chars_idx" ON "customers" USING gin (string_to_array("search_text", null));',
    'CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);',
  ].join('--> statement-breakpoint\n');
  expect(await keepDroppedIndexes(handWritten, newestSnapshot())).toBe(handWritten);
});
