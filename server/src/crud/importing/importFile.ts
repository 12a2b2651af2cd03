import { MAX_IMPORT_ROWS, type ImportError } from '@yjf/domain/recordImport';
import { badRequest } from '../../http/errors';
import { locateColumns, type ImportColumn } from './importColumns';
import type { SheetCell, SheetRow } from './sheetParts';
import type { CellValue } from '../sheetXml';
import { readFirstSheet, type WorkbookLimits } from './workbookReader';

/** A data row of the file: its number as Excel shows it and its cells in the template's column order. */
export type FileRow = { row: number; cells: (SheetCell | undefined)[] };

/** A file refused before its rows are checked (its header), with what is wrong where. */
export class FileRefusal extends Error {
  constructor(
    message: string,
    readonly errors: ImportError[],
  ) {
    super(message);
  }
}

/** Columns read beyond the template's, so a header the template lacks can be named. */
const EXTRA_COLUMNS = 30;

const blank = (cell: SheetCell | undefined) => !cell || (cell.type === 'text' && String(cell.value).trim() === '');

/** Whether a row is the template's example, unchanged (left in by the user: not data). */
function isExample(cells: (SheetCell | undefined)[], example: CellValue[]): boolean {
  return example.every((value, index) => {
    const cell = cells[index];
    if (value === null || value === '') return blank(cell);
    if (!cell) return false;
    return typeof value === 'number'
      ? typeof cell.value === 'number' && Math.abs(cell.value - value) < 1e-9
      : String(cell.value) === value;
  });
}

/**
 * The data rows of an uploaded workbook's first sheet for these columns: its first row with a value is the
 * header, which must be the template's (in any order); blank rows and the template's example row are left out.
 * More than `maxRows` data rows are refused as soon as the next one is read, so a file of a million rows is
 * never read to its end.
 */
export async function readImportFile(
  data: Buffer,
  columns: ImportColumn[],
  example: CellValue[],
  options: { maxRows?: number; limits?: WorkbookLimits } = {},
): Promise<{ date1904: boolean; rows: FileRow[] }> {
  const maxRows = options.maxRows ?? MAX_IMPORT_ROWS;
  let positions: number[] | undefined;
  const rows: FileRow[] = [];
  const onRow = (row: SheetRow) => {
    if (!positions) {
      if (row.cells.every(blank)) return;
      const located = locateColumns(columns, row.cells, row.number);
      if ('errors' in located) {
        const [first] = located.errors;
        throw new FileRefusal(`表头与模板不一致：「${first!.column}」${first!.message}`, located.errors);
      }
      positions = located.positions;
      return;
    }
    const cells = positions.map((position) => row.cells[position]);
    if (cells.every(blank) || isExample(cells, example)) return;
    if (rows.length >= maxRows) throw badRequest(`一次最多导入 ${maxRows} 行数据，这个文件超过了，请分成几个文件导入`);
    rows.push({ row: row.number, cells });
  };
  const { date1904 } = await readFirstSheet(data, {
    columns: columns.length + EXTRA_COLUMNS,
    onRow,
    limits: options.limits,
  });
  if (!positions) throw badRequest('表格是空的，请在下载的模板中填写数据后再导入');
  if (!rows.length) throw badRequest('表格中没有数据，请在表头下方逐行填写后再导入');
  return { date1904, rows };
}
