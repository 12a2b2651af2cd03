import type { Business, BusinessForm, ConvertBusinessResult } from '@yjf/area-sales/domain/businessSchemas';
import type { Customer, CustomerForm } from '@yjf/area-sales/domain/customerSchemas';
import type { DashboardCharts, DashboardSummary } from '@yjf/area-sales/domain/dashboard';
import type {
  BusinessFollowup,
  BusinessFollowupForm,
  CustomerFollowup,
  CustomerFollowupForm,
  WaitFollowCounts,
  WaitFollowQuery,
} from '@yjf/area-sales/domain/followupSchemas';
import type { ListPage } from '@yjf/domain/lists';
import { api } from '@yjf/api/api';
import { resourceApi } from '@yjf/api/records';

/** The sales side's resources on the list engine; a follow-up changes its record's follow-up times. */
export const customerApi = resourceApi<Customer, CustomerForm>('customer');
export const businessApi = resourceApi<Business, BusinessForm>('business', { invalidates: ['customer'] });
export const customerFollowupApi = resourceApi<CustomerFollowup, CustomerFollowupForm>('customerFollowup', {
  invalidates: ['customer', 'Sales'],
});
export const businessFollowupApi = resourceApi<BusinessFollowup, BusinessFollowupForm>('businessFollowup', {
  invalidates: ['business', 'Sales'],
});

export type DueCustomer = Pick<
  Customer,
  | 'id'
  | 'version'
  | 'name'
  | 'contactName'
  | 'phone'
  | 'channelStatus'
  | 'intentDegree'
  | 'ownerName'
  | 'nextFollowTime'
  | 'lastFollowTime'
>;
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

const salesTag = { type: 'Record' as const, id: 'Sales' };
const changes = ['customer', 'business', 'customerFollowup', 'businessFollowup', 'Sales'].map((id) => ({
  type: 'Record' as const,
  id,
}));

/** The waiting lists, the due counts, the dashboard and the conversion of a business into a project. */
export const salesApi = api.injectEndpoints({
  endpoints: (build) => ({
    dueCustomers: build.query<ListPage<DueCustomer>, Partial<WaitFollowQuery>>({
      query: (params) => ({ url: 'api/customer/waitFollow', params }),
      providesTags: [salesTag, { type: 'Record', id: 'customer' }],
    }),
    dueCustomerCounts: build.query<WaitFollowCounts, Pick<Partial<WaitFollowQuery>, 'scope'>>({
      query: (params) => ({ url: 'api/customer/getWaitFollowRange', params }),
      providesTags: [salesTag, { type: 'Record', id: 'customer' }],
    }),
    dueBusiness: build.query<ListPage<DueBusiness>, Partial<WaitFollowQuery>>({
      query: (params) => ({ url: 'api/businessFollowup/waitFollow', params }),
      providesTags: [salesTag, { type: 'Record', id: 'business' }],
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
