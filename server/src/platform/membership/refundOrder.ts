import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isRefundable, MEMBERSHIP_ORDER_STATUS as STATUS, type MembershipOrderStatus } from '@yjf/domain/membership';
import { formatMoney } from '@yjf/domain/money';
import {
  ProviderRefusal,
  type PaymentProvider,
  type RefundAnswer,
  type RefundNotice,
  type RefundState,
} from '../../adapters/payment/PaymentProvider';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { loggedWrite } from '../../crud/operationLog';
import { authOf } from '../../http/callerAuth';
import { badRequest, notFound } from '../../http/errors';
import { membershipOrders, membershipRefunds, paymentNotifications } from './schema';

export const REFUND_ORDER_MISSING = '订单不存在';
export const NOT_REFUNDABLE = '只有待平台处理或退款失败的订单可以退款';
/** An order paid (or a refund asked) through a provider the server no longer uses: only that one can refund it. */
const otherProvider = (provider: string) =>
  `该订单经「${provider}」支付，当前支付渠道不能为它退款，请在原支付平台退款后点「处理」记录`;

/** `membership_refunds.status`. */
export const REFUND_STATUS = { processing: 0, success: 1, failed: 2 } as const;
const refundStatusOf = (state: RefundState) => REFUND_STATUS[state];

/** What a provider's word for a refund means, as 会员订单 shows it. */
const STATE_MESSAGES: Record<string, string> = {
  SUCCESS: '退款成功，款项原路退回',
  PROCESSING: '退款处理中，结果由支付平台通知',
  CLOSED: '退款已关闭（CLOSED），款项未退回，可重新退款',
  ABNORMAL: '退款异常（ABNORMAL），原路退回未成功（如银行卡已注销），请在商户平台处理后点「处理」记录',
};
const messageOf = (answer: Pick<RefundAnswer, 'providerStatus' | 'state'>) =>
  STATE_MESSAGES[answer.providerStatus] ??
  (answer.state === 'success' ? '退款成功' : answer.state === 'failed' ? '退款失败' : '退款处理中');

/** What the platform reads once it asked: where the order stands, its refund, and what that means. */
export type RefundOutcome = { status: MembershipOrderStatus; refundNo: string; message: string };

/**
 * Records what the provider said of a refund, in one transaction: only a refund still processing changes, so a
 * late or repeated answer, or the notification racing the answer, cannot undo an ending; an ending (success or
 * failure) moves the order from refunding to refunded or refund failed. Answers whether anything changed.
 */
async function recordAnswer(
  db: Db,
  refundNo: string,
  answer: Pick<RefundAnswer, 'state' | 'providerStatus' | 'refundId' | 'raw'>,
  message = messageOf(answer),
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const final = answer.state !== 'processing';
    const [refund] = await tx
      .update(membershipRefunds)
      .set({
        status: refundStatusOf(answer.state),
        providerStatus: answer.providerStatus.slice(0, 40),
        ...(answer.refundId ? { providerRefundId: answer.refundId.slice(0, 64) } : {}),
        providerAnswer: answer.raw.slice(0, 8000),
        message: message.slice(0, 200),
        updateTime: sql`now()`,
        ...(final ? { finishedTime: sql`now()` } : {}),
      })
      .where(and(eq(membershipRefunds.refundNo, refundNo), eq(membershipRefunds.status, REFUND_STATUS.processing)))
      .returning({ orderId: membershipRefunds.orderId });
    if (!refund) return false;
    if (final)
      await tx
        .update(membershipOrders)
        .set({ status: answer.state === 'success' ? STATUS.refunded : STATUS.refundFailed })
        .where(and(eq(membershipOrders.id, refund.orderId), eq(membershipOrders.status, STATUS.refunding)));
    return true;
  });
}

type Refundable = { refundNo: string; orderNo: string; amountFen: number; reason: string };

