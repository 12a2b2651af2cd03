import { DICT } from '@yjf/domain/dictionaries';
import type { Project } from '@yjf/area-projects/domain/projectSchemas';
import { Link } from '@yjf/ui/arco';
import type { CrudColumn, FormField, SearchField } from '@yjf/ui/crud/CrudPage';
import { RecordSelect } from '@yjf/ui/RecordSelect';
import { UserSelect } from '@yjf/ui/UserSelect';

/** The project list's columns; the name opens the project, the customer opens the customer. */
export const projectColumns = (open: (path: string) => void): CrudColumn<Project>[] => [
  { field: 'code', title: '项目编号', width: 150, sortable: true },
  {
    field: 'name',
    title: '项目名称',
    width: 220,
    sortable: true,
    render: (row) => <Link onClick={() => open(`/project/detail/${row.id}`)}>{row.name}</Link>,
  },
  {
    field: 'customerName',
    title: '客户',
    width: 180,
    render: (row) => <Link onClick={() => open(`/customerInfo/${row.customerId}`)}>{row.customerName}</Link>,
  },
  { field: 'status', title: '项目状态', width: 110, dict: DICT.projectStatus },
  { field: 'contractAmount', title: '合同金额', width: 140, format: 'money', sortable: true },
  { field: 'signDate', title: '签约日期', width: 120, format: 'date', sortable: true },
  { field: 'managerName', title: '项目经理', width: 100 },
  { field: 'plannedEnd', title: '计划完工', width: 120, format: 'date', sortable: true },
  { field: 'siteAddress', title: '项目地址', width: 200, hiddenByDefault: true },
  { field: 'designerName', title: '设计师', width: 100, hiddenByDefault: true },
  { field: 'createTime', title: '创建时间', format: 'datetime', sortable: true, hiddenByDefault: true },
];

export const projectSearch: SearchField[] = [
  { name: 'blurry', label: '项目名称、编号或地址', kind: 'text', placeholder: '项目名称、编号或地址' },
  { name: 'status', label: '项目状态', kind: 'dict', dict: DICT.projectStatus },
  { name: 'managerId', label: '项目经理', kind: 'custom', control: <UserSelect placeholder="项目经理" /> },
  {
    name: 'customerId',
    label: '客户',
    kind: 'custom',
    control: <RecordSelect resource="customer" placeholder="客户" />,
  },
  { name: 'signDate', label: '签约日期', kind: 'dateRange' },
  { name: 'contractAmount', label: '合同金额', kind: 'amountRange' },
];

export const projectFields: FormField[] = [
  { name: 'name', label: '项目名称', kind: 'text', required: true },
  {
    name: 'customerId',
    label: '客户',
    kind: 'custom',
    required: true,
    control: <RecordSelect resource="customer" placeholder="输入客户名称查找" />,
  },
  { name: 'contractAmount', label: '合同金额', kind: 'money' },
  { name: 'signDate', label: '签约日期', kind: 'date' },
  { name: 'managerId', label: '项目经理', kind: 'custom', control: <UserSelect placeholder="默认为自己" /> },
  { name: 'designerId', label: '设计师', kind: 'custom', control: <UserSelect placeholder="请选择设计师" /> },
  { name: 'plannedStart', label: '计划开工日期', kind: 'date' },
  { name: 'plannedEnd', label: '计划完工日期', kind: 'date' },
  {
    name: 'memberIds',
    label: '项目成员',
    kind: 'custom',
    wide: true,
    control: <UserSelect multiple placeholder="选择参与项目的同事" />,
  },
  {
    name: 'siteAddress',
    label: '项目地址',
    kind: 'text',
    wide: true,
    placeholder: '例如：上海市浦东新区世纪大道 100 号',
  },
  { name: 'remark', label: '备注', kind: 'textarea' },
];
