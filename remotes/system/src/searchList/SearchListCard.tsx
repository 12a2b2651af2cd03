import { useMemo, useState, type ReactNode } from 'react';
import type { ListPage } from '@yjf/domain/lists';
import { Button, Card, Space } from '@yjf/ui/arcoCore';
import { type TableColumnProps, type TableProps } from '@yjf/ui/arcoTable';
import { ColumnChooser } from '@yjf/ui/crud/ColumnChooser';
import { loadColumnChoice, saveColumnChoice } from '@yjf/ui/crud/columnChoice';
import type { SearchField } from '@yjf/ui/crud/CrudPage';
import { SearchBar } from '@yjf/ui/crud/SearchBar';
import { PagedTable } from '@yjf/ui/PagedTable';
import { IconRefresh } from '@arco-design/web-react/icon';
import { searchAddressOf } from '@yjf/ui/crud/searchAddress';
import { useListController, type ListController } from '@yjf/ui/list/useListController';

/** A column of the list; one `hiddenByDefault` is shown once the user picks it in the column chooser. */
export type SearchListColumn<Row> = TableColumnProps<Row> & { hiddenByDefault?: boolean };

const fieldOf = (column: { dataIndex?: string }) => String(column.dataIndex);

type Props<Row> = Pick<TableProps<Row>, 'rowSelection'> & {
  columns: SearchListColumn<Row>[];
  /**
   * The list's name for the column chooser (the columns a user picks are remembered under it): with it the toolbar
   * ends in 刷新 and 列设置, and columns `hiddenByDefault` wait there.
   */
  columnKey?: string;
  /** The list's page and search, from useListController. */
  list: ListController;
  searchFields: SearchField[];
  /** The list query's result for `list.params`. */
  query: { data?: ListPage<Row>; isFetching: boolean; refetch: () => unknown };
  /** The toolbar's buttons before 刷新. */
  toolbar?: ReactNode;
  /** What opens from the list: a detail drawer or dialog. */
  children?: ReactNode;
};

/**
 * The list of a read-mostly screen: the page's main list, in the order the server keeps (no sort), its page, size
 * and search in the address, checked against `searchFields` (a module constant).
 */
export function useSearchList(searchFields: SearchField[]): ListController {
  const address = useMemo(() => searchAddressOf(searchFields, []), [searchFields]);
  return useListController({ sort: null, syncWithLocation: address });
}

/**
 * A read-mostly list screen without CrudPage's editing (the logs, 在线用户): the search bar, a toolbar ending
 * in 刷新, and one server page of rows with 共 N 条, the pager and 暂无数据.
 *
 * @example
 *   const list = useSearchList(logSearchFields);
 *   <SearchListCard list={list} searchFields={logSearchFields} query={useGetOperationLogsQuery(list.params)}
 *     columns={columns} toolbar={<ExportButton download={...} />} />
 */
export function SearchListCard<Row extends { id: number }>({
  list,
  searchFields,
  query,
  toolbar,
  children,
  columns,
  columnKey,
  ...table
}: Props<Row>) {
  // The 操作 column is not the user's to hide.
  const choosable = columns.filter((column) => !column.fixed || column.fixed === 'left');
  // The user's choice, once made; until then the columns not hidden by default (one that comes later, the
  // platform's 企业 once the user is known, among them).
  const [chosen, setChosen] = useState<string[] | null>(() =>
    columnKey ? loadColumnChoice(columnKey, choosable.map(fieldOf)) : null,
  );
  const visible = chosen ?? choosable.filter((column) => !column.hiddenByDefault).map(fieldOf);
  const shown = columnKey
    ? columns.filter((column) => !choosable.includes(column) || visible.includes(fieldOf(column)))
    : columns;
  const refresh = () => void query.refetch();
  return (
    <Card bordered={false}>
      <SearchBar fields={searchFields} values={list.filters} onSearch={list.search} />
      {columnKey ? (
        <div className="crud-toolbar">
          <Space>{toolbar}</Space>
          <ColumnChooser
            columns={choosable.map((column) => ({ field: fieldOf(column), title: String(column.title) }))}
            visible={visible}
            onChange={(next) => {
              setChosen(next);
              saveColumnChoice(columnKey, next);
            }}
            onRefresh={refresh}
          />
        </div>
      ) : (
        <Space style={{ margin: '16px 0 12px' }}>
          {toolbar}
          <Button icon={<IconRefresh />} onClick={refresh}>
            刷新
          </Button>
        </Space>
      )}
      <PagedTable<Row>
        data={query.data}
        list={list}

        sizeCanChange
        loading={query.isFetching}
        scroll={{ x: true }}
        noDataElement={<div style={{ padding: 32, textAlign: 'center' }}>暂无数据</div>}
        {...table}
        columns={shown.map(({ hiddenByDefault: _hidden, ...column }) => column)}
      />
      {children}
    </Card>
  );
}
