/** 商机: business opportunities of a company's customers (`/api/business`). */
import { DICT } from '@yjf/domain/dictionaries';
import {
  codeField,
  moneyField,
  optionalDate,
  optionalDateTime,
  optionalRefField,
  optionalText,
  refField,
  requiredText,
} from '@yjf/domain/fieldSchemas';
import type { ListSpec } from '@yjf/domain/lists';
import { z } from '@yjf/domain/zod';

export const businessFormSchema = z.object({
  name: requiredText('商机名称', 100),
  customerId: refField('客户'),
  status: codeField('商机状态'),
  intentDegree: codeField('意向程度'),
  /** Yuan in the form, fen on the wire after parsing. */
  estimatedAmount: moneyField('预计金额'),
  expectedSignDate: optionalDate('预计签约日期'),
  /** Blank: the user who adds it. */
  ownerId: optionalRefField('负责人'),
  productInterests: optionalText('意向产品', 255),
  nextFollowTime: optionalDateTime('下次跟进时间'),
  remark: optionalText('备注', 500),
});
export type BusinessForm = z.input<typeof businessFormSchema>;

export const BUSINESS_DICT_FIELDS = { status: DICT.businessStatus, intentDegree: DICT.intentDegree } as const;

/** D005 values of a business that is over: 成功 (it became a project) and 无效. */
export const CLOSED_BUSINESS_STATUSES = [3, 4] as const;
/** The status a business takes when it is converted into a project: 成功. */
export const WON_BUSINESS_STATUS = 3;

export const BUSINESS_LIST: ListSpec = {
  filters: {
    blurry: { kind: 'text', label: '商机名称或意向产品' },
    customerId: { kind: 'id', label: '客户' },
    status: { kind: 'code', label: '商机状态' },
    intentDegree: { kind: 'code', label: '意向程度' },
    ownerId: { kind: 'id', label: '负责人' },
    estimatedAmount: { kind: 'numberRange', label: '预计金额' },
    expectedSignDate: { kind: 'dateRange', label: '预计签约日期' },
    createTime: { kind: 'dateRange', label: '创建时间' },
  },
  sortable: ['name', 'estimatedAmount', 'expectedSignDate', 'nextFollowTime', 'createTime', 'updateTime'],
};

export type Business = {
  id: number;
  version: number;
  name: string;
  customerId: number;
  customerName: string;
  status: number;
  intentDegree: number;
  estimatedAmount: number;
  expectedSignDate: string | null;
  ownerId: number | null;
  ownerName: string | null;
  productInterests: string;
  nextFollowTime: string | null;
  lastFollowTime: string | null;
  projectId: number | null;
  remark: string;
  createdBy: number | null;
  createTime: string;
  updateTime: string;
};

/** `POST /api/business/convert`: the business and the version the user saw. */
export const convertBusinessSchema = z.object({
  id: z.number({ error: '缺少商机编号' }).int().positive('缺少商机编号'),
  version: z.number({ error: '缺少数据版本，请刷新后重试' }).int().positive('缺少数据版本，请刷新后重试'),
});
export type ConvertBusinessResult = { projectId: number; message: string };
