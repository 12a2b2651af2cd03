import type { OrderStatus, Plan, PlanCode, SetMeal } from '@yjf/domain/membership';
import type { ListPage } from '@yjf/domain/lists';
import type {
  MembershipOrderRow,
  PlanEdit,
  RefundHeldOrder,
  RefundResult,
  SettleHeldOrder,
} from '@yjf/domain/membershipSchemas';
import {
  codePayToWire,
  planEditToWire,
  planFromWire,
  setMealFromWire,
  type CodePayOrder,
  type PlanWire,
  type SetMealResponse,
} from '@yjf/domain/membershipWire';
import { api } from './api';
import { request } from './http';
import type { ListParams } from './records';

/** The request for the plans of `userid`: the query's, and the one a cold page asks early (membershipOnLoad). */
export const setMealRequest = (userid: number) => ({ url: 'api/common/getSetMeal', params: { userid } });

/**
 * The plans and the company's plan (`GET api/common/getSetMeal`); refetched with the session after a payment.
 * The membership calls send and read the spec's names through `membershipWire`; callers see the domain's.
 */
export const membershipApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSetMeal: build.query<SetMeal, number>({
      query: setMealRequest,
      transformResponse: (response: SetMealResponse) => setMealFromWire(response.result),
      providesTags: ['Session'],
    }),
  }),
});

export const { useGetSetMealQuery } = membershipApi;

/** Creates the order and answers its QR code image (`POST api/wechat/codePay`). Silent: the dialog says why. */
export const orderQrCode = (order: CodePayOrder) =>
  request<Blob>({
    url: 'api/wechat/codePay',
    method: 'POST',
    body: codePayToWire(order),
    responseType: 'blob',
    silent: true,
  });

/** The QR code of an order already made, drawn again (刷新二维码). */
export const redrawQrCode = (orderNo: string) =>
  request<Blob>({ url: 'api/wechat/codeImage', params: { SoutTradeOn: orderNo }, responseType: 'blob' });

/** Whether the order is paid (`GET api/common/getWechatOrder`); polled quietly. */
export const orderStatus = (orderNo: string, userid: number) =>
  request<OrderStatus>({ url: 'api/common/getWechatOrder', params: { SoutTradeOn: orderNo, userid }, silent: true });

/** The plan catalogue for the platform's administrators (套餐管理). */
export const plansApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlans: build.query<Plan[], void>({
      query: () => 'api/plans',
      transformResponse: (plans: PlanWire[]) => plans.map(planFromWire),
      providesTags: ['Session'],
    }),
    updatePlan: build.mutation<Plan, { code: PlanCode; edit: PlanEdit }>({
      query: ({ code, edit }) => ({ url: `api/plans/${code}`, method: 'PUT', body: planEditToWire(edit) }),
      transformResponse: planFromWire,
      invalidatesTags: ['Session', 'Menu'],
    }),
  }),
});

export const { useGetPlansQuery, useUpdatePlanMutation } = plansApi;

const ordersTag = { type: 'Record' as const, id: 'membershipOrder' };

/**
 * 会员订单: the company's membership orders (the platform's administrators: every company's) with what became of
 * each payment, and the platform refunding a held one through the provider, or settling it by hand.
 *
 * @example const { data } = useGetMembershipOrdersQuery({ page: 0, size: 10, status: '4' });
 */
export const membershipOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMembershipOrders: build.query<ListPage<MembershipOrderRow>, ListParams>({
      query: (params) => ({ url: 'api/membershipOrder', params }),
      providesTags: [ordersTag, 'Session'],
    }),
    settleHeldOrder: build.mutation<{ message: string }, SettleHeldOrder>({
      query: (body) => ({ url: 'api/membershipOrder/settle', method: 'PUT', body }),
      invalidatesTags: [ordersTag],
    }),
    /** 退款, and 查询退款 of a refund under way: answers where the order stands (退款中, 已退款, 退款失败) and why. */
    refundHeldOrder: build.mutation<RefundResult, RefundHeldOrder>({
      query: (body) => ({ url: 'api/membershipOrder/refund', method: 'POST', body }),
      invalidatesTags: [ordersTag],
    }),
  }),
});

export const { useGetMembershipOrdersQuery, useSettleHeldOrderMutation, useRefundHeldOrderMutation } =
  membershipOrdersApi;
