import type { ReactNode } from 'react';
import type { Field, ResourceDeclaration, RowOf } from '@yjf/domain/resourceFields';
import type { TableColumnProps } from '../arcoTable';
import { DictTag } from '../dict/DictTag';
import type { SummaryItem } from '../RecordSummary';
import { cellValue } from './cellValue';
import type { CrudColumn } from './crudTypes';
import { columnOfField } from './declaredViews';

/** A value as every list draws it: a dictionary's tag, an option's label, a date, a time, how long ago, ¥. */
export function cell<Row>(column: CrudColumn<Row>, row: Row): ReactNode {
  if (column.render) return column.render(row);
  const value = cellValue(column, row);
  if (value.kind === 'dict') return <DictTag dict={value.dict} value={value.value} />;
  return value.hint ? <span title={value.hint}>{value.text}</span> : value.text;
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
