/**
 * 跟进记录 of customers and of business opportunities: one shape, two resources
 * (`/api/customerFollowup`, `/api/businessFollowup`), and the due follow-ups (`waitFollow`).
 */
import { attachmentListSchema, type Attachment } from '@yjf/domain/attachments';
import { chinaDayStart } from '@yjf/domain/calendar';
import type { Option } from '@yjf/domain/dictionaries';
import { codeField, optionalDateTime, refField, requiredDateTime, requiredText } from '@yjf/domain/fieldSchemas';
import type { ListSpec } from '@yjf/domain/lists';
import { z } from '@yjf/domain/zod';

/** How a follow-up was made. */
export const FOLLOW_METHODS: Option[] = [
  { value: '1', label: '电话' },
  { value: '2', label: '微信' },
  { value: '3', label: '上门' },
  { value: '4', label: '到店' },
  { value: '5', label: '其他' },
];

const followupFields = {
  method: codeField('跟进方式').refine((v) => FOLLOW_METHODS.some((m) => m.value === String(v)), '请选择跟进方式'),
  content: requiredText('跟进内容', 1000),
  followTime: requiredDateTime('跟进时间'),
  nextFollowTime: optionalDateTime('下次跟进时间'),
  attachments: attachmentListSchema,
};

export const customerFollowupFormSchema = z.object({ customerId: refField('客户'), ...followupFields });
export const businessFollowupFormSchema = z.object({ businessId: refField('商机'), ...followupFields });
export type CustomerFollowupForm = z.input<typeof customerFollowupFormSchema>;
export type BusinessFollowupForm = z.input<typeof businessFollowupFormSchema>;

export const NEXT_BEFORE_FOLLOW_MESSAGE = '下次跟进时间须晚于本次跟进时间';

const followupList = (target: 'customerId' | 'businessId', blurryLabel: string): ListSpec => ({
  filters: {
    blurry: { kind: 'text', label: blurryLabel },
    [target]: { kind: 'id', label: target === 'customerId' ? '客户' : '商机' },
    method: { kind: 'code', label: '跟进方式' },
    followerId: { kind: 'id', label: '跟进人' },
    followTime: { kind: 'dateRange', label: '跟进时间' },
    nextFollowTime: { kind: 'dateRange', label: '下次跟进时间' },
  },
  sortable: ['followTime', 'nextFollowTime', 'createTime'],
});
export const CUSTOMER_FOLLOWUP_LIST = followupList('customerId', '跟进内容');
export const BUSINESS_FOLLOWUP_LIST = followupList('businessId', '跟进内容');

type FollowupBase = {
  id: number;
  version: number;
  method: number;
  content: string;
  followTime: string;
  nextFollowTime: string | null;
  followerId: number | null;
  followerName: string | null;
  attachments: Attachment[];
  createTime: string;
  updateTime: string;
};
export type CustomerFollowup = FollowupBase & { customerId: number; customerName: string };
export type BusinessFollowup = FollowupBase & { businessId: number; businessName: string; customerName: string };

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
  page: z.coerce.number({ error: '页码不正确' }).int('页码不正确').min(0, '页码不正确').default(0),
  size: z.coerce
    .number({ error: '每页条数不正确' })
    .int('每页条数不正确')
    .min(1, '每页条数不正确')
    .max(100, '每页最多 100 条')
    .default(10),
  range: z.enum(['all', 'overdue', 'today', 'threeDays', 'sevenDays'], { error: '跟进时间范围不正确' }).default('all'),
  /** mine: the caller's own records; all: the company's (administrators). */
  scope: z.enum(['mine', 'all'], { error: '查看范围不正确' }).default('mine'),
});
export type WaitFollowQuery = z.infer<typeof waitFollowQuerySchema>;
