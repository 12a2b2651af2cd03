import { MEMBERSHIP_ORDER_STATUS, PAYMENT_POLL_LIMIT_MS } from '@yjf/domain/membership';

/** What the payer reads about an order that can no longer be paid. */
export const ORDER_CLOSED = '订单已关闭，请回到云交付重新下单';

/**
 * Whether an order can still be paid: unpaid, not replaced by a newer order of its company, and within its
 * payment window (the provider's time_expire, 30 minutes). A real provider takes no payment for it otherwise, so
 * neither does the sandbox; a notification of a payment made in time is still applied, however late.
 */
export const isPayable = (order: { status: number; createTime: Date }, now = Date.now()) =>
  order.status === MEMBERSHIP_ORDER_STATUS.unpaid && now - order.createTime.getTime() <= PAYMENT_POLL_LIMIT_MS;
