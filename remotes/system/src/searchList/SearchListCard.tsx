import { useMemo, type ReactNode } from 'react';
import type { ListPage } from '@yjf/domain/lists';
import { Button, Card, Space } from '@yjf/ui/arcoCore';
import { type TableProps } from '@yjf/ui/arcoTable';
import type { SearchField } from '@yjf/ui/crud/CrudPage';
import { SearchBar } from '@yjf/ui/crud/SearchBar';
import { PagedTable } from '@yjf/ui/PagedTable';
import { IconRefresh } from '@arco-design/web-react/icon';
import { searchAddressOf } from '@yjf/ui/crud/searchAddress';
import { useListController, type ListController } from '@yjf/ui/list/useListController';

type Props<Row> = Pick<TableProps<Row>, 'columns' | 'rowSelection'> & {
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
  ...table
}: Props<Row>) {
  return (
    <Card bordered={false}>
      <SearchBar fields={searchFields} values={list.filters} onSearch={list.search} />
      <Space style={{ margin: '16px 0 12px' }}>
        {toolbar}
        <Button icon={<IconRefresh />} onClick={() => void query.refetch()}>
          刷新
        </Button>
      </Space>
      <PagedTable<Row>
        data={query.data}
        list={list}

        sizeCanChange
        loading={query.isFetching}
        scroll={{ x: true }}
        noDataElement={<div style={{ padding: 32, textAlign: 'center' }}>暂无数据</div>}
        {...table}
      />
      {children}
    </Card>
  );
}
