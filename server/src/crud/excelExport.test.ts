import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportColumn, ResourceRow } from './resourceDefinition';
import { streamWorkbook } from './excelExport';

const COLUMNS: ExportColumn[] = Array.from({ length: 2 }, (_, index) => ({
  field: `c${index}`,
  header: `第${index}列`,
}));
const BATCHES = 40;
const ROWS_PER_BATCH = 256;

/**
 * 40 batches of 256 rows of 2 cells of about 2000 characters: about 1 MiB of sheet XML per batch. The text is
 * random, so it does not compress to nothing and the zip's output fills as it would with real rows.
 */
const cellText = () => randomBytes(1536).toString('base64');

function rowSource() {
  const source = { pulled: 0, closed: false };
  async function* batches(): AsyncGenerator<ResourceRow[]> {
    try {
      for (let batch = 0; batch < BATCHES; batch++) {
        source.pulled++;
        await new Promise((resolve) => setImmediate(resolve)); // a database read
        yield Array.from({ length: ROWS_PER_BATCH }, (_, index) => {
          const id = batch * ROWS_PER_BATCH + index;
          return Object.fromEntries([['id', id], ...COLUMNS.map((c) => [c.field, `${id}-${c.field}-${cellText()}`])]);
        });
      }
    } finally {
      source.closed = true;
    }
  }
  return { source, batches: batches() };
}

/** Waits until `read()` has not changed for 300 ms. */
async function settled(read: () => number): Promise<number> {
  let last = -1;
  while (read() !== last) {
    last = read();
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return last;
}

const collect = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('streamWorkbook', () => {
  it('reads the next rows only as the download is taken, and loses none', async () => {
    const { source, batches } = rowSource();
    const errors: unknown[] = [];
    const onError = (error: unknown) => errors.push(error);
    const stream = streamWorkbook({ sheetName: '客户', columns: COLUMNS, dicts: new Map(), batches, onError });

    // Nobody reads the download: the rows read stop at QUEUED_XML_LIMIT (16 MiB) and the zip's buffers, not at
    // the whole sheet (40 MiB).
    expect(await settled(() => source.pulled)).toBeLessThan(30);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await collect(stream)) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('客户')!;
    expect(errors).toEqual([]);
    expect(source.pulled).toBe(BATCHES);
    expect(sheet.rowCount).toBe(1 + BATCHES * ROWS_PER_BATCH);
    expect(sheet.getRow(1).getCell(1).value).toBe('第0列');
    expect(String(sheet.getRow(1 + BATCHES * ROWS_PER_BATCH).getCell(2).value)).toMatch(/^10239-c1-/);
  }, 30_000);

  it('stops reading rows when the download is abandoned', async () => {
    const { source, batches } = rowSource();
    const stream = streamWorkbook({
      sheetName: '客户',
      columns: COLUMNS,
      dicts: new Map(),
      batches,
      onError: () => {},
    });
    const pulled = await settled(() => source.pulled);
    expect(pulled).toBeLessThan(BATCHES);

    stream.destroy();
    await settled(() => Number(source.closed));
    expect(source.closed).toBe(true);
    expect(source.pulled).toBe(pulled);
  }, 30_000);
});
