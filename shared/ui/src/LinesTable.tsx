import type { ReactNode } from 'react';
import { Table, type TableColumnProps, type TableProps } from './arcoTable';
import { RecordCards, type CardField } from './crud/RecordCards';
import { useIsPhone } from './useIsPhone';

type Props<Row> = Omit<TableProps<Row>, 'rowKey' | 'columns' | 'data'> & {
  columns: TableColumnProps<Row>[];
  data: Row[];
  /** The field that tells the lines apart (a number: the line's, the product's or the version's id). */
  rowKey: keyof Row & string;
  /** What the lines are, for a screen reader: 出库产品. */
  'aria-label': string;
  /** What a tap on a line's card opens (another version), on a phone. */
  onOpen?: (row: Row) => void;
  /** How a line is named to a screen reader; default its first column's value. */
  nameOf?: (row: Row) => string;
};

/** A cell as the table draws it: the column's render, or the row's value. */
const cellOf =
  <Row,>(column: TableColumnProps<Row>) =>
  (row: Row, index: number): ReactNode => {
    const value = column.dataIndex ? (row as Record<string, unknown>)[column.dataIndex] : undefined;
    if (column.render) return column.render(value, row, index);
    return value === null || value === undefined || value === '' ? '—' : String(value as string | number);
  };

/** The first column's value when it is plain text or a number. */
const plainName = <Row,>(column: TableColumnProps<Row> | undefined, row: Row): string | undefined => {
  const value = column?.dataIndex ? (row as Record<string, unknown>)[column.dataIndex] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
};

/**
 * A record's lines (出库单's products, 采购单's lines, a drawing's versions): a table on a desktop, and on a phone
 * one card per line, its first column as the heading and every other column as a label–value line that wraps,
 * so a model such as "KEF Ci160.2CR" reads whole instead of one character per line in a squeezed column. A
 * 操作 column stays a line of the card (移除 at hand, not in a menu); `onOpen` makes the whole card a tap target.
 *
 * @example <LinesTable rowKey="id" aria-label="出库产品" columns={columns} data={stockOut.lines} />
 */
export function LinesTable<Row extends object>({ columns, data, rowKey, onOpen, nameOf, ...table }: Props<Row>) {
  const phone = useIsPhone();
  if (!phone)
    return <Table<Row> rowKey={rowKey} columns={columns} data={data} pagination={false} border={false} {...table} />;
  type Line = { id: number; row: Row };
  const lines: Line[] = data.map((row) => ({ id: Number(row[rowKey]), row }));
  const field = (column: TableColumnProps<Row>, index: number): CardField<Line> => ({
    key: String(column.dataIndex ?? column.key ?? index),
    label: column.title as ReactNode,
    render: (line, at) => cellOf(column)(line.row, at),
  });
  const [heading, ...rest] = columns;
  return (
    <RecordCards<Line>
      rows={lines}
      loading={Boolean(table.loading)}
      label={table['aria-label']}
      nameOf={(line) => nameOf?.(line.row) ?? plainName(heading, line.row) ?? String(line.id)}
      title={heading ? field(heading, 0) : { key: 'id', label: '', render: (line) => line.id }}
      fields={rest.map((column, index) => field(column, index + 1))}
      empty={table.noDataElement ?? '暂无数据'}
      onOpen={onOpen && ((line) => onOpen(line.row))}
      wrap
    />
  );
}
