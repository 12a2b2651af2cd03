import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { max, sql } from 'drizzle-orm';
import { databaseContents, type DatabaseContents } from '../../test/databaseContents';
import { runServerCommand } from '../../test/commandProcess';
import { databaseUrl, postgresUrl, withAdminClient } from '../../test/templateDatabase';
import { openDatabase } from './client';
import { openExistingPglite } from './existingPglite';
import { moveToPostgres, RowCountMismatchError } from './moveToPostgres';
import { prepareDatabase } from '../composition/prepare';
import { customers, dictGroups } from '../composition/schema';

const url = postgresUrl();
/** The move needs a PostgreSQL to move into: it runs on the API tests' PostgreSQL run (TEST_DATABASE_URL). */
const onPostgres = url ? describe : describe.skip;

/** Tables the demo data fills; the move must carry rows in each, not merely equal zeros. */
const DEMO_TABLES = [
  'drizzle.__drizzle_migrations',
  'public.companies',
  'public.users',
  'public.menus',
  'public.customers',
  'public.business_opportunities',
  'public.projects',
  'public.tasks',
  'public.schemes',
  'public.collections',
  'public.stock_movements',
  'public.record_counts',
  'public.seeds',
];

const AWKWARD_TEXT = '引号" 反斜杠\\ 逗号, {花括号} NULL\t制表\n换行';
const AWKWARD_JSON = JSON.stringify([
  { name: '图纸"v2"\\.png', size: 1.5e3, ratio: 0.1, nested: { k: [null, true, 'é'] } },
]);

