import type { Customer } from '@yjf/area-sales/domain/customerSchemas';
import { DICT } from '@yjf/domain/dictionaries';
import { Link } from '@yjf/ui/arco';
import type { CrudColumn, SearchField } from '@yjf/ui/crud/CrudPage';

/** The customer list's columns, in the order the table shows them; the name opens the customer. */
export const customerColumns = (open: (row: Customer) => void): CrudColumn<Customer>[] => [
  {
    field: 'name',
    title: '客户名称',
    width: 170,
    sortable: true,
    render: (row) => (
      <Link onClick={() => open(row)} hoverable={false}>
        {row.name}
      </Link>
    ),
  },
  { field: 'channelType', title: '渠道类型', width: 100, dict: DICT.channelType },
  { field: 'channelStatus', title: '渠道状态', width: 100, dict: DICT.channelStatus },
  { field: 'intentDegree', title: '意向程度', width: 90, dict: DICT.intentDegree },
  { field: 'contactName', title: '联系人', width: 90 },
  { field: 'phone', title: '联系电话', width: 120 },
  { field: 'region', title: '所在地区', width: 160, hiddenByDefault: true },
  { field: 'ownerName', title: '负责人', width: 80 },
  { field: 'nextFollowTime', title: '下次跟进', format: 'datetime', sortable: true },
  { field: 'lastFollowTime', title: '最近跟进', width: 120, format: 'relative', sortable: true, hiddenByDefault: true },
  { field: 'enabled', title: '状态', width: 80 },
  { field: 'remark', title: '备注', width: 180, hiddenByDefault: true },
  { field: 'createTime', title: '创建时间', format: 'datetime', sortable: true, hiddenByDefault: true },
];

/** The customer list's search bar; names are the filters of CUSTOMER_LIST. */
export const customerSearch: SearchField[] = [
  { name: 'blurry', label: '客户名称、联系人或电话', kind: 'text', placeholder: '客户名称、联系人或电话' },
  { name: 'channelType', label: '渠道类型', kind: 'dict', dict: DICT.channelType },
  { name: 'channelStatus', label: '渠道状态', kind: 'dict', dict: DICT.channelStatus },
  { name: 'intentDegree', label: '意向程度', kind: 'dict', dict: DICT.intentDegree },
  { name: 'createTime', label: '创建时间', kind: 'dateRange' },
];
