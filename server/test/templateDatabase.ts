import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

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

export function removeTemplateFile(file: string): void {
  fs.rmSync(file, { force: true });
}
