import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { databaseContents } from '../../test/databaseContents';
import { databaseUrl, postgresUrl, withAdminClient } from '../../test/templateDatabase';
import { openDatabase } from './client';
import { prepareDatabase } from '../composition/prepare';

/** A PostgreSQL client program: the newest Debian install's (as server/test/with-postgres.sh picks), else PATH's. */
function postgresProgram(name: string): string | undefined {
  const installs = '/usr/lib/postgresql';
  const versions = fs.existsSync(installs) ? fs.readdirSync(installs).sort((a, b) => Number(b) - Number(a)) : [];
  const directories = [
    ...versions.map((version) => path.join(installs, version, 'bin')),
    ...(process.env.PATH ?? '').split(path.delimiter),
  ];
  return directories.map((directory) => path.join(directory, name)).find((file) => fs.existsSync(file));
}

const url = postgresUrl();
const pgDump = postgresProgram('pg_dump');
const pgRestore = postgresProgram('pg_restore');
/** On the PostgreSQL run of the API tests, where pg_dump and pg_restore are installed. */
const withPgDump = url && pgDump && pgRestore ? describe : describe.skip;

withPgDump('PostgreSQL backup as the README says: pg_dump -Fc, then pg_restore into an empty database', () => {
  const created: string[] = [];
  let workDir: string;

  async function database(template?: string): Promise<string> {
    const name = `backup_test_${crypto.randomBytes(6).toString('hex')}`;
    await withAdminClient(url!, (client) =>
      client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
    );
    created.push(name);
    return databaseUrl(url!, name);
  }

  beforeAll(() => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-pgdump-'));
  });

  afterAll(async () => {
    await withAdminClient(url!, async (client) => {
      for (const name of created) await client.query(`drop database if exists ${name} with (force)`);
    });
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  test('the restored database holds every row and sequence, and a start on it applies nothing', async () => {
    // A copy of the demo database, not the template itself: a dump's session would stop other tests copying it.
    const sourceUrl = await database(process.env.YJF_TEST_TEMPLATE);
    const source = await openDatabase({ driver: 'postgres', url: sourceUrl, poolSize: 2 });
    const before = await databaseContents(source.db);
    await source.close();

    const file = path.join(workDir, 'yjf.dump');
    await promisify(execFile)(pgDump!, ['-Fc', '-d', sourceUrl, '-f', file]);
    const restoredUrl = await database();
    await promisify(execFile)(pgRestore!, ['--no-owner', '--exit-on-error', '-d', restoredUrl, file]);

    const restored = await openDatabase({ driver: 'postgres', url: restoredUrl, poolSize: 2 });
    try {
      expect(await databaseContents(restored.db)).toEqual(before);
      expect(before.tables['public.customers']!.rows).toBeGreaterThan(0);
      expect(await prepareDatabase(restored)).toEqual([]);
      expect((await databaseContents(restored.db)).tables).toEqual(before.tables);
    } finally {
      await restored.close();
    }
  }, 120_000);
});
