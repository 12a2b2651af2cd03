import { DICT } from '@yjf/domain/dictionaries';
import {
  codeField,
  enabledField,
  optionalDateTime,
  optionalRefField,
  optionalText,
  phoneField,
  requiredText,
} from '@yjf/domain/fieldSchemas';
import type { ListSpec } from '@yjf/domain/lists';
import { z } from '@yjf/domain/zod';

/** 渠道客户: the add and edit form (`POST`/`PUT /api/customer`). */
export const customerFormSchema = z.object({
  name: requiredText('客户名称', 100),
  channelType: codeField('渠道类型'),
  channelStatus: codeField('渠道状态'),
  intentDegree: codeField('意向程度'),
  contactName: requiredText('联系人', 50),
  phone: phoneField('联系电话'),
  region: optionalText('所在地区', 100),
  address: optionalText('详细地址', 255),
  /** Blank: the user who adds it. */
  ownerId: optionalRefField('负责人'),
  sourceRemark: optionalText('来源说明', 255),
  nextFollowTime: optionalDateTime('下次跟进时间'),
  enabled: enabledField(),
  remark: optionalText('备注', 500),
});
export type CustomerForm = z.input<typeof customerFormSchema>;

/** Which form fields hold dictionary values, so the server checks them against the dictionary. */
export const CUSTOMER_DICT_FIELDS = {
  channelType: DICT.channelType,
  channelStatus: DICT.channelStatus,
  intentDegree: DICT.intentDegree,
} as const;

/** How the customer list can be searched and sorted. */
export const CUSTOMER_LIST: ListSpec = {
  filters: {
    blurry: { kind: 'text', label: '客户名称、联系人或电话' },
    channelType: { kind: 'code', label: '渠道类型' },
    channelStatus: { kind: 'code', label: '渠道状态' },
    intentDegree: { kind: 'code', label: '意向程度' },
    ownerId: { kind: 'id', label: '负责人' },
    enabled: { kind: 'bool', label: '状态' },
    createTime: { kind: 'dateRange', label: '创建时间' },
    nextFollowTime: { kind: 'dateRange', label: '下次跟进时间' },
  },
  sortable: ['name', 'createTime', 'updateTime', 'nextFollowTime', 'lastFollowTime'],
};

/** A row of the customer list as the server answers it. */
export type Customer = {
  id: number;
  version: number;
  name: string;
  channelType: number;
  channelStatus: number;
  intentDegree: number;
  contactName: string;
  phone: string;
  region: string;
  address: string;
  ownerId: number | null;
  ownerName: string | null;
  sourceRemark: string;
  nextFollowTime: string | null;
  lastFollowTime: string | null;
  enabled: boolean;
  remark: string;
  createdBy: number | null;
  createTime: string;
  updateTime: string;
};
