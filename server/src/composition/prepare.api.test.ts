import crypto from 'node:crypto';
import { databaseUrl, postgresUrl, withAdminClient } from '../../test/templateDatabase';
import { openDatabase } from '../db/client';
import { prepareDatabase } from './prepare';
import { seedSteps } from './seed/steps';

/**
 * Instances of a cluster start together on one empty PostgreSQL database: each prepares it, and neither may fail
 * (without the lock the second one's migration ran into the first one's tables). Only on the PostgreSQL run.
 */
describe('preparing one PostgreSQL database from two processes at once', () => {
  const url = postgresUrl();
  (url ? it : it.skip)('migrates and seeds it once; both starts succeed', async () => {
    const name = `yjf_prepare_${crypto.randomBytes(4).toString('hex')}`;
    await withAdminClient(url!, (client) => client.query(`create database ${name}`));
    const databases = await Promise.all(
      [1, 2].map(() => openDatabase({ driver: 'postgres', url: databaseUrl(url!, name), poolSize: 2 })),
    );
    try {
      const applied = await Promise.all(databases.map((database) => prepareDatabase(database)));
      expect(applied.map((steps) => steps.length).sort()).toEqual([0, seedSteps.length]);
      expect(applied.flat()).toEqual(seedSteps.map((step) => step.name));
    } finally {
      await Promise.all(databases.map((database) => database.close()));
      await withAdminClient(url!, (client) => client.query(`drop database if exists ${name} with (force)`));
    }
  });
});
