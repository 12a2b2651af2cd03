import type { Business, BusinessForm, ConvertBusinessResult } from '../domain/businessSchemas';
import type { BusinessFollowup, BusinessFollowupForm } from '../domain/businessFollowupSchemas';
import type { DashboardCharts, DashboardSummary } from '../domain/dashboard';
import { FOLLOWUPS_TAG } from '@yjf/area-customers/api/customers';
import type { WaitFollowQuery } from '@yjf/area-customers/domain/followupSchemas';
import type { ListPage } from '@yjf/domain/lists';
import { api } from '@yjf/api/api';
import { resourceApi } from '@yjf/api/records';

/** 商机 on the list engine; a business's customer shows its opportunities, a follow-up moves its times. */
export const businessApi = resourceApi<Business, BusinessForm>('business', { invalidates: ['customer'] });
export const businessFollowupApi = resourceApi<BusinessFollowup, BusinessFollowupForm>('businessFollowup', {
  invalidates: ['business', FOLLOWUPS_TAG],
});

export type DueBusiness = Pick<
  Business,
  | 'id'
  | 'version'
  | 'name'
  | 'customerId'
  | 'customerName'
  | 'status'
  | 'intentDegree'
  | 'estimatedAmount'
  | 'ownerName'
  | 'nextFollowTime'
  | 'lastFollowTime'
>;

const followupsTag = { type: 'Record' as const, id: FOLLOWUPS_TAG };
const changes = ['customer', 'business', 'customerFollowup', 'businessFollowup', FOLLOWUPS_TAG].map((id) => ({
  type: 'Record' as const,
  id,
}));

/** The opportunities' waiting list, the dashboard and the conversion of a business into a project. */
export const businessSalesApi = api.injectEndpoints({
  endpoints: (build) => ({
    dueBusiness: build.query<ListPage<DueBusiness>, Partial<WaitFollowQuery>>({
      query: (params) => ({ url: 'api/businessFollowup/waitFollow', params }),
      providesTags: [followupsTag, { type: 'Record', id: 'business' }],
    }),
    dashboardSummary: build.query<DashboardSummary, void>({
      query: () => 'api/dashboard/summary',
      providesTags: changes,
    }),
    dashboardCharts: build.query<DashboardCharts, void>({
      query: () => 'api/dashboard/charts',
      providesTags: changes,
    }),
    convertBusiness: build.mutation<ConvertBusinessResult, { id: number; version: number }>({
      query: (body) => ({ url: 'api/business/convert', method: 'POST', body }),
      invalidatesTags: changes,
    }),
  }),
});
