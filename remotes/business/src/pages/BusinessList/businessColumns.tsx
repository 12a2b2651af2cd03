import type { Business } from '@yjf/area-sales/domain/businessSchemas';
import { DICT } from '@yjf/domain/dictionaries';
import { Link } from '@yjf/ui/arco';
import type { CrudColumn, FormField, SearchField } from '@yjf/ui/crud/CrudPage';
import { RecordSelect } from '@yjf/ui/RecordSelect';
import { UserSelect } from '@yjf/ui/UserSelect';

/** The business list's columns; the name opens the opportunity, the customer opens the customer. */
export const businessColumns = (open: (path: string) => void): CrudColumn<Business>[] => [
  {
    field: 'name',
    title: '商机名称',
    width: 220,
    sortable: true,
    render: (row) => <Link onClick={() => open(`/businessInfo/${row.id}`)}>{row.name}</Link>,
  },
  {
    field: 'customerName',
    title: '客户',
    width: 180,
    render: (row) => <Link onClick={() => open(`/customerInfo/${row.customerId}`)}>{row.customerName}</Link>,
  },
  { field: 'status', title: '商机状态', width: 110, dict: DICT.businessStatus },
  { field: 'intentDegree', title: '意向程度', width: 100, dict: DICT.intentDegree },
  { field: 'estimatedAmount', title: '预计金额', width: 130, format: 'money', sortable: true },
  { field: 'expectedSignDate', title: '预计签约', width: 120, format: 'date', sortable: true },
  { field: 'ownerName', title: '负责人', width: 90 },
  { field: 'nextFollowTime', title: '下次跟进', format: 'datetime', sortable: true },
  { field: 'productInterests', title: '意向产品', width: 180, hiddenByDefault: true },
  { field: 'createTime', title: '创建时间', format: 'datetime', sortable: true, hiddenByDefault: true },
];

export const businessSearch: SearchField[] = [
  { name: 'blurry', label: '商机名称或意向产品', kind: 'text', placeholder: '商机名称或意向产品' },
  { name: 'status', label: '商机状态', kind: 'dict', dict: DICT.businessStatus },
  { name: 'intentDegree', label: '意向程度', kind: 'dict', dict: DICT.intentDegree },
  { name: 'expectedSignDate', label: '预计签约', kind: 'dateRange' },
];

export const businessFields: FormField[] = [
  { name: 'name', label: '商机名称', kind: 'text', required: true },
  {
    name: 'customerId',
    label: '客户',
    kind: 'custom',
    required: true,
    control: <RecordSelect resource="customer" placeholder="输入客户名称查找" />,
  },
  { name: 'status', label: '商机状态', kind: 'dict', dict: DICT.businessStatus, required: true },
  { name: 'intentDegree', label: '意向程度', kind: 'dict', dict: DICT.intentDegree, required: true },
  { name: 'estimatedAmount', label: '预计金额', kind: 'money' },
  { name: 'expectedSignDate', label: '预计签约日期', kind: 'date' },
  { name: 'ownerId', label: '负责人', kind: 'custom', control: <UserSelect placeholder="默认为自己" /> },
  { name: 'nextFollowTime', label: '下次跟进时间', kind: 'datetime' },
  { name: 'productInterests', label: '意向产品', kind: 'text', wide: true, placeholder: '例如：家庭影院、全屋智能' },
  { name: 'remark', label: '备注', kind: 'textarea' },
];

/** A new opportunity starts in 初步洽谈 with average intent. */
export const newBusiness = { status: '0', intentDegree: '2' };
