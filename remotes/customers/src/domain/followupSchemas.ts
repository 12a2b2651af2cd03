/**
 * 跟进记录: the shape of a follow-up (the customers' here, `/api/customerFollowup`; the business area's
 * 商机跟进 is the same shape and imports it), and the due follow-ups (`waitFollow`) both areas list.
 */
import { chinaDayStart } from '@yjf/domain/calendar';
import type { Option } from '@yjf/domain/dictionaries';
import { codeField } from '@yjf/domain/fieldSchemas';
import {
  attachments,
  choice,
  dateTime,
  declareResource,
  joined,
  recordTime,
  ref,
  text,
  textarea,
  type RowOf,
} from '@yjf/domain/resourceFields';
import { z } from '@yjf/domain/zod';
import { pagingFields } from '@yjf/domain/listQuerySchema';

/** How a follow-up was made. */
export const FOLLOW_METHODS: Option[] = [
  { value: '1', label: '电话' },
  { value: '2', label: '微信' },
  { value: '3', label: '上门' },
  { value: '4', label: '到店' },
  { value: '5', label: '其他' },
];

/** What a follow-up of a customer and of a business opportunity both hold, after its record. */
export const followupFields = {
  method: {
    ...choice('跟进方式', FOLLOW_METHODS, {
      required: true,
      column: { width: 100 },
      filter: true,
      form: true,
      export: { width: 10 },
    }),
    /** One of FOLLOW_METHODS. */
    schema: codeField('跟进方式').refine((v) => FOLLOW_METHODS.some((m) => m.value === String(v)), '请选择跟进方式'),
  },
  content: textarea('跟进内容', {
    max: 1000,
    required: true,
    column: { width: 320 },
    form: { placeholder: '沟通了什么、客户的反馈、下一步计划' },
    export: { width: 48 },
  }),
  followTime: dateTime('跟进时间', {
    required: true,
    column: true,
    filter: true,
    sortable: true,
    form: { after: 'method' },
    export: { width: 20 },
  }),
  nextFollowTime: dateTime('下次跟进时间', {
    column: { title: '下次跟进', hidden: true },
    filter: { inBar: false },
    sortable: true,
    form: true,
    export: { width: 20 },
  }),
  /** Who followed up: the user who records it. */
  followerId: ref('跟进人', { to: 'users', filter: { inBar: false } }),
  followerName: joined(text('跟进人', { max: 50, column: { width: 100 }, export: { width: 12 } })),
  attachments: attachments('附件', { column: { width: 80 }, form: { wide: true } }),
  createTime: recordTime('创建时间', { sortable: true }),
  updateTime: recordTime('更新时间', {}),
};

/** 跟进记录 of customers (`/api/customerFollowup`), declared once. */
export const customerFollowupDeclaration = declareResource({
  noun: '跟进记录',
  title: '客户跟进记录',
  search: { label: '跟进内容' },
  fields: {
    customerId: ref('客户', { to: 'customer', required: true, filter: { inBar: false }, form: { wide: true } }),
    customerName: joined(text('客户', { max: 100, column: { width: 180 }, export: { width: 24 } })),
    ...followupFields,
  },
});

export const customerFollowupFormSchema = customerFollowupDeclaration.form;
export type CustomerFollowupForm = z.input<typeof customerFollowupFormSchema>;

export const NEXT_BEFORE_FOLLOW_MESSAGE = '下次跟进时间须晚于本次跟进时间';

/** Rows as the server answers them; every follow-up has its record, and so its name. */
export type CustomerFollowup = RowOf<typeof customerFollowupDeclaration> & {
  customerName: string;
  createdBy: number | null;
};

/** The windows of due follow-ups, as the waiting lists and the dashboard count them. */
export const WAIT_FOLLOW_RANGES = [
  { key: 'overdue', label: '已逾期' },
  { key: 'today', label: '今天' },
  { key: 'threeDays', label: '3天内' },
  { key: 'sevenDays', label: '7天内' },
] as const;
export type WaitFollowRange = (typeof WAIT_FOLLOW_RANGES)[number]['key'];
export type WaitFollowCounts = Record<WaitFollowRange, number>;

/**
 * The next-follow-up times a window holds, `from` included, `to` excluded: overdue is before today;
 * today, three days and seven days start at today's midnight; `all` is everything due within seven days.
 */
export function waitFollowWindow(range: WaitFollowRange | 'all', now = new Date()): { from: Date | null; to: Date } {
  const today = chinaDayStart(now);
  switch (range) {
    case 'overdue':
      return { from: null, to: today };
    case 'today':
      return { from: today, to: chinaDayStart(now, 1) };
    case 'threeDays':
      return { from: today, to: chinaDayStart(now, 3) };
    case 'sevenDays':
      return { from: today, to: chinaDayStart(now, 7) };
    case 'all':
      return { from: null, to: chinaDayStart(now, 7) };
  }
}

/** `GET /api/customer/waitFollow` and `/api/businessFollowup/waitFollow`. */
export const waitFollowQuerySchema = z.object({
  ...pagingFields,
  range: z.enum(['all', 'overdue', 'today', 'threeDays', 'sevenDays'], { error: '跟进时间范围不正确' }).default('all'),
  /** mine: the caller's own records; all: the company's (administrators). */
  scope: z.enum(['mine', 'all'], { error: '查看范围不正确' }).default('mine'),
});
export type WaitFollowQuery = z.infer<typeof waitFollowQuerySchema>;
