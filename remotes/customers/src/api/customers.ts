import type { Customer, CustomerForm } from '../domain/customerSchemas';
import type {
  CustomerFollowup,
  CustomerFollowupForm,
  WaitFollowCounts,
  WaitFollowQuery,
} from '../domain/followupSchemas';
import type { ListPage } from '@yjf/domain/lists';
import { api } from '@yjf/api/api';
import { resourceApi } from '@yjf/api/records';

/**
 * What a follow-up changes beyond its own list: the waiting lists and the dashboard's figures (the business
 * area's follow-ups invalidate it too).
 */
export const FOLLOWUPS_TAG = 'Sales';

/** 渠道客户 on the list engine; a follow-up changes its customer's follow-up times. */
export const customerApi = resourceApi<Customer, CustomerForm>('customer');
export const customerFollowupApi = resourceApi<CustomerFollowup, CustomerFollowupForm>('customerFollowup', {
  invalidates: ['customer', FOLLOWUPS_TAG],
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

const followupsTag = { type: 'Record' as const, id: FOLLOWUPS_TAG };

/** 待跟进客户: the waiting list and its counts per window. */
export const dueCustomersApi = api.injectEndpoints({
  endpoints: (build) => ({
    dueCustomers: build.query<ListPage<DueCustomer>, Partial<WaitFollowQuery>>({
      query: (params) => ({ url: 'api/customer/waitFollow', params }),
      providesTags: [followupsTag, { type: 'Record', id: 'customer' }],
    }),
    dueCustomerCounts: build.query<WaitFollowCounts, Pick<Partial<WaitFollowQuery>, 'scope'>>({
      query: (params) => ({ url: 'api/customer/getWaitFollowRange', params }),
      providesTags: [followupsTag, { type: 'Record', id: 'customer' }],
    }),
  }),
});
