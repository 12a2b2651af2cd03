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

/** Takes about `bytes` of the download, then stops taking (the client's window is full); answers what it took. */
function takeThenStall(stream: Readable, bytes: number): Promise<Buffer[]> {
  const taken: Buffer[] = [];
  let size = 0;
  return new Promise((resolve) => {
    const onData = (chunk: Buffer) => {
      taken.push(chunk);
      size += chunk.length;
      if (size < bytes) return;
      stream.pause();
      stream.off('data', onData);
      resolve(taken);
    };
    stream.on('data', onData);
  });
}

describe('streamWorkbook', () => {
  it('reads the next rows only as the download is taken, and loses none', async () => {
    const { source, batches } = rowSource();
    const errors: unknown[] = [];
    const onError = (error: unknown) => errors.push(error);
    const stream = streamWorkbook({ sheetName: '客户', columns: COLUMNS, dicts: new Map(), batches, onError });

    // Nobody asks yet: no row is read.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(source.pulled).toBe(0);
    // The client takes 1 MiB and stalls: the rows read stop at what the deflate and the stream buffers hold, a
    // few batches of about 1 MiB of sheet XML each, not the whole sheet (40).
    const taken = await takeThenStall(stream, 1048576);
    expect(await settled(() => source.pulled)).toBeLessThan(5);

    const rest = await collect(stream);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat([...taken, rest]) as unknown as ArrayBuffer);
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
    await takeThenStall(stream, 1048576);
    const pulled = await settled(() => source.pulled);
    expect(pulled).toBeLessThan(BATCHES);

    stream.destroy();
    await settled(() => Number(source.closed));
    expect(source.closed).toBe(true);
    expect(source.pulled).toBe(pulled);
  }, 30_000);
});
