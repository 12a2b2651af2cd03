import { and, eq, ne } from 'drizzle-orm';
import {
  MEMBERSHIP_MESSAGES,
  MEMBERSHIP_ORDER_STATUS as STATUS,
  PAYMENT_POLL_LIMIT_MS,
  quotePurchase,
  type PurchaseForm,
} from '@yjf/domain/membership';
import type { OrderBasis } from '@yjf/domain/membershipSettlement';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { AppError, badRequest, conflict } from '../../http/errors';
import { currentPlanOf, loadCatalogue } from './currentPlan';
import { membershipOrders } from './schema';
import { basisToStored } from './storedPlan';
import { inTransaction } from '../../db/transaction';

export const AMOUNT_MISMATCH = '订单金额与当前套餐价格不一致，请刷新后重新下单';
const ORDER_NUMBER_TAKEN = '订单号已存在，请重新下单';

export type OrderRequest = {
  companyId: number;
  userId: number;
  orderNo: string;
  /** The total the browser showed, in yuan: it must be the server's own price. */
  amount: string;
  remark: string;
  form: PurchaseForm;
  /** Where the browser reached this server (the sandbox page lives there unless PUBLIC_URL says). */
  origin?: string;
};

/**
 * Places a membership order: prices it again on the server's catalogue and the company's plan as it is `today`
 * (an amount that differs is refused), has the provider create its order, then writes it with the plan it was
 * priced against and closes the company's unpaid orders, here and at the provider, so an old QR code cannot be
 * paid against a plan that has moved on (a payment that beat the close still settles, at its value). Nothing is
 * written when the provider refuses. Answers the URL the QR code encodes.
 */
export async function placeOrder(
  ctx: Pick<AppContext, 'database' | 'catalog' | 'payment'>,
  order: OrderRequest,
  today: string,
  log?: FastifyBaseLogger,
): Promise<{ codeUrl: string; totalFen: number }> {
  const db = ctx.database.db;
  const [catalogue, current] = await Promise.all([loadCatalogue(ctx.catalog), currentPlanOf(db, order.companyId)]);
  const quote = quotePurchase(catalogue, current, order.form, today);
  if (!quote.ok) throw badRequest(quote.message);
  if (quote.total !== order.amount) throw badRequest(AMOUNT_MISMATCH);

  const [taken] = await db
    .select({ id: membershipOrders.id })
    .from(membershipOrders)
    .where(eq(membershipOrders.orderNo, order.orderNo));
  if (taken) throw conflict(ORDER_NUMBER_TAKEN);

  const plan = catalogue[order.form.planCode];
  const what = order.form.type === 2 ? '升级' : `${quote.years} 年`;
  let codeUrl: string;
  try {
    ({ codeUrl } = await ctx.payment.createNativeOrder({
      orderNo: order.orderNo,
      amountFen: quote.totalFen,
      description: `云交付会员-${plan.name}（${plan.code} 套餐）${what}`,
      expiresAt: new Date(Date.now() + PAYMENT_POLL_LIMIT_MS),
      origin: order.origin,
    }));
  } catch (error) {
    log?.warn({ err: error }, 'payment provider refused the order');
    throw new AppError(502, error instanceof Error ? error.message : MEMBERSHIP_MESSAGES.orderFailed);
  }
  const basis: OrderBasis = {
    planCode: current.planCode,
    endDate: current.endDate,
    vip: current.vip,
    staffLimit: current.staffLimit,
  };
  const superseded = await inTransaction(db, async (tx) => {
    const inserted = await tx
      .insert(membershipOrders)
      .values({
        orderNo: order.orderNo,
        companyId: order.companyId,
        userId: order.userId,
        type: order.form.type,
        planCode: order.form.planCode,
        years: order.form.type === 2 ? 0 : order.form.years,
        pricedYears: quote.years,
        extraStaff: order.form.extraStaff,
        capacity: quote.capacity,
        amountFen: quote.totalFen,
        remark: order.remark,
        provider: ctx.payment.name,
        codeUrl,
        basis: basisToStored(basis),
      })
      .onConflictDoNothing()
      .returning({ id: membershipOrders.id });
    if (!inserted.length) throw conflict(ORDER_NUMBER_TAKEN);
    return tx
      .update(membershipOrders)
      .set({ status: STATUS.closed })
      .where(
        and(
          eq(membershipOrders.companyId, order.companyId),
          eq(membershipOrders.status, STATUS.unpaid),
          ne(membershipOrders.id, inserted[0]!.id),
        ),
      )
      .returning({ orderNo: membershipOrders.orderNo, provider: membershipOrders.provider });
  });
  for (const old of superseded.filter((row) => row.provider === ctx.payment.name))
    await ctx.payment.closeOrder(old.orderNo).catch((error: unknown) => {
      // Paid meanwhile, or the provider is unreachable: a payment that still arrives settles at its value.
      log?.warn({ err: error, orderNo: old.orderNo }, 'payment provider did not close a superseded order');
    });
  return { codeUrl, totalFen: quote.totalFen };
}
