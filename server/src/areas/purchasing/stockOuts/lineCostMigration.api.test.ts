import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openDatabase, type Database } from '../../../db/client';
import { migrationsFolder } from '../../../paths';

type Journal = { entries: { tag: string }[] };

/** The migrations before the one named `name` (whatever its number), in a folder of their own. */
function migrationsBefore(name: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-migrations-'));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as Journal;
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(`_${name}`));
  if (at < 0) throw new Error(`migration ${name} is missing`);
  fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

/**
 * The migration that keeps a stock-out line's cost (`stock_out_lines.unit_cost`): the lines an installation
 * wrote before it had no cost of their own, and take their product's 成本价 as it is then.
 */
describe('migration stock_out_line_cost', () => {
  let database: Database;
  afterAll(() => database?.close());

  it('values the lines written before it at their products’ cost', async () => {
    database = await openDatabase({ driver: 'pglite' });
    const db = database.db;
    await migrate(db as never, { migrationsFolder: migrationsBefore('stock_out_line_cost') });
    await db.execute(sql`insert into companies (id, name, vip) values (2, '示例影音科技', 2)`);
    await db.execute(sql`insert into customers (id, company_id, name, channel_type, channel_status, intent_degree,
      contact_name, phone) values (1, 2, '滨江壹号业主', 1, 3, 1, '李先生', '13912345678')`);
    await db.execute(sql`insert into projects (id, company_id, code, name, customer_id)
      values (1, 2, 'XM20261101001', '滨江壹号影音室', 1)`);
    await db.execute(sql`insert into products (id, company_id, name, unit, cost_price)
      values (1, 2, '4K 激光投影机', '台', 3980000), (2, 2, '吸顶音箱', '只', 98050), (3, 2, '网线', '箱', 0)`);
    await db.execute(sql`insert into stock_outs (id, company_id, code, project_id) values (1, 2, 'CK20261101001', 1)`);
    await db.execute(
      sql`insert into stock_out_lines (stock_out_id, product_id, quantity) values (1, 1, 1), (1, 2, 8), (1, 3, 2)`,
    );

    await database.migrate();
    const lines = (await db.execute(
      sql`select product_id, unit_cost from stock_out_lines order by product_id`,
    )) as unknown as { rows: { product_id: number; unit_cost: number | string }[] };
    expect(lines.rows.map((row) => [row.product_id, Number(row.unit_cost)])).toEqual([
      [1, 3980000],
      [2, 98050],
      [3, 0],
    ]);
  });
});
