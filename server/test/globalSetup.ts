import fs from 'node:fs';
import { openDatabase } from '../src/db/client';
import { prepareDatabase } from '../src/composition/prepare';
import { TEMPLATE_DATABASE, databaseUrl, postgresUrl, templateFile, withAdminClient } from './templateDatabase';

/** Builds the template database once for the whole API test run. */
export default async function globalSetup(): Promise<void> {
  const url = postgresUrl();
  if (url) {
    await withAdminClient(url, async (client) => {
      await client.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
      await client.query(`create database ${TEMPLATE_DATABASE}`);
    });
    const database = await openDatabase({ driver: 'postgres', url: databaseUrl(url, TEMPLATE_DATABASE), poolSize: 2 });
    await prepareDatabase(database);
    await database.close();
    process.env.YJF_TEST_TEMPLATE = TEMPLATE_DATABASE;
    return;
  }
  const database = await openDatabase({ driver: 'pglite' });
  await prepareDatabase(database);
  const dump = await database.dump!();
  fs.writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  process.env.YJF_TEST_TEMPLATE = templateFile;
}
