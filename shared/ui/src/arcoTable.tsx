/** Arco's table and pager, for the screens that list records: the shell and the dashboard load neither. */
import '@arco-design/web-react/es/Pagination/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';

export { Pagination, Table } from '@arco-design/web-react';
export type { PaginationProps, TableColumnProps, TableProps } from '@arco-design/web-react';
