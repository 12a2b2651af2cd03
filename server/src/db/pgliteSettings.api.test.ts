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
});
