import type { ReactNode } from 'react';
import { formatFileSize } from '@yjf/domain/attachments';
import { formatDate, formatDateTime, relativeTime } from '@yjf/domain/calendar';
import { labelOf } from '@yjf/domain/dictionaries';
import { formatMoney } from '@yjf/domain/money';
import type { Field, ResourceDeclaration, RowOf } from '@yjf/domain/resourceFields';
import type { TableColumnProps } from '../arcoTable';
import { DictTag } from '../dict/DictTag';
import type { SummaryItem } from '../RecordSummary';
import type { CrudColumn } from './crudTypes';
import { columnOfField } from './declaredViews';

/** A value as every list draws it: a dictionary's tag, an option's label, a date, a time, how long ago, ¥. */
export function cell<Row>(column: CrudColumn<Row>, row: Row): ReactNode {
  if (column.render) return column.render(row);
  const value = row[column.field] as unknown;
  if (column.dict) return <DictTag dict={column.dict} value={value as string | number | null} />;
  if (column.options) return labelOf(column.options, value as string | number | null);
  if (value === null || value === undefined || value === '') return '-';
  switch (column.format) {
    case 'date':
      return formatDate(value as string);
    case 'datetime':
      return formatDateTime(value as string);
    case 'relative':
      return <span title={formatDateTime(value as string)}>{relativeTime(value as string)}</span>;
    case 'money':
      return formatMoney(value as number);
    case 'fileSize':
      return formatFileSize(value as number);
    default:
      return String(value);
  }
}

type Key<D extends ResourceDeclaration> = keyof D['fields'] & string;
type Fields = Record<string, Field>;

const declaredColumn = <D extends ResourceDeclaration>(declaration: D, key: Key<D>) =>
  columnOfField<RowOf<D>>(key, (declaration.fields as Fields)[key]!);

/**
 * A table a page lays out itself (a waiting list, a chart's rows, a card of related records) from declared
 * fields: the fields it names, in its order, titled, sized and drawn as the resource's own list draws them;
 * `overrides` change a column by its field's name (a link in the name's cell).
 */
export function tableColumnsOf<D extends ResourceDeclaration, Row = RowOf<D>>(
  declaration: D,
  keys: Key<D>[],
  overrides: { [K in Key<D>]?: Partial<TableColumnProps<Row>> } = {},
): TableColumnProps<Row>[] {
  return keys.map((key) => {
    const column = declaredColumn(declaration, key);
    return {
      title: column.title,
      dataIndex: key,
      width: column.width ?? (column.format === 'datetime' ? 180 : undefined),
      render: (_: unknown, row: Row) => cell(column, row as RowOf<D>),
      ...overrides[key],
    };
  });
}

/**
 * The fields of a record's summary card (客户详情, 商机详情): the fields it names, in its order, labelled as the
 * list titles them and drawn as its cells draw them; an empty value reads —. `overrides` draw a field otherwise.
 */
export function summaryItemsOf<D extends ResourceDeclaration>(
  declaration: D,
  row: RowOf<D>,
  keys: Key<D>[],
  overrides: { [K in Key<D>]?: ReactNode } = {},
): SummaryItem[] {
  return keys.map((key) => {
    const column = declaredColumn(declaration, key);
    const value = (row as Record<string, unknown>)[key];
    const empty = value === null || value === undefined || value === '';
    return { label: column.title, value: key in overrides ? overrides[key] : empty ? '—' : cell(column, row) };
  });
}
