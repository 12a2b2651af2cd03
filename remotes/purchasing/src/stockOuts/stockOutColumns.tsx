import { DICT } from '@yjf/domain/dictionaries';
import type { StockOut } from '@yjf/area-purchasing/domain/stockOutSchemas';
import { Link } from '@yjf/ui/arco';
import type { CrudColumn, SearchField } from '@yjf/ui/crud/CrudPage';
import { RecordSelect } from '@yjf/ui/RecordSelect';
import { lineTally } from './lineQuantities';
import { stockOutPath } from './stockOutPaths';

/**
 * The stock-out list's columns; the number opens the stock-out, the project its detail. `withProject` is false
 * on a project's own list.
 */
export const stockOutColumns = (open: (path: string) => void, withProject: boolean): CrudColumn<StockOut>[] => [
  {
    field: 'code',
    title: '单号',
    width: 170,
    sortable: true,
    render: (row) => <Link onClick={() => open(stockOutPath(row.id))}>{row.code}</Link>,
  },
  ...(withProject
    ? [
        {
          field: 'projectName',
          title: '项目',
          width: 180,
          render: (row: StockOut) => (
            <Link onClick={() => open(`/project/detail/${row.projectId}`)}>{row.projectName}</Link>
          ),
        } satisfies CrudColumn<StockOut>,
      ]
    : []),
  { field: 'lines', title: '产品', width: 120, render: (row) => lineTally(row.lines) },
  { field: 'status', title: '状态', width: 100, dict: DICT.stockOutStatus },
  { field: 'reviewedByName', title: '审核人', width: 100 },
  { field: 'reviewedAt', title: '审核时间', format: 'datetime', hiddenByDefault: true },
  { field: 'outByName', title: '出库人', width: 100 },
  { field: 'outAt', title: '出库时间', format: 'datetime', sortable: true },
  { field: 'remark', title: '备注', width: 200, hiddenByDefault: true },
  { field: 'createdByName', title: '创建人', width: 100, hiddenByDefault: true },
  { field: 'createTime', title: '创建时间', format: 'datetime', sortable: true },
];

/** The stock-out list's filters (`STOCK_OUT_LIST`); a project's own list has no project picker. */
export const stockOutSearch = (withProject: boolean): SearchField[] => [
  { name: 'blurry', label: '单号或备注', kind: 'text', placeholder: '单号或备注' },
  ...(withProject
    ? [
        {
          name: 'projectId',
          label: '所属项目',
          kind: 'custom',
          control: <RecordSelect resource="project" placeholder="所属项目" />,
        } satisfies SearchField,
      ]
    : []),
  { name: 'status', label: '出库状态', kind: 'dict', dict: DICT.stockOutStatus },
  { name: 'outAt', label: '出库日期', kind: 'dateRange' },
  { name: 'createTime', label: '创建时间', kind: 'dateRange' },
];
