import { chinaToday } from '@yjf/domain/calendar';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  MEMBERSHIP_ORDER_STATUS as STATUS,
  type OrderType,
  type Plan,
  type PlanCode,
  type PurchaseForm,
  VIP,
} from '@yjf/domain/membership';
import { settlePayment } from '@yjf/domain/membershipSettlement';
import type { PaymentNotice } from '../../adapters/payment/PaymentProvider';
import type { Db } from '../../db/client';
import { companies } from '../../db/accountTables';
import { headCount } from './currentPlan';
import { membershipOrders, paymentNotifications } from './schema';
import { basisFromStored, planStateToStored, type PlanState } from './storedPlan';
import { inTransaction } from '../../db/transaction';

export type PaymentOutcome =
  | { outcome: 'applied'; companyId: number; status: number }
  | { outcome: 'duplicate' }
  | { outcome: 'refused'; reason: string };

type OrderRow = typeof membershipOrders.$inferSelect;

/** The purchase form an order was placed with. */
export const formOf = (order: OrderRow): PurchaseForm => ({
  type: order.type as OrderType,
  planCode: order.planCode as PlanCode,
  years: order.years,
  extraStaff: order.extraStaff,
});

/**
 * Applies a genuine payment notification exactly once, in one transaction. The company's row is locked first,
 * so the notifications of its orders wait for each other and each settles against the plan the one before it
 * left; then only a notification that finds its order unpaid (or closed: paid just before the close) changes
 * anything. The order settles by `settlePayment`: as bought while the company holds what it was priced against,
 * otherwise at its value on the plan held now (or held for the platform) — never more than the money buys, and
 * never lost. A replay, or twenty at once, change nothing more. Every notification is logged with its outcome.
 */
export async function applyPayment(
  db: Db,
  catalogue: Record<PlanCode, Plan>,
  provider: string,
  notice: PaymentNotice,
  ip: string,
  today = chinaToday(),
): Promise<PaymentOutcome> {
  const result = await inTransaction(db, async (tx): Promise<PaymentOutcome> => {
    if (!notice.paid) return { outcome: 'refused', reason: '通知不是支付成功' };
    const [found] = await tx
      .select({ companyId: membershipOrders.companyId })
      .from(membershipOrders)
      .where(eq(membershipOrders.orderNo, notice.orderNo));
    if (!found) return { outcome: 'refused', reason: '订单不存在' };

    const [company] = await tx.select().from(companies).where(eq(companies.id, found.companyId)).for('update');
    if (!company) throw new Error(`company ${found.companyId} of order ${notice.orderNo} is missing`);
    // Read under the company's lock: a notification of another of its orders cannot change it meanwhile.
    const [order] = await tx.select().from(membershipOrders).where(eq(membershipOrders.orderNo, notice.orderNo));
    if (!order) return { outcome: 'refused', reason: '订单不存在' };
    if (order.amountFen !== notice.amountFen)
      return { outcome: 'refused', reason: `金额不符：订单 ${order.amountFen} 分，通知 ${notice.amountFen} 分` };
    if (order.provider !== provider) return { outcome: 'refused', reason: '支付渠道与订单不符' };
    if (order.status !== STATUS.unpaid && order.status !== STATUS.closed) return { outcome: 'duplicate' };

    const before: PlanState = {
      planCode: company.planCode,
      planEndDate: company.planEndDate,
      vip: company.vip,
      staffLimit: company.staffLimit,
    };
    const current = {
      planCode: company.planCode as PlanCode | null,
      endDate: company.planEndDate,
      vip: company.vip,
      staffLimit: company.staffLimit,
      applicable: await headCount(tx, company.id),
    };
    // An order placed before its basis was kept is priced against the company as it is now.
    const basis = order.basis ? basisFromStored(order.basis) : current;
    const settled = settlePayment(
      catalogue,
      { form: formOf(order), basis, amountFen: order.amountFen },
      current,
      today,
    );
    const after: PlanState =
      settled.kind === 'held'
        ? before
        : {
            planCode: settled.grant.planCode,
            planEndDate: settled.grant.endDate,
            vip: VIP.member,
            staffLimit: settled.grant.staffLimit,
          };
    const status =
      settled.kind === 'asBought' ? STATUS.paid : settled.kind === 'converted' ? STATUS.converted : STATUS.held;
    const [paid] = await tx
      .update(membershipOrders)
      .set({
        status,
        settlement: settled.kind === 'asBought' ? '' : settled.note,
        paidTime: sql`now()`,
        transactionId: notice.transactionId.slice(0, 64),
        planBefore: planStateToStored(before),
        planAfter: planStateToStored(after),
      })
      .where(and(eq(membershipOrders.id, order.id), inArray(membershipOrders.status, [STATUS.unpaid, STATUS.closed])))
      .returning({ id: membershipOrders.id });
    if (!paid) return { outcome: 'duplicate' };
    if (settled.kind !== 'held')
      await tx
        .update(companies)
        .set({ ...after, updatedAt: sql`now()` })
        .where(eq(companies.id, company.id));
    return { outcome: 'applied', companyId: company.id, status };
  });

  await db.insert(paymentNotifications).values({
    provider,
    orderNo: notice.orderNo.slice(0, 40),
    transactionId: notice.transactionId.slice(0, 64),
    amountFen: notice.amountFen,
    outcome: result.outcome,
    reason: result.outcome === 'refused' ? result.reason.slice(0, 255) : '',
    ip: ip.slice(0, 64),
  });
  return result;
}

/** A notification that could not be read or was not genuine: logged, nothing else. */
export async function logRejectedNotification(db: Db, provider: string, reason: string, ip: string): Promise<void> {
  await db
    .insert(paymentNotifications)
    .values({ provider, outcome: 'refused', reason: reason.slice(0, 255), ip: ip.slice(0, 64) });
}
