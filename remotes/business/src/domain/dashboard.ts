/**
 * The home dashboard (`/dashboard`): number cards and chart data, and the keys of the particulars and
 * statistics pages a chart segment opens (`particulars/{type}/{service}`, `statistics/{type}/{service}`).
 */
import type { WaitFollowCounts } from '@yjf/area-customers/domain/followupSchemas';

export type DashboardSummary = {
  customers: number;
  newCustomersThisMonth: number;
  openBusiness: number;
  openBusinessAmount: number;
  followupsThisMonth: number;
  /** The caller's own due follow-ups (customers and business together). */
  due: WaitFollowCounts;
};

/** One slice or bar: a dictionary value, its name and how many rows it counts. */
export type ChartSlice = { value: string; name: string; count: number; amount?: number };
export type FollowupDay = { date: string; customer: number; business: number };

export type DashboardCharts = {
  customersByChannelType: ChartSlice[];
  customersByStatus: ChartSlice[];
  businessByStatus: ChartSlice[];
  followupsPerDay: FollowupDay[];
};

/** Days of follow-ups the dashboard draws. */
export const FOLLOWUP_DAYS = 30;

/**
 * The 商机漏斗 (D005 values): the stages an open business goes through, in their order — 初步洽谈, 需求分析, 报价,
 * 商务谈判 (the dictionary lists them by code, and 报价 came last) — and the statuses that end it, 成功 and 无效
 * (`CLOSED_BUSINESS_STATUSES`), shown beside the funnel rather than as layers of it. Kept apart from the business
 * schemas so the dashboard loads no form rules.
 */
export const BUSINESS_FUNNEL = { stages: ['0', '1', '5', '2'], won: '3', lost: '4' } as const;

/**
 * What a particulars page lists for a chart: the resource, its title and the filter the segment means.
 * `service` is the segment's dictionary value.
 */
export const PARTICULARS = {
  channelType: { resource: 'customer', title: '渠道类型', filter: 'channelType' },
  channelStatus: { resource: 'customer', title: '渠道状态', filter: 'channelStatus' },
  businessStatus: { resource: 'business', title: '商机状态', filter: 'status' },
} as const;
export type ParticularsType = keyof typeof PARTICULARS;

/** What a statistics page lists: follow-ups of customers or of business on one day (`service` = yyyy-MM-dd). */
export const STATISTICS = {
  customer: { resource: 'customerFollowup', title: '客户跟进' },
  business: { resource: 'businessFollowup', title: '商机跟进' },
} as const;
export type StatisticsType = keyof typeof STATISTICS;
