import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

/**
 * API tests run each test file on its own copy of one migrated and seeded template database:
 * a PGlite data-directory dump by default, or a PostgreSQL template database when TEST_DATABASE_URL is set
 * (CI runs the API tests a second time that way, against PostgreSQL 15).
 */
export const templateFile = path.join(os.tmpdir(), `yjf-test-template-${process.ppid}-${process.pid}.tar.gz`);
export const TEMPLATE_DATABASE = 'yjf_test_template';

export function postgresUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/** The URL of a database on the same server as `url`. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl(url, 'postgres') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Cuts the listening connections (`LISTEN`) of the test database `db` is on (the PostgreSQL run's, at
 * TEST_DATABASE_URL), as a network fault would. Only that
 * database's: the other test files run at the same time on the same server, each on a database of its own, and
 * a cut of theirs makes their instances hear an unasked-for notice (the empty one that follows listening again).
 */
export async function cutListeners(db: Db): Promise<void> {
  const result = (await db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  await withAdminClient(postgresUrl()!, (client) =>
    client.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where query like 'listen %' and datname = $1`,
      [result.rows[0]!.name],
    ),
  );
}

export function removeTemplateFile(file: string): void {
  fs.rmSync(file, { force: true });
}
