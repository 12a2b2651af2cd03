import type { DictGroup } from '@yjf/domain/dictionaries';
import { ENABLED_FLAG } from '@yjf/domain/dictionaries';
import { fieldsFor, useOf, type Field, type FieldKind } from '@yjf/domain/resourceFields';
import type { ImportError } from '@yjf/domain/recordImport';
import type { SheetCell } from './sheetParts';

/**
 * The columns of a resource's import, from its declaration: the add form's fields in the form's order (with the
 * fields the add form holds beyond the declaration, a product's 期初库存), each headed by the form's label. What
 * a cell means for its field is here too: dictionary values and fixed options by the names users see, 状态 as
 * 启用/禁用, money in yuan, dates as Excel dates or `yyyy-MM-dd[ HH:mm]` text; the form schema then checks the
 * values exactly as it checks the add dialog's.
 */
export type ImportColumn = {
  key: string;
  header: string;
  field: Field;
  /** Required in the form (or whenever its condition holds). */
  required: boolean;
};

/** The kinds a cell can hold; a form with another (a file, a list of ids) cannot be imported. */
const IMPORTABLE = new Set<FieldKind>([
  'text',
  'textarea',
  'phone',
  'dict',
  'options',
  'ref',
  'dateTime',
  'date',
  'money',
  'enabled',
  'integer',
  'custom',
]);

/** The import's columns of a declaration's fields (and the add form's own); refuses a field a cell cannot hold. */
export function importColumnsOf(fields: Record<string, Field>, path: string): ImportColumn[] {
  return fieldsFor(fields, 'form').map(([key, field]) => {
    if (!IMPORTABLE.has(field.kind)) throw new Error(`${path}: a ${field.kind} form field (${key}) cannot be imported`);
    const use = useOf(field.form) ?? {};
    return { key, header: use.label ?? field.label, field, required: field.required || Boolean(use.when) };
  });
}

/** A header as it is compared: without the spaces and the required mark (`*客户名称`) around it. */
export const headerKey = (text: string) =>
  text
    .trim()
    .replace(/^[*＊]+|[*＊]+$/g, '')
    .trim();

/**
 * Where each column is in the file's header row, or what is wrong with the header: a column missing, one the
 * template does not have, one given twice. The template's columns may come in any order; all of them must be
 * there, so an update never empties a field because its column was left out.
 */
export function locateColumns(
  columns: ImportColumn[],
  header: (SheetCell | undefined)[],
  headerRow: number,
): { positions: number[] } | { errors: ImportError[] } {
  const errors: ImportError[] = [];
  const found = new Map<string, number>();
  header.forEach((cell, index) => {
    const text = cell ? headerKey(String(cell.value)) : '';
    if (!text) return;
    if (found.has(text)) {
      errors.push({ row: headerRow, column: text, message: '表头中这一列出现了两次' });
      return;
    }
    found.set(text, index);
    if (!columns.some((column) => column.header === text))
      errors.push({ row: headerRow, column: text, message: '不是模板中的列，请使用下载的模板' });
  });
  for (const column of columns) {
    if (!found.has(column.header))
      errors.push({ row: headerRow, column: column.header, message: '表头缺少这一列，请使用下载的模板' });
  }
  return errors.length ? { errors } : { positions: columns.map((column) => found.get(column.header)!) };
}

/** What a cell means for its column: the form's value, a name to look up (a reference), or why it is wrong. */
export type Converted = { value: unknown } | { named: string } | { error: string };

export type ConvertContext = { dicts: Map<string, DictGroup>; date1904: boolean };

const isBlank = (cell: SheetCell | undefined) => !cell || (cell.type === 'text' && String(cell.value).trim() === '');

/** A number as Excel shows it: 15 significant digits, so 0.1 + 0.2 written as 0.30000000000000004 reads 0.3. */
const shown = (number: number) => Number(number.toPrecision(15));

/** A number as text without an exponent where it is whole (13800000002, not 1.38e10). */
const numberText = (number: number) => {
  const value = shown(number);
  return Number.isInteger(value) && Math.abs(value) < 1e21 ? value.toFixed(0) : String(value);
};

const textOf = (cell: SheetCell) =>
  cell.type === 'number'
    ? numberText(cell.value as number)
    : cell.type === 'boolean'
      ? cell.value
        ? 'TRUE'
        : 'FALSE'
      : String(cell.value).trim();

/** How many of a list's names a message shows before 等. */
const SHOWN_NAMES = 12;
const namesOf = (names: string[]) =>
  names.length > SHOWN_NAMES ? `${names.slice(0, SHOWN_NAMES).join('、')}等` : names.join('、');