onPostgres('pnpm db:move: from the embedded database to an empty PostgreSQL', () => {
  let dataDir: string;
  let demo: DatabaseContents;
  const created: string[] = [];

  /** A new, empty database on the test server, dropped after the tests. */
  async function emptyDatabase(): Promise<string> {
    const name = `move_test_${crypto.randomBytes(6).toString('hex')}`;
    await withAdminClient(url!, (client) => client.query(`create database ${name}`));
    created.push(name);
    return databaseUrl(url!, name);
  }

  beforeAll(async () => {
    // An installation as a first `pnpm start` leaves it: the full demo data in DATA_DIR/pglite.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-move-'));
    const installation = await openDatabase({ driver: 'pglite', dataDir });
    await prepareDatabase(installation);
    // Values a copy gets wrong easily: what an array literal must escape, the word NULL, an empty string,
    // microseconds, a jsonb document with escapes and numbers, an empty array.
    await installation.db.execute(sql`update customers set remark = ${AWKWARD_TEXT},
        last_follow_time = '2024-02-29 23:59:59.123456+08' where id = (select min(id) from customers)`);
    await installation.db.execute(sql`update customers set remark = 'NULL', address = ''
        where id = (select max(id) from customers)`);
    await installation.db.execute(sql`update tasks set attachments = ${AWKWARD_JSON}::jsonb
        where id = (select min(id) from tasks)`);
    await installation.db.execute(sql`update projects set member_ids = '{}' where id = (select min(id) from projects)`);
    demo = await databaseContents(installation.db);
    await installation.close();
  }, 120_000);

  afterAll(async () => {
    await withAdminClient(url!, async (client) => {
      for (const name of created) await client.query(`drop database if exists ${name} with (force)`);
    });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('moves the demo data row for row, every count equal; ids go on; a start applies nothing; a second move is refused', async () => {
    const target = await emptyDatabase();
    const started = performance.now();
    const run = await runServerCommand('db/moveToPostgresCli.ts', [], { DATA_DIR: dataDir, DATABASE_URL: target });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const moving = /用时 ([\d.]+) 秒/.exec(run.stdout)?.[1];
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
    expect(run.stdout).toContain('各表行数一致');
    // The printed table shows each table's count on both sides.
    for (const [table, { rows }] of Object.entries(demo.tables)) {
      expect(run.stdout).toMatch(
        new RegExp(`^${table}\\s+${rows.toLocaleString('en-US')}\\s+${rows.toLocaleString('en-US')}\\s+一致$`, 'm'),
      );
    }
    const total = Object.values(demo.tables).reduce((sum, table) => sum + table.rows, 0);
    process.stdout.write(
      `db:move of the demo data: ${Object.keys(demo.tables).length} tables, ${total} rows, ${moving} s (the move), ${seconds} s (the command)\n`,
    );

    const moved = await openDatabase({ driver: 'postgres', url: target, poolSize: 2 });
    try {
      // Every table row for row and every sequence where it stood, the migration history included.
      expect(await databaseContents(moved.db)).toEqual(demo);
      for (const table of DEMO_TABLES) expect(demo.tables[table]?.rows).toBeGreaterThan(0);
      const [awkward] = await moved.db
        .select({ remark: customers.remark, lastFollowTime: sql<string>`${customers.lastFollowTime}::text` })
        .from(customers)
        .orderBy(customers.id)
        .limit(1);
      expect(awkward).toEqual({ remark: AWKWARD_TEXT, lastFollowTime: expect.stringMatching(/\.123456/) });

      // The ids go on past the moved rows.
      const [highest] = await moved.db.select({ id: max(dictGroups.id) }).from(dictGroups);
      const [added] = await moved.db.insert(dictGroups).values({ code: 'MOVED', name: '迁移后新增' }).returning();
      expect(added!.id).toBeGreaterThan(highest!.id!);

      // A server started on it migrates and seeds nothing.
      expect(await prepareDatabase(moved)).toEqual([]);
      const after = await databaseContents(moved.db);
      expect(after.tables['drizzle.__drizzle_migrations']).toEqual(demo.tables['drizzle.__drizzle_migrations']);
      expect(after.tables['public.seeds']).toEqual(demo.tables['public.seeds']);
    } finally {
      await moved.close();
    }

    const again = await runServerCommand('db/moveToPostgresCli.ts', [], { DATA_DIR: dataDir, DATABASE_URL: target });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('迁移失败：目标数据库不是空库');
  }, 180_000);

  test('a count that differs fails the move and rolls back every row written', async () => {
    const target = await emptyDatabase();
    const prepared = await openDatabase({ driver: 'postgres', url: target, poolSize: 2 });
    await prepared.migrate();
    // A rule that swallows the inserts of one table: the copy "succeeds", the count does not.
    await prepared.db.execute(sql`create rule swallow as on insert to customer_followups do instead nothing`);
    const source = await openExistingPglite(dataDir);
    try {
      const failure = await moveToPostgres(source, prepared).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(RowCountMismatchError);
      expect((failure as RowCountMismatchError).message).toContain('行数核对不一致（public.customer_followups）');
      expect(
        (failure as RowCountMismatchError).counts.find((count) => count.table === 'public.customer_followups'),
      ).toEqual({
        table: 'public.customer_followups',
        source: demo.tables['public.customer_followups']!.rows,
        target: 0,
      });
      const left = await databaseContents(prepared.db);
      for (const [table, { rows }] of Object.entries(left.tables)) {
        expect([table, rows]).toEqual([table, table === 'drizzle.__drizzle_migrations' ? demo.tables[table]!.rows : 0]);
      }
    } finally {
      await source.close();
      await prepared.close();
    }
  }, 120_000);

  test('says plainly what is missing or in the way: DATABASE_URL, the data folder, a running server', async () => {
    const target = await emptyDatabase();
    const holder = await openExistingPglite(dataDir);
    try {
      const [noUrl, noFolder, locked] = await Promise.all([
        runServerCommand('db/moveToPostgresCli.ts', [], { DATA_DIR: dataDir }),
        runServerCommand('db/moveToPostgresCli.ts', [], {
          DATA_DIR: path.join(dataDir, 'nothing-here'),
          DATABASE_URL: target,
        }),
        runServerCommand('db/moveToPostgresCli.ts', [], { DATA_DIR: dataDir, DATABASE_URL: target }),
      ]);
      expect(noUrl.code).toBe(1);
      expect(noUrl.stderr).toContain('请用 DATABASE_URL 指定要迁入的 PostgreSQL');
      expect(noFolder.code).toBe(1);
      expect(noFolder.stderr).toContain('中没有找到内嵌数据库');
      expect(locked.code).toBe(1);
      expect(locked.stderr).toContain(`正被进程 ${process.pid} 使用`);
      expect(locked.stderr).toContain('迁移、备份和恢复前都须先停止服务');
    } finally {
      await holder.close();
    }
    // Nothing was written: the target is still without tables.
    const untouched = await openDatabase({ driver: 'postgres', url: target, poolSize: 2 });
    try {
      expect(await databaseContents(untouched.db)).toEqual({ tables: {}, sequences: {} });
    } finally {
      await untouched.close();
    }
  }, 120_000);
});
