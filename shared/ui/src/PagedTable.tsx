import type { ReactNode } from 'react';
import type { ListPage } from '@yjf/domain/lists';
import { PAGE_SIZE_OPTIONS } from '@yjf/domain/lists';
import { Pagination, Table, type TableColumnProps, type TableProps } from './arcoTable';
import { cardColumns } from './crud/cardColumns';
import { repairPagerNames, useDomRepair } from './crud/controlNames';
import { RecordCards, type CardField } from './crud/RecordCards';
import { namedSelection } from './crud/tableSelection';
import type { ListController } from './list/useListController';
import { pagerTotal } from './list/pagerTotal';
import { useIsPhone } from './useIsPhone';

type Props<Row> = Omit<TableProps<Row>, 'data' | 'pagination' | 'rowKey' | 'size'> & {
  /** The page the server gave, or nothing while it loads. */
  data: ListPage<Row> | undefined;
  /**
   * The list's controller: the page shown (from 0, as the server counts) and its size, turning to another, and
   * counting a search in full (统计总数) where the list offers it.
   */
  list: Pick<ListController, 'page' | 'size' | 'turn'> & Partial<Pick<ListController, 'countAll'>>;
  /** Offer 10/20/50/100 a page. */
  sizeCanChange?: boolean;
};

/** The column of a row's buttons, by its title: on a phone's card they go to the 操作 menu. */
const isActions = <Row,>(column: TableColumnProps<Row>) => column.title === '操作';

const keyOf = <Row,>(column: TableColumnProps<Row>, index: number) => String(column.dataIndex ?? column.key ?? index);

/** A cell as the table draws it: the column's render, or the row's value. */
const cellOf =
  <Row,>(column: TableColumnProps<Row>) =>
  (row: Row, index: number): ReactNode => {
    const value = column.dataIndex ? (row as Record<string, unknown>)[column.dataIndex] : undefined;
    if (column.render) return column.render(value, row, index);
    return value === null || value === undefined || value === '' ? '-' : String(value as string | number);
  };

/** How a record is named to a screen reader: its name or title, else its number. */
const nameOf = (row: { id: number }) => {
  const { name, title } = row as { name?: unknown; title?: unknown };
  return String(name ?? title ?? row.id);
};

/**
 * A table of one server page of records, with 共 N 条 (or 共 1000+ 条 and 统计总数) and the pager; pages count
 * from 0 as the list engine's do. For lists without CrudPage's search and editing (waiting lists, the rows behind a chart). Below 768 px it is
 * cards (`RecordCards`): the `name` or `title` column (else the first) over the next four and the status, a 操作
 * column's buttons in the card's menu, and a compact pager.
 */
export function PagedTable<Row extends { id: number }>({ data, list, sizeCanChange, ...table }: Props<Row>) {
  const phone = useIsPhone();
  const ref = useDomRepair<HTMLDivElement>(repairPagerNames);
  const rows = data?.content ?? [];
  const total = data?.totalElements ?? 0;
  const showTotal = pagerTotal(data, list.countAll);
  const selection = table.rowSelection ? namedSelection(table.rowSelection, rows, nameOf) : undefined;

  if (phone) {
    const columns = (table.columns ?? []) as TableColumnProps<Row>[];
    const actions = columns.find(isActions);
    const card = cardColumns(
      columns.filter((column) => !isActions(column)),
      (column) => (column.dataIndex ? String(column.dataIndex) : undefined),
    );
    const field = (column: TableColumnProps<Row>, index: number): CardField<Row> => ({
      key: keyOf(column, index),
      label: column.title as ReactNode,
      render: cellOf(column),
    });
    const ticks = selection && selection.type !== 'radio' ? selection : undefined;
    return (
      <div ref={ref} className="paged-table-phone">
        <RecordCards<Row>
          rows={rows}
          loading={Boolean(table.loading)}
          nameOf={nameOf}
          label={(table as { 'aria-label'?: string })['aria-label']}
          title={card.title ? field(card.title, 0) : { key: 'id', label: '', render: nameOf }}
          fields={card.fields.map((column, index) => field(column, index + 1))}
          actions={actions ? (row) => cellOf(actions)(row, rows.indexOf(row)) : undefined}
          empty={table.noDataElement ?? '暂无数据'}
          selection={
            ticks && {
              selected: (ticks.selectedRowKeys ?? []) as number[],
              selectable: (row) => !ticks.checkboxProps?.(row)?.disabled,
              onChange: (ids, change) => {
                const chosen = rows.filter((row) => ids.includes(row.id));
                if (change.rows.length === 1) ticks.onSelect?.(change.checked, change.rows[0]!, chosen);
                else ticks.onSelectAll?.(change.checked, chosen);
                ticks.onChange?.(ids, chosen);
              },
            }
          }
        />
        {total > 0 && (
          <Pagination
            simple
            size="small"
            className="record-cards-pager"
            current={list.page + 1}
            pageSize={list.size}
            total={total}
            showTotal={showTotal}
            onChange={(current) => list.turn(current - 1)}
          />
        )}
      </div>
    );
  }

  return (
    <div ref={ref}>
      <Table<Row>
        rowKey="id"
        data={rows}
        pagination={{
          current: list.page + 1,
          pageSize: list.size,
          total,
          showTotal,
          sizeCanChange,
          sizeOptions: PAGE_SIZE_OPTIONS,
          onChange: (current, nextSize) => list.turn(current - 1, nextSize),
        }}
        {...table}
        rowSelection={selection}
      />
    </div>
  );
}
