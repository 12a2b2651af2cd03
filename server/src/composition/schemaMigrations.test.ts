import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import * as schema from './schema';

/**
 * The tables in code and the migrations agree: what `pnpm --filter @yjf/server db:generate` would write next is
 * nothing. Columns derived from a resource's field declaration (`declaredColumns`) are held to the same rule, so
 * a field added to a declaration without its migration fails here, not on a user's database.
 */
test('the schema in code needs no migration beyond those in server/drizzle', async () => {
  const meta = join(__dirname, '../../drizzle/meta');
  const last = readdirSync(meta)
    .filter((file) => file.endsWith('_snapshot.json'))
    .sort()
    .at(-1)!;
  const previous = JSON.parse(readFileSync(join(meta, last), 'utf8'));
  const current = generateDrizzleJson(schema as Record<string, unknown>, previous.id, undefined, 'snake_case');
  expect(await generateMigration(previous, current)).toEqual([]);
});
