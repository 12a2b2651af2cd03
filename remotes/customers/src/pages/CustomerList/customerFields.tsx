import { DICT } from '@yjf/domain/dictionaries';
import type { FormField } from '@yjf/ui/crud/CrudPage';
import { UserSelect } from '@yjf/ui/UserSelect';

/** The add/edit dialog of a customer; names are the keys of customerFormSchema. */
export const customerFields: FormField[] = [
  { name: 'name', label: '客户名称', kind: 'text', required: true },
  { name: 'channelType', label: '渠道类型', kind: 'dict', dict: DICT.channelType, required: true },
  { name: 'channelStatus', label: '渠道状态', kind: 'dict', dict: DICT.channelStatus, required: true },
  { name: 'intentDegree', label: '意向程度', kind: 'dict', dict: DICT.intentDegree, required: true },
  { name: 'contactName', label: '联系人', kind: 'text', required: true },
  { name: 'phone', label: '联系电话', kind: 'phone', required: true },
  { name: 'region', label: '所在地区', kind: 'text', placeholder: '例如：广东省深圳市南山区' },
  { name: 'address', label: '详细地址', kind: 'text' },
  { name: 'nextFollowTime', label: '下次跟进时间', kind: 'datetime' },
  { name: 'ownerId', label: '负责人', kind: 'custom', control: <UserSelect placeholder="默认为自己" /> },
  { name: 'enabled', label: '状态', kind: 'switch' },
  { name: 'sourceRemark', label: '来源说明', kind: 'text', wide: true },
  { name: 'remark', label: '备注', kind: 'textarea' },
];

/** A new customer starts enabled, in initial talks (渠道状态 4 初步洽谈), with average intent. */
export const newCustomer = { channelStatus: '4', intentDegree: '2', enabled: true };
