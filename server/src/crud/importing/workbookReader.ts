import path from 'node:path/posix';
import { badRequest } from '../../http/errors';
import {
  relationshipsReader,
  sharedStringsReader,
  workbookReader,
  worksheetReader,
  type Relationship,
  type SheetRow,
} from './sheetParts';
import { MALFORMED_SHEET, XmlScanner, type XmlHandler } from './xmlScanner';
import { InflateBudget, inflated, NOT_XLSX, zipDirectory, type ZipFile } from './zipDirectory';

/** The hard limits of reading one uploaded workbook. */
export type WorkbookLimits = {
  /** Files in the zip (an .xlsx from Excel has about a dozen). */
  maxEntries: number;
  /** Bytes inflated of all the parts read together. */
  maxInflatedBytes: number;
  /** Shared strings kept. */
  maxSharedStrings: number;
};

export const WORKBOOK_LIMITS: WorkbookLimits = {
  maxEntries: 1000,
  maxInflatedBytes: 100 * 1024 * 1024,
  maxSharedStrings: 500_000,
};

const OFFICE_DOCUMENT = /\/officeDocument$/;
const SHARED_STRINGS = /\/sharedStrings$/;

/**
 * Reads the first sheet of an .xlsx (the workbook's first tab) and hands each of its rows to `onRow` as it is
 * read; `onRow` may throw to stop the reading (too many rows). The package's relationships say where the
 * workbook, the sheet and the shared strings are, whatever their names and order in the zip; the shared strings
 * are read before the sheet. Answers the workbook's date system (1904 on old Macs).
 */
export async function readFirstSheet(
  data: Buffer,
  options: { columns: number; onRow: (row: SheetRow) => void; limits?: WorkbookLimits },
): Promise<{ date1904: boolean }> {
  const limits = options.limits ?? WORKBOOK_LIMITS;
  const files = zipDirectory(data, limits);
  const budget = new InflateBudget(limits.maxInflatedBytes);
  const part = (name: string) => {
    const file = files.get(name);
    if (!file) throw badRequest(NOT_XLSX);
    return file;
  };
  const read = async <H extends XmlHandler>(file: ZipFile, handler: H): Promise<H> => {
    await scan(file, handler, budget);
    return handler;
  };

  const root = (await read(part('_rels/.rels'), relationshipsReader())).relationships;
  const workbookPath = resolve('', root.find((r) => OFFICE_DOCUMENT.test(r.type))?.target ?? 'xl/workbook.xml');
  const workbook = await read(part(workbookPath), workbookReader());
  const first = workbook.sheets[0];
  if (!first) throw badRequest(NOT_XLSX);
  const relsPath = path.join(path.dirname(workbookPath), '_rels', `${path.basename(workbookPath)}.rels`);
  const relationships = (await read(part(relsPath), relationshipsReader())).relationships;
  const target = (relationship?: Relationship) =>
    relationship && resolve(path.dirname(workbookPath), relationship.target);
  const sheetPath = target(relationships.find((r) => r.id === first.relationship));
  if (!sheetPath) throw badRequest(NOT_XLSX);
  const stringsPath = target(relationships.find((r) => SHARED_STRINGS.test(r.type)));
  const strings =
    stringsPath && files.has(stringsPath)
      ? (await read(part(stringsPath), sharedStringsReader(limits.maxSharedStrings))).strings
      : [];
  await read(part(sheetPath), worksheetReader({ strings, columns: options.columns, onRow: options.onRow }));
  return { date1904: workbook.date1904 };
}

/** A relationship's target as a path in the zip: relative to the part's folder, or from the root (`/xl/…`). */
function resolve(folder: string, target: string): string {
  const joined = target.startsWith('/') ? target.slice(1) : path.join(folder, target);
  const normal = path.normalize(joined);
  if (normal.startsWith('..')) throw badRequest(NOT_XLSX);
  return normal;
}

/** Feeds a part's bytes, as they are inflated, through the UTF-8 decoder and the XML scanner to `handler`. */
async function scan(file: ZipFile, handler: XmlHandler, budget: InflateBudget): Promise<void> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const scanner = new XmlScanner(handler);
  const text = (chunk?: Buffer) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw badRequest(MALFORMED_SHEET);
    }
  };
  for await (const chunk of inflated(file, budget)) scanner.push(text(chunk));
  scanner.push(text());
  scanner.end();
}