/**
 * Asks the provider and records its answer. A new refund is asked for; one already asked is queried first, and
 * asked for again (the same refund number, so never twice) when the provider does not have it — its first
 * request never arrived. A refusal ends the refund as failed (nothing was refunded: it may be asked again, under
 * a new number); an unknown outcome leaves it processing, with the reason, for the next query or notification.
 */
async function askProvider(db: Db, payment: PaymentProvider, refund: Refundable, asked: boolean): Promise<void> {
  const request = {
    orderNo: refund.orderNo,
    refundNo: refund.refundNo,
    amountFen: refund.amountFen,
    totalFen: refund.amountFen,
    reason: refund.reason,
  };
  try {
    const answer = (asked ? await payment.queryRefund(refund.refundNo) : null) ?? (await payment.refund(request));
    await recordAnswer(db, refund.refundNo, answer);
  } catch (error) {
    const message = error instanceof Error ? error.message : '退款请求失败';
    if (error instanceof ProviderRefusal)
      await recordAnswer(
        db,
        refund.refundNo,
        { state: 'failed', providerStatus: error.code || 'REFUSED', refundId: '', raw: message },
        message,
      );
    else
      await db
        .update(membershipRefunds)
        .set({
          providerAnswer: message.slice(0, 8000),
          message: `${message}；结果未知，请稍后点「查询退款」`.slice(0, 200),
          updateTime: sql`now()`,
        })
        .where(
          and(eq(membershipRefunds.refundNo, refund.refundNo), eq(membershipRefunds.status, REFUND_STATUS.processing)),
        );
  }
}

/** The order's state and its latest refund, as the platform reads them after asking. */
async function outcomeOf(db: Db, orderId: number): Promise<RefundOutcome> {
  const [row] = await db
    .select({
      status: membershipOrders.status,
      refundNo: membershipRefunds.refundNo,
      message: membershipRefunds.message,
    })
    .from(membershipOrders)
    .innerJoin(membershipRefunds, eq(membershipRefunds.orderId, membershipOrders.id))
    .where(eq(membershipOrders.id, orderId))
    .orderBy(desc(membershipRefunds.id))
    .limit(1);
  if (!row) return { status: STATUS.refunded, refundNo: '', message: '已退款' };
  return { status: row.status as MembershipOrderStatus, refundNo: row.refundNo, message: row.message };
}

/**
 * 退款 of a payment held for the platform (待平台处理), through the provider that took it: all of its money, back
 * the way it came. Idempotent: the order's row is locked while deciding, so of two clicks (or two platform
 * administrators) one starts the refund — written with its number, the order 退款中, and the operation log,
 * before the provider is asked — and the other finds it under way. Asking again while it is under way queries
 * the provider (查询退款); asking again after it was refunded answers as it stands; after it failed, it starts a new
 * refund under the next number (`<order>R2`). The provider is asked outside any transaction, so a slow one holds
 * no lock; its answers, and its notifications (`applyRefundNotice`), are recorded by `recordAnswer`.
 */
