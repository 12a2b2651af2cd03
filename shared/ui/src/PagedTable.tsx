import type { ListPage } from '@yjf/domain/lists';
import { PAGE_SIZE_OPTIONS } from '@yjf/domain/lists';
import { Table, type TableProps } from './arco';
import type { ListController } from './list/useListController';

type Props<Row> = Omit<TableProps<Row>, 'data' | 'pagination' | 'rowKey' | 'size'> & {
  /** The page the server gave, or nothing while it loads. */
  data: ListPage<Row> | undefined;
  /** The list's controller: the page shown (from 0, as the server counts) and its size, and turning to another. */
  list: Pick<ListController, 'page' | 'size' | 'turn'>;
  /** Offer 10/20/50/100 a page. */
  sizeCanChange?: boolean;
};

/**
 * A table of one server page of records, with 共 N 条 and the pager; pages count from 0 as the list engine's do.
 * For lists without CrudPage's search and editing (waiting lists, the rows behind a chart).
 */
export function PagedTable<Row extends { id: number }>({ data, list, sizeCanChange, ...table }: Props<Row>) {
  return (
    <Table<Row>
      rowKey="id"
      data={data?.content ?? []}
      pagination={{
        current: list.page + 1,
        pageSize: list.size,
        total: data?.totalElements ?? 0,
        showTotal: true,
        sizeCanChange,
        sizeOptions: PAGE_SIZE_OPTIONS,
        onChange: (current, nextSize) => list.turn(current - 1, nextSize),
      }}
      {...table}
    />
  );
}
