import { PassThrough, type Readable, type Writable } from 'node:stream';
import { setTimeout } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { formatDate, formatDateTime } from '@yjf/domain/calendar';
import { labelOf, type DictGroup } from '@yjf/domain/dictionaries';
import type { ExportColumn, ResourceRow } from './resourceDefinition';

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F3F5' } };

/** A cell as a person reads it: dictionary names, dates in China time, yuan with two decimals. */
function cellValue(column: ExportColumn, row: ResourceRow, dicts: Map<string, DictGroup>): string | number | null {
  const value = row[column.field];
  if (column.dict) return labelOf(dicts.get(column.dict)?.children, value as string | number | null);
  if (column.options) return labelOf(column.options, value as string | number | null);
  if (value === null || value === undefined) return '';
  switch (column.format) {
    case 'date':
      return formatDate(value as string | Date);
    case 'datetime':
      return formatDateTime(value as string | Date);
    case 'money':
      return Number(value) / 100;
    case 'enabled':
      return value ? '启用' : '禁用';
    default:
      return typeof value === 'number' ? value : String(value);
  }
}

/**
 * Sheet XML that may wait for the zip's deflate before the next batch of rows is read. At 4 MiB the export of
 * 100,000 rows took longer in some runs; at 16 MiB its time is the same as with no limit.
 */
const QUEUED_XML_LIMIT = 16 * 1048576;

/** archiver's PassThrough comes from readable-stream 2, which predates `writableLength`. */
type ZipInput = Writable & { _writableState?: { length: number } };
const queuedBytes = (queue: ZipInput) => queue.writableLength ?? queue._writableState?.length ?? 0;

/**
 * Waits until the zip has taken the sheet's XML down to QUEUED_XML_LIMIT; false when the download has ended
 * first (the client went away), so no more rows are read.
 *
 * exceljs's sheet stream (its StreamBuf) writes into the zip without waiting for it. archiver reads that stream
 * through a PassThrough of its own. So rows added faster than deflate or the client take them queue there, as
 * uncompressed XML. Waiting on that PassThrough keeps the queue bounded, and a slow client slows the reading of
 * rows instead of filling memory. Measured on the built server exporting 100,000 customers on PGlite, against
 * no limit:
 * - a client that stops reading: 70 MiB more than before the export instead of 119 MiB;
 * - one reading 0.5 MiB/s: a peak 11 MiB lower.
 * The PassThrough is reached through exceljs's internals; excelExport.test.ts fails if an upgrade moves it.
 */
async function zipCaughtUp(sheet: ExcelJS.Worksheet, download: Readable): Promise<boolean> {
  const queue = (sheet as unknown as { stream?: { pipes?: ZipInput[] } }).stream?.pipes?.[0];
  // No event says "below the limit" ('drain' waits for empty, which leaves deflate idle while rows are made).
  while (queue && queuedBytes(queue) > QUEUED_XML_LIMIT && !download.destroyed) await setTimeout(1);
  return !download.destroyed;
}

/**
 * Writes rows to an .xlsx as they come, so the workbook never sits in memory: a frozen, bold header of
 * Chinese titles, then one committed row per record. `batches` yields the rows in order; the next batch is read
 * when the zip has caught up (zipCaughtUp).
 */
export function streamWorkbook(options: {
  sheetName: string;
  columns: ExportColumn[];
  dicts: Map<string, DictGroup>;
  batches: AsyncIterable<ResourceRow[]>;
  onError: (error: unknown) => void;
}): Readable {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
    // The fastest deflate: a sheet of repeated markup shrinks nearly as well, in a fraction of the time.
    zip: { zlib: { level: 1 } },
  });
  const sheet = workbook.addWorksheet(options.sheetName.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const cellStyles: Partial<ExcelJS.Style>[] = options.columns.map((column) =>
    column.format === 'money' ? { numFmt: '0.00' } : {},
  );
  sheet.columns = options.columns.map((column, index) => ({
    header: column.header,
    key: column.field,
    width: column.width ?? 16,
    style: cellStyles[index],
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = HEADER_FILL;
  header.commit();

  void (async () => {
    for await (const rows of options.batches) {
      for (const row of rows) {
        const added = sheet.addRow(options.columns.map((column) => cellValue(column, row, options.dicts)));
        // Each cell would get a fresh copy of its column's style, which exceljs then looks up by content;
        // the column's own object is looked up once by identity. A third of the export time, saved.
        cellStyles.forEach((style, index) => (added.getCell(index + 1).style = style));
        added.commit();
      }
      if (!(await zipCaughtUp(sheet, stream))) return;
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    options.onError(error);
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return stream;
}
