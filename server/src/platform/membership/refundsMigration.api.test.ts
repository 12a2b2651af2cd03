import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openDatabase, type Database } from '../../db/client';
import { migrationsFolder } from '../../paths';

type Journal = { entries: { tag: string }[] };

/** The migrations up to (not including) `tag`, in a folder of their own, as an installation had them. */
function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-migrations-'));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as Journal;
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 0) throw new Error(`migration ${tag} is missing`);
  fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

/**
 * Migration 0017 (refunds through the provider): before it, 已退款 (5) was only ever set by 处理, by hand, so an
 * installation's orders in that state become 已处理 (8), and 已退款 from then on means the provider refunded.
 */
describe('migration 0017_membership_refunds', () => {
  let database: Database;
  afterAll(() => database?.close());

  it('turns the orders settled by hand before it into 已处理', async () => {
    database = await openDatabase({ driver: 'pglite' });
    const db = database.db;
    await migrate(db as never, { migrationsFolder: migrationsBefore('0017_membership_refunds') });
    await db.execute(sql`insert into companies (id, name, vip) values (2, '示例影音科技', 2)`);
    await db.execute(sql`insert into users (id, company_id, username, phone, nick_name, password_hash)
      values (2, 2, '13800000001', '13800000001', '张总', 'x')`);
    for (const [orderNo, status] of [
      ['1z1g1c1z1795000000001vip', 5],
      ['1z1g1c1z1795000000002vip', 4],
      ['1z1g1c1z1795000000003vip', 1],
    ] as const)
      await db.execute(sql`insert into membership_orders
        (order_no, company_id, user_id, type, plan_code, years, priced_years, capacity, amount_fen, status, provider, code_url)
        values (${orderNo}, 2, 2, 1, 'C', 1, 1, 30, 1088000, ${status}, 'sandbox', '')`);

    await database.migrate();
    const rows = (await db.execute(
      sql`select order_no, status from membership_orders order by order_no`,
    )) as unknown as {
      rows: { order_no: string; status: number }[];
    };
    expect(rows.rows.map((row) => row.status)).toEqual([8, 4, 1]);
  });
});
