import type { ListPage } from '@yjf/domain/lists';
import { PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@yjf/domain/lists';
import { Table, type TableProps } from './arco';

type Props<Row> = Omit<TableProps<Row>, 'data' | 'pagination' | 'rowKey' | 'size'> & {
  /** The page the server gave, or nothing while it loads. */
  data: ListPage<Row> | undefined;
  /** The page shown, counted from 0 as the server counts. */
  page: number;
  pageSize?: number;
  /** Another page or page size was chosen (page from 0). */
  onPage: (page: number, size: number) => void;
  /** Offer 10/20/50/100 a page. */
  sizeCanChange?: boolean;
};

/**
 * A table of one server page of records, with 共 N 条 and the pager; pages count from 0 as the list engine's do.
 * For lists without CrudPage's search and editing (waiting lists, the rows behind a chart).
 */
export function PagedTable<Row extends { id: number }>({
  data,
  page,
  pageSize = PAGE_SIZE,
  onPage,
  sizeCanChange,
  ...table
}: Props<Row>) {
  return (
    <Table<Row>
      rowKey="id"
      data={data?.content ?? []}
      pagination={{
        current: page + 1,
        pageSize,
        total: data?.totalElements ?? 0,
        showTotal: true,
        sizeCanChange,
        sizeOptions: PAGE_SIZE_OPTIONS,
        onChange: (current, nextSize) => onPage(current - 1, nextSize),
      }}
      {...table}
    />
  );
}
