import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { copyTemplateData, type ServerData } from '../../test/serverProcess';
import { postgresUrl } from '../../test/templateDatabase';

/** The embedded database's start parameters; the PostgreSQL run has its server's own settings. */
const onPglite = postgresUrl() ? describe.skip : describe;

onPglite('the embedded database', () => {
  let data: ServerData;
  beforeAll(async () => {
    data = await copyTemplateData();
  });
  afterAll(() => data.remove());

  test('keeps 32 MB of shared buffers (the idle server under 300 MB) and the data folder its own settings', async () => {
    const database = await data.open();
    try {
      const show = async (name: string) =>
        ((await database.db.execute(sql.raw(`show ${name}`))) as unknown as { rows: Record<string, string>[] })
          .rows[0]![name];
      expect(await show('shared_buffers')).toBe('32MB');
      // From the data folder's postgresql.conf, which a start parameter leaves as it is.
      expect(await show('TimeZone')).toBe('UTC');
      expect(await show('DateStyle')).toBe('ISO, MDY');
    } finally {
      await database.close();
    }
  });

  test('flushes a commit to the disk before it answers (fsync on, and fsync reaching the disk)', async () => {
    const database = await data.open();
    // Which files are flushed, named when they are (a descriptor may be closed and reused later).
    const flushed: string[] = [];
    const fsyncOf = fs.fsyncSync.bind(fs);
    const fsyncSync = jest.spyOn(fs, 'fsyncSync').mockImplementation((fd) => {
      flushed.push(fs.readlinkSync(`/proc/self/fd/${fd}`));
      fsyncOf(fd);
    });
    try {
      const show = async (name: string) =>
        ((await database.db.execute(sql.raw(`show ${name}`))) as unknown as { rows: Record<string, string>[] })
          .rows[0]![name];
      expect(await show('fsync')).toBe('on');
      expect(await show('wal_sync_method')).toBe('fsync');

      flushed.length = 0;
      await database.db.execute(sql`create table durable_probe (id int)`);
      await database.db.execute(sql`insert into durable_probe values (1)`);
      // Two commits, each flushing the write-ahead log's segment before it answered.
      expect(flushed.filter((file) => file.includes('/pg_wal/')).length).toBeGreaterThanOrEqual(2);
    } finally {
      fsyncSync.mockRestore();
      await database.close();
    }
  });
});
