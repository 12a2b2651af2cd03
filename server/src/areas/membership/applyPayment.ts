import { and, eq, sql } from 'drizzle-orm';
import { addYears, ORDER_TYPE } from '@yjf/domain/membership';
import type { PaymentNotice } from '../../adapters/payment/PaymentProvider';
import type { Db } from '../../db/client';
import { companies } from '../accounts/schema';
import { chinaToday } from '../menus/catalog';
import { membershipOrders, paymentNotifications } from './schema';

export type PaymentOutcome =
  { outcome: 'applied'; companyId: number } | { outcome: 'duplicate' } | { outcome: 'refused'; reason: string };

type PlanState = { planCode: string | null; planEndDate: string | null; vip: number; astrict: number };

/**
 * Applies a genuine payment notification exactly once, in one transaction: the order becomes paid and the
 * company gets what it bought — a renewal extends the end date by the years bought (from today when the plan
 * has ended), an upgrade switches the plan and keeps the end date; the company stops being a trial (vip 2) and
 * may have the plan's staff plus the extra staff. A replay, or twenty at once, change nothing more: only the
 * notification that turns the order from unpaid to paid applies it. Every notification is logged with its outcome.
 */
export async function applyPayment(
  db: Db,
  provider: string,
  notice: PaymentNotice,
  ip: string,
  today = chinaToday(),
): Promise<PaymentOutcome> {
  const result = await db.transaction(async (transaction): Promise<PaymentOutcome> => {
    const tx = transaction as unknown as Db;
    if (!notice.paid) return { outcome: 'refused', reason: '通知不是支付成功' };
    const [order] = await tx.select().from(membershipOrders).where(eq(membershipOrders.orderNo, notice.orderNo));
    if (!order) return { outcome: 'refused', reason: '订单不存在' };
    if (order.amountFen !== notice.amountFen)
      return { outcome: 'refused', reason: `金额不符：订单 ${order.amountFen} 分，通知 ${notice.amountFen} 分` };
    if (order.provider !== provider) return { outcome: 'refused', reason: '支付渠道与订单不符' };

    // The company's row lock makes notifications of its orders wait for each other; then only the first finds
    // the order unpaid, and only it changes the plan.
    const [company] = await tx.select().from(companies).where(eq(companies.id, order.companyId)).for('update');
    if (!company) throw new Error(`company ${order.companyId} of order ${order.orderNo} is missing`);
    const before: PlanState = {
      planCode: company.planCode,
      planEndDate: company.planEndDate,
      vip: company.vip,
      astrict: company.astrict,
    };
    const after: PlanState = {
      planCode: order.planCode,
      planEndDate:
        order.type === ORDER_TYPE.upgrade
          ? company.planEndDate
          : addYears(company.planEndDate && company.planEndDate >= today ? company.planEndDate : today, order.years),
      vip: 2,
      astrict: order.capacity,
    };
    const [paid] = await tx
      .update(membershipOrders)
      .set({
        status: 1,
        paidTime: sql`now()`,
        transactionId: notice.transactionId.slice(0, 64),
        planBefore: before,
        planAfter: after,
      })
      .where(and(eq(membershipOrders.id, order.id), eq(membershipOrders.status, 0)))
      .returning({ id: membershipOrders.id });
    if (!paid) return { outcome: 'duplicate' };
    await tx
      .update(companies)
      .set({ ...after, updatedAt: sql`now()` })
      .where(eq(companies.id, company.id));
    return { outcome: 'applied', companyId: company.id };
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
