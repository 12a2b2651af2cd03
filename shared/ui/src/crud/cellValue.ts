import { formatFileSize } from '@yjf/domain/attachments';
import { formatDate, formatDateTime, relativeTime } from '@yjf/domain/calendar';
import { labelOf } from '@yjf/domain/dictionaries';
import { formatMoney } from '@yjf/domain/money';
import type { CrudColumn } from './crudTypes';

/**
 * How a declared column's value reads, before it is drawn: a dictionary's code (drawn as its tag, in the
 * dictionary's colour), or text, with the whole value as a hint when the text shortens it (how long ago).
 */
export type CellValue =
  { kind: 'dict'; dict: string; value: string | number | null } | { kind: 'text'; text: string; hint?: string };

/**
 * A value as every list reads it: a dictionary's code, an option's label, a date, a time, how long ago, ¥, or
 * `-` for nothing. The list's cells (`cell`) and the phone's first screen drawn by the server
 * (`drawnCards`) both read values here.
 */
export function cellValue<Row>(column: CrudColumn<Row>, row: Row): CellValue {
  const value = row[column.field] as unknown;
  if (column.dict) return { kind: 'dict', dict: column.dict, value: value as string | number | null };
  if (column.options) return { kind: 'text', text: labelOf(column.options, value as string | number | null) };
  if (value === null || value === undefined || value === '') return { kind: 'text', text: '-' };
  switch (column.format) {
    case 'date':
      return { kind: 'text', text: formatDate(value as string) };
    case 'datetime':
      return { kind: 'text', text: formatDateTime(value as string) };
    case 'relative':
      return { kind: 'text', text: relativeTime(value as string), hint: formatDateTime(value as string) };
    case 'money':
      return { kind: 'text', text: formatMoney(value as number) };
    case 'fileSize':
      return { kind: 'text', text: formatFileSize(value as number) };
    default:
      return { kind: 'text', text: String(value) };
  }
}