const ENABLED_WORDS = new Map<string, boolean>([
  ['启用', true],
  ['是', true],
  ['TRUE', true],
  ['1', true],
  ['禁用', false],
  ['否', false],
  ['FALSE', false],
  ['0', false],
]);

/** Converts a cell for its column; formulas are refused before (the caller names the cell). */
export function convertCell(column: ImportColumn, cell: SheetCell | undefined, context: ConvertContext): Converted {
  const { field } = column;
  if (cell?.type === 'error') return { error: `是错误值 ${String(cell.value)}，请改正后再导入` };
  const blank = isBlank(cell);
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'phone':
      return { value: blank ? '' : textOf(cell!) };
    case 'dict': {
      if (blank) return { value: undefined };
      const items = context.dicts.get(field.dict!)?.children ?? [];
      const name = textOf(cell!);
      const item = items.find((candidate) => candidate.name === name);
      if (!item) return { error: `「${name}」不是可选的值（可选：${namesOf(items.map((i) => i.name))}）` };
      return { value: Number(item.value) };
    }
    case 'options': {
      if (blank) return { value: undefined };
      const options = field.options ?? [];
      const label = textOf(cell!);
      const option = options.find((candidate) => candidate.label === label);
      if (!option) return { error: `「${label}」不是可选的值（可选：${namesOf(options.map((o) => o.label))}）` };
      return { value: option.value };
    }
    case 'enabled': {
      if (blank) return { value: undefined };
      const flag = cell!.type === 'boolean' ? (cell!.value as boolean) : ENABLED_WORDS.get(textOf(cell!).toUpperCase());
      if (flag === undefined)
        return {
          error: `只能填写${ENABLED_FLAG.map((o) => o.label)
            .reverse()
            .join('或')}`,
        };
      return { value: flag };
    }
    case 'ref':
      return blank ? { value: column.required ? undefined : null } : { named: textOf(cell!) };
    case 'dateTime':
      return { value: blank ? null : momentText(cell!, context.date1904, 'dateTime') };
    case 'date':
      return { value: blank ? null : momentText(cell!, context.date1904, 'date') };
    case 'money':
      return { value: blank ? null : cell!.type === 'number' ? shown(cell!.value as number) : textOf(cell!) };
    case 'integer':
    case 'custom':
      return { value: blank ? undefined : cell!.type === 'number' ? shown(cell!.value as number) : textOf(cell!) };
    default:
      throw new Error(`${column.key}: a ${field.kind} field cannot be imported`);
  }
}

const pad = (n: number) => String(n).padStart(2, '0');
const DAY_MS = 86_400_000;
/** Day 0 of Excel's date systems (1900's counts the 29th of February 1900 that never was, hence the 30th). */
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

/** An Excel date (days since the workbook's epoch, the time as its fraction) as the wall-clock text it shows. */
export function serialText(serial: number, date1904: boolean, kind: 'date' | 'dateTime'): string {
  const at = new Date((date1904 ? EPOCH_1904 : EPOCH_1900) + Math.round(serial * 86_400) * 1000);
  const day = `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
  if (kind === 'date') return day;
  return `${day} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`;
}

/** Wall-clock `yyyy-MM-dd[ HH:mm]` as an Excel date of the 1900 system (the template's example). */
export function excelSerial(text: string): number {
  const [day = '', time = '00:00'] = text.split(' ');
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return (Date.UTC(year, month - 1, date, hour, minute) - EPOCH_1900) / DAY_MS;
}

const WRITTEN_MOMENT =
  /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?(?:[\sT]+(\d{1,2})[:：](\d{1,2})(?:[:：](\d{1,2}))?)?$/;

/**
 * A date or moment as the form takes it (`yyyy-MM-dd HH:mm:ss`, China time): an Excel date, or text written
 * 2026-12-01 10:00, 2026/12/1 10:00 or 2026年12月1日; anything else is handed on as written, for the form's
 * `…的格式不正确`.
 */
function momentText(cell: SheetCell, date1904: boolean, kind: 'date' | 'dateTime'): string {
  if (cell.type === 'number') return serialText(cell.value as number, date1904, kind);
  const text = textOf(cell);
  const match = WRITTEN_MOMENT.exec(text);
  if (!match) return text;
  const [, year, month, date, hour, minute, second] = match;
  const day = `${year}-${pad(Number(month))}-${pad(Number(date))}`;
  if (kind === 'date' || hour === undefined) return day;
  return `${day} ${pad(Number(hour))}:${pad(Number(minute))}:${pad(Number(second ?? 0))}`;
}