export async function refundHeldOrder(
  db: Db,
  payment: PaymentProvider,
  request: FastifyRequest,
  orderNo: string,
  reason: string,
): Promise<RefundOutcome> {
  const auth = authOf(request);
  const step = await loggedWrite(db, request, async (tx, log) => {
    const [order] = await tx.select().from(membershipOrders).where(eq(membershipOrders.orderNo, orderNo)).for('update');
    if (!order) throw notFound(REFUND_ORDER_MISSING);
    if (order.status === STATUS.refunded) return { order, ask: null };
    if (order.status === STATUS.refunding) {
      const [latest] = await tx
        .select()
        .from(membershipRefunds)
        .where(eq(membershipRefunds.orderId, order.id))
        .orderBy(desc(membershipRefunds.id))
        .limit(1);
      if (latest!.provider !== payment.name) throw badRequest(otherProvider(latest!.provider));
      return { order, ask: { refund: latest!, asked: true } };
    }
    if (!isRefundable(order.status)) throw badRequest(NOT_REFUNDABLE);
    if (order.provider !== payment.name) throw badRequest(otherProvider(order.provider));
    const [{ attempts }] = (await tx
      .select({ attempts: count() })
      .from(membershipRefunds)
      .where(eq(membershipRefunds.orderId, order.id))) as [{ attempts: number }];
    const [refund] = await tx
      .insert(membershipRefunds)
      .values({
        orderId: order.id,
        refundNo: `${order.orderNo}R${Number(attempts) + 1}`,
        provider: payment.name,
        amountFen: order.amountFen,
        reason,
        requestedBy: auth.user.id,
        message: STATE_MESSAGES.PROCESSING!,
      })
      .returning();
    await tx.update(membershipOrders).set({ status: STATUS.refunding }).where(eq(membershipOrders.id, order.id));
    log({
      action: 'refund',
      resource: 'membershipOrder',
      recordId: order.id,
      description: `退款会员订单「${orderNo}」${formatMoney(order.amountFen)}，退款单号 ${refund!.refundNo}`,
      before: { status: order.status },
      after: { status: STATUS.refunding, refundNo: refund!.refundNo, reason },
    });
    return { order, ask: { refund: refund!, asked: false } };
  });

  if (step.ask)
    await askProvider(
      db,
      payment,
      {
        refundNo: step.ask.refund.refundNo,
        orderNo,
        amountFen: step.ask.refund.amountFen,
        reason: step.ask.refund.reason,
      },
      step.ask.asked,
    );
  return outcomeOf(db, step.order.id);
}

/**
 * A genuine refund notification: recorded as the refund's answer when it names a refund of ours, of that order
 * and amount, and the provider that made it. Logged with the payment notifications, applied or not.
 */
export async function applyRefundNotice(
  db: Db,
  provider: string,
  notice: RefundNotice,
  ip: string,
): Promise<{ outcome: 'applied' | 'duplicate' } | { outcome: 'refused'; reason: string }> {
  const [refund] = await db
    .select({
      provider: membershipRefunds.provider,
      amountFen: membershipRefunds.amountFen,
      orderNo: membershipOrders.orderNo,
    })
    .from(membershipRefunds)
    .innerJoin(membershipOrders, eq(membershipOrders.id, membershipRefunds.orderId))
    .where(eq(membershipRefunds.refundNo, notice.refundNo));
  const refused = !refund
    ? '退款单不存在'
    : refund.orderNo !== notice.orderNo
      ? '退款单与订单不符'
      : refund.amountFen !== notice.amountFen
        ? `退款金额不符：退款单 ${refund.amountFen} 分，通知 ${notice.amountFen} 分`
        : refund.provider !== provider
          ? '支付渠道与退款单不符'
          : null;
  const result = refused
    ? ({ outcome: 'refused', reason: refused } as const)
    : ({ outcome: (await recordAnswer(db, notice.refundNo, notice)) ? 'applied' : 'duplicate' } as const);
  await db.insert(paymentNotifications).values({
    provider,
    orderNo: notice.orderNo.slice(0, 40),
    transactionId: notice.refundId.slice(0, 64),
    amountFen: notice.amountFen,
    outcome: result.outcome,
    reason: `退款通知 ${notice.refundNo}：${notice.providerStatus}${refused ? `，${refused}` : ''}`.slice(0, 255),
    ip: ip.slice(0, 64),
  });
  return result;
}

/** The orders' latest refunds, for 会员订单: by order id. */
export async function latestRefunds(
  db: Db,
  orderIds: number[],
): Promise<Map<number, { refundNo: string; message: string }>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .selectDistinctOn([membershipRefunds.orderId], {
      orderId: membershipRefunds.orderId,
      refundNo: membershipRefunds.refundNo,
      message: membershipRefunds.message,
    })
    .from(membershipRefunds)
    .where(inArray(membershipRefunds.orderId, orderIds))
    .orderBy(membershipRefunds.orderId, desc(membershipRefunds.id));
  return new Map(rows.map((row) => [row.orderId, { refundNo: row.refundNo, message: row.message }]));
}
