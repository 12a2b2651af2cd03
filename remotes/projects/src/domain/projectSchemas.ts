/** 项目: the delivery side of a company (`/api/project`), from signing to after-sales. */
import { DICT } from '@yjf/domain/dictionaries';
import { codeField, optionalText } from '@yjf/domain/fieldSchemas';
import {
  day,
  declareResource,
  dict,
  joined,
  money,
  recordTime,
  ref,
  refs,
  text,
  textarea,
  type RowOf,
} from '@yjf/domain/resourceFields';
import { z } from '@yjf/domain/zod';

/** At most this many people in a project team. */
export const MAX_PROJECT_MEMBERS = 30;
export const PLANNED_END_BEFORE_START = '计划完工日期不能早于计划开工日期';

/**
 * 项目 (`/api/project`), declared once: the list's columns, search bar and sorts, the add/edit form (the list's
 * dialog and 编辑项目) and its checks, the export and the table's columns all come from here. The status is not
 * in the form: it moves only through the status call, which records the change. The code is generated; the
 * source business opportunity is set by converting one.
 */
export const projectDeclaration = declareResource({
  noun: '项目',
  title: '项目列表',
  search: { label: '项目名称、编号或地址' },
  fields: {
    /** XM + signing-day stamp + sequence, given by the server. */
    code: text('项目编号', { max: 30, required: true, column: { width: 150 }, sortable: true, export: { width: 16 } }),
    name: text('项目名称', {
      max: 100,
      required: true,
      column: { width: 220 },
      sortable: true,
      form: true,
      export: { width: 24 },
    }),
    customerName: joined(text('客户', { max: 100, column: { width: 180 }, export: { width: 24 } })),
    /** D004; a new project is 新签 (0). */
    status: dict('项目状态', DICT.projectStatus, {
      required: true,
      column: { width: 110 },
      filter: true,
      export: true,
    }),
    // The search bar reads 项目状态, 项目经理, 客户, 签约日期, 合同金额; the form puts 项目经理 behind 签约日期.
    /** Blank: the user who adds it. */
    managerId: ref('项目经理', { to: 'users', filter: true, form: { after: 'signDate' } }),
    customerId: ref('客户', { to: 'customer', required: true, filter: true, form: true }),
    /** Yuan in the form, fen on the wire after parsing. */
    contractAmount: money('合同金额', {
      column: { width: 140 },
      filter: { after: 'signDate' },
      sortable: true,
      form: true,
      export: { header: '合同金额（元）', width: 16 },
    }),
    signDate: day('签约日期', {
      column: { width: 120, hidden: true },
      filter: true,
      sortable: true,
      form: true,
      export: { width: 14 },
    }),
    managerName: joined(text('项目经理', { max: 50, column: { width: 100 }, export: true })),
    designerId: ref('设计师', { to: 'users', form: true }),
    // The export reads 项目经理, 设计师, 项目地址, 计划开工, 计划完工, where the list shows 计划完工 first.
    plannedStart: day('计划开工日期', { form: true, export: { header: '计划开工', width: 14, after: 'siteAddress' } }),
    plannedEnd: day('计划完工日期', {
      column: { title: '计划完工', width: 120, hidden: true },
      filter: { inBar: false },
      sortable: true,
      form: true,
      export: { header: '计划完工', width: 14, after: 'plannedStart' },
    }),
    /** 项目成员: users of the company. */
    memberIds: refs('项目成员', { to: 'users', max: MAX_PROJECT_MEMBERS, unit: '人', form: { wide: true } }),
    siteAddress: text('项目地址', {
      max: 255,
      column: { width: 200, hidden: true },
      form: { wide: true, placeholder: '例如：上海市浦东新区世纪大道 100 号' },
      export: { width: 30 },
    }),
    designerName: joined(
      text('设计师', { max: 50, column: { width: 100, hidden: true }, export: { after: 'managerName' } }),
    ),
    /** The business opportunity it was converted from; one project per opportunity. */
    businessId: ref('来源商机', { to: 'business' }),
    businessName: joined(text('来源商机', { max: 100, export: { width: 24 } })),
    remark: textarea('备注', { max: 500, form: true, export: { width: 30 } }),
    createTime: recordTime('创建时间', {
      column: { hidden: true },
      filter: { inBar: false },
      sortable: true,
      export: { width: 20 },
    }),
    updateTime: recordTime('更新时间', { sortable: true }),
  },
});

/** The add and edit form (`POST`/`PUT /api/project`). */
export const projectFormSchema = projectDeclaration.form;
export type ProjectForm = z.input<typeof projectFormSchema>;

/** `POST /api/project/status`: move a project to another D004 status, with an optional note. */
export const projectStatusSchema = z.object({
  id: z.number({ error: '缺少项目编号' }).int().positive('缺少项目编号'),
  version: z.number({ error: '缺少数据版本，请刷新后重试' }).int().positive('缺少数据版本，请刷新后重试'),
  status: codeField('项目状态'),
  remark: optionalText('说明', 200),
});
export type ProjectStatusChange = z.input<typeof projectStatusSchema>;

/** A row of the project list as the server answers it: every project has its customer. */
export type Project = RowOf<typeof projectDeclaration> & { customerName: string; createdBy: number | null };

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
