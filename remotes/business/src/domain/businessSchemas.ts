/** 商机: business opportunities of a company's customers (`/api/business`). */
import { DICT } from '@yjf/domain/dictionaries';
import {
  dateTime,
  day,
  declareResource,
  dict,
  joined,
  money,
  recordTime,
  ref,
  text,
  textarea,
  type RowOf,
} from '@yjf/domain/resourceFields';
import { z } from '@yjf/domain/zod';

/**
 * 商机 (`/api/business`), declared once: the list's columns, search bar and sorts, the add/edit form and its
 * checks, the export and the table's columns all come from here.
 */
export const businessDeclaration = declareResource({
  noun: '商机',
  title: '商机列表',
  search: { label: '商机名称或意向产品' },
  fields: {
    name: text('商机名称', {
      max: 100,
      required: true,
      column: { width: 220 },
      sortable: true,
      form: true,
      export: { width: 24 },
    }),
    customerId: ref('客户', { to: 'customer', required: true, filter: { inBar: false }, form: true }),
    customerName: joined(text('客户', { max: 100, column: { width: 180 }, export: { width: 24 } })),
    status: dict('商机状态', DICT.businessStatus, {
      required: true,
      column: { width: 110 },
      filter: true,
      form: true,
      export: true,
    }),
    intentDegree: dict('意向程度', DICT.intentDegree, {
      required: true,
      column: { width: 100, hidden: true },
      filter: true,
      form: true,
      export: true,
    }),
    /** Yuan in the form, fen on the wire after parsing. */
    estimatedAmount: money('预计金额', {
      column: { width: 130 },
      filter: { inBar: false },
      sortable: true,
      form: true,
      export: { header: '预计金额（元）', width: 16 },
    }),
    expectedSignDate: day('预计签约日期', {
      column: { title: '预计签约', width: 120 },
      filter: { barLabel: '预计签约' },
      sortable: true,
      form: true,
      export: { width: 14 },
    }),
    /** Blank: the user who adds it. */
    ownerId: ref('负责人', { to: 'users', filter: { inBar: false }, form: true }),
    ownerName: joined(text('负责人', { max: 50, column: { width: 90 }, export: true })),
    nextFollowTime: dateTime('下次跟进时间', {
      column: { title: '下次跟进', hidden: true },
      sortable: true,
      form: true,
      export: { width: 20 },
    }),
    productInterests: text('意向产品', {
      max: 255,
      column: { width: 180, hidden: true },
      form: { wide: true, placeholder: '例如：家庭影院、全屋智能' },
      export: { width: 24, after: 'ownerName' },
    }),
    lastFollowTime: dateTime('最近跟进时间', { export: { width: 20 } }),
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

/** The add and edit form (`POST`/`PUT /api/business`). */
export const businessFormSchema = businessDeclaration.form;
export type BusinessForm = z.input<typeof businessFormSchema>;

/** D005 values of a business that is over: 成功 (it became a project) and 无效. */
export const CLOSED_BUSINESS_STATUSES = [3, 4] as const;
/** The status a business takes when it is converted into a project: 成功. */
export const WON_BUSINESS_STATUS = 3;

/**
 * A row of the business list as the server answers it: every business has its customer, and `projectId` is the
 * project it was converted into.
 */
export type Business = RowOf<typeof businessDeclaration> & {
  customerName: string;
  projectId: number | null;
  createdBy: number | null;
};

/** `POST /api/business/convert`: the business and the version the user saw. */
export const convertBusinessSchema = z.object({
  id: z.number({ error: '缺少商机编号' }).int().positive('缺少商机编号'),
  version: z.number({ error: '缺少数据版本，请刷新后重试' }).int().positive('缺少数据版本，请刷新后重试'),
});
export type ConvertBusinessResult = { projectId: number; message: string };
