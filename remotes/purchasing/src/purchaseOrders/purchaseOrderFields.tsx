import { DICT } from '@yjf/domain/dictionaries';
import type { PurchaseOrder } from '@yjf/area-purchasing/domain/purchaseOrderSchemas';
import { Link } from '@yjf/ui/arco';
import type { CrudColumn, FormField, SearchField } from '@yjf/ui/crud/CrudPage';
import { RecordSelect } from '@yjf/ui/RecordSelect';

/** Where an order's detail page is. */
export const orderPath = (id: number) => `/project/detail/purchase/order/${id}`;

/**
 * The purchase order list's columns; the number opens the order, the project opens the project. Within one
 * project (`inProject`) the project column goes.
 */
export function purchaseOrderColumns(open: (path: string) => void, inProject = false): CrudColumn<PurchaseOrder>[] {
  const columns: CrudColumn<PurchaseOrder>[] = [
    {
      field: 'code',
      title: '单号',
      width: 170,
      sortable: true,
      render: (row) => <Link onClick={() => open(orderPath(row.id))}>{row.code}</Link>,
    },
    { field: 'supplierName', title: '供应商', width: 180 },
    {
      field: 'projectName',
      title: '关联项目',
      width: 180,
      render: (row) =>
        row.projectId ? <Link onClick={() => open(`/project/detail/${row.projectId}`)}>{row.projectName}</Link> : '-',
    },
    { field: 'totalAmount', title: '采购金额', width: 130, format: 'money', sortable: true },
    { field: 'status', title: '状态', width: 100, dict: DICT.purchaseOrderStatus },
    { field: 'reviewedByName', title: '审核人', width: 100 },
    { field: 'reviewedAt', title: '审核时间', format: 'datetime', sortable: true },
    { field: 'createTime', title: '创建时间', format: 'datetime', sortable: true },
    { field: 'createdByName', title: '创建人', width: 100, hiddenByDefault: true },
    { field: 'remark', title: '备注', width: 200, hiddenByDefault: true },
  ];
  return inProject ? columns.filter((column) => column.field !== 'projectName') : columns;
}

/** The search bar; within one project there is no project to choose. */
export function purchaseOrderSearch(inProject = false): SearchField[] {
  const fields: SearchField[] = [
    { name: 'blurry', label: '单号或备注', kind: 'text', placeholder: '单号或备注' },
    {
      name: 'supplierId',
      label: '供应商',
      kind: 'custom',
      control: <RecordSelect resource="supplier" placeholder="供应商" />,
    },
    {
      name: 'projectId',
      label: '关联项目',
      kind: 'custom',
      control: <RecordSelect resource="project" placeholder="关联项目" />,
    },
    { name: 'status', label: '状态', kind: 'dict', dict: DICT.purchaseOrderStatus },
    { name: 'totalAmount', label: '采购金额', kind: 'amountRange' },
    { name: 'createTime', label: '创建时间', kind: 'dateRange' },
  ];
  return inProject ? fields.filter((field) => field.name !== 'projectId') : fields;
}

/** The head of the order form (新增/编辑采购单); its lines have an editor of their own. */
export const purchaseOrderFields: FormField[] = [
  {
    name: 'supplierId',
    label: '供应商',
    kind: 'custom',
    required: true,
    control: <RecordSelect resource="supplier" placeholder="请选择供应商" />,
  },
  {
    name: 'projectId',
    label: '关联项目',
    kind: 'custom',
    control: <RecordSelect resource="project" placeholder="请选择关联项目（可不选）" />,
  },
  { name: 'remark', label: '备注', kind: 'textarea' },
];
