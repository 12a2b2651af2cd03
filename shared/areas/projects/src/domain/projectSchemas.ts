/** 项目: the delivery side of a company (`/api/project`), from signing to after-sales. */
import { DICT } from '@yjf/domain/dictionaries';
import {
  moneyField,
  optionalDate,
  optionalRefField,
  optionalText,
  refField,
  requiredText,
  codeField,
} from '@yjf/domain/fieldSchemas';
import type { ListSpec } from '@yjf/domain/lists';
import { z } from '@yjf/domain/zod';

/** At most this many people in a project team. */
export const MAX_PROJECT_MEMBERS = 30;
export const PLANNED_END_BEFORE_START = '计划完工日期不能早于计划开工日期';

/**
 * The add and edit form. The status is not in it: it moves only through the status call, which records the
 * change. The code is generated; the source business opportunity is set by converting one.
 */
export const projectFormSchema = z.object({
  name: requiredText('项目名称', 100),
  customerId: refField('客户'),
  siteAddress: optionalText('项目地址', 255),
  /** Yuan in the form, fen on the wire after parsing. */
  contractAmount: moneyField('合同金额'),
  signDate: optionalDate('签约日期'),
  /** Blank: the user who adds it. */
  managerId: optionalRefField('项目经理'),
  designerId: optionalRefField('设计师'),
  memberIds: z
    .array(z.number().int().positive('项目成员不正确'), { error: '项目成员不正确' })
    .max(MAX_PROJECT_MEMBERS, `项目成员最多 ${MAX_PROJECT_MEMBERS} 人`)
    .nullish()
    .transform((list) => [...new Set(list ?? [])]),
  plannedStart: optionalDate('计划开工日期'),
  plannedEnd: optionalDate('计划完工日期'),
  remark: optionalText('备注', 500),
});
export type ProjectForm = z.input<typeof projectFormSchema>;

/** `POST /api/project/status`: move a project to another D004 status, with an optional note. */
export const projectStatusSchema = z.object({
  id: z.number({ error: '缺少项目编号' }).int().positive('缺少项目编号'),
  version: z.number({ error: '缺少数据版本，请刷新后重试' }).int().positive('缺少数据版本，请刷新后重试'),
  status: codeField('项目状态'),
  remark: optionalText('说明', 200),
});
export type ProjectStatusChange = z.input<typeof projectStatusSchema>;

export const PROJECT_DICT_FIELDS = { status: DICT.projectStatus } as const;

export const PROJECT_LIST: ListSpec = {
  filters: {
    blurry: { kind: 'text', label: '项目名称、编号或地址' },
    status: { kind: 'code', label: '项目状态' },
    managerId: { kind: 'id', label: '项目经理' },
    customerId: { kind: 'id', label: '客户' },
    signDate: { kind: 'dateRange', label: '签约日期' },
    plannedEnd: { kind: 'dateRange', label: '计划完工日期' },
    contractAmount: { kind: 'numberRange', label: '合同金额' },
    createTime: { kind: 'dateRange', label: '创建时间' },
  },
  sortable: ['name', 'code', 'contractAmount', 'signDate', 'plannedEnd', 'createTime', 'updateTime'],
};

export type Project = {
  id: number;
  version: number;
  code: string;
  name: string;
  customerId: number;
  customerName: string;
  businessId: number | null;
  businessName: string | null;
  status: number;
  siteAddress: string;
  contractAmount: number;
  signDate: string | null;
  managerId: number | null;
  managerName: string | null;
  designerId: number | null;
  designerName: string | null;
  memberIds: number[];
  plannedStart: string | null;
  plannedEnd: string | null;
  remark: string;
  createdBy: number | null;
  createTime: string;
  updateTime: string;
};

/** One change of a project's status; `fromStatus` null is the project's creation. */
export type ProjectStatusEntry = {
  id: number;
  fromStatus: number | null;
  toStatus: number;
  remark: string;
  changedBy: number | null;
  changedByName: string | null;
  changedAt: string;
};

/**
 * `GET /api/project/{id}/summary`: money and work of one project. `received` is the sum of its collections'
 * received amounts (the finance area's `ProjectFinance.received`), `outstanding` what the contract still lacks.
 */
export type ProjectSummary = {
  contractAmount: number;
  received: number;
  outstanding: number;
  tasks: { total: number; done: number; overdue: number };
  schemes: number;
};

/** What is left to collect: never below zero. */
export const outstandingAmount = (contract: number, received: number) => Math.max(0, contract - received);
