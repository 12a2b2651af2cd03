import { and, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import {
  MEMBERSHIP_MESSAGES,
  PAYMENT_POLL_LIMIT_MS,
  quotePurchase,
  remainingYears,
  discountedYearFen,
  type OrderStatus,
  type SetMealResponse,
} from '@yjf/domain/membership';
import { codePayBodySchema, orderStatusQuerySchema } from '@yjf/domain/membershipSchemas';
import { PLATFORM_COMPANY_ID } from '@yjf/domain/session';
import { z } from '@yjf/domain/zod';
import type { App, AppContext } from '../../context';
import { authOf } from '../../http/authenticate';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import { chinaToday } from '../menus/catalog';
import { currentPlanOf, loadCatalogue } from './currentPlan';
import { membershipOrders } from './schema';

export const PLATFORM_NEEDS_NO_PLAN = '平台企业无需购买套餐';
export const AMOUNT_MISMATCH = '订单金额与当前套餐价格不一致，请刷新后重新下单';
const ORDER_NOT_FOUND = '订单不存在';

const userQuerySchema = z.object({ userid: z.coerce.number().int().positive('用户编号不正确').optional() });

/** The QR code of a payment URL, as the payment dialog shows it. */
const qrPng = (codeUrl: string) =>
  QRCode.toBuffer(codeUrl, { type: 'png', width: 240, margin: 1, errorCorrectionLevel: 'M' });

/**
 * Billing calls of spec section 7: the plans and the company's plan (`getSetMeal`), an order with its QR code
 * (`wechat/codePay`, and `wechat/codeImage` to redraw it) and the order's state (`getWechatOrder`).
 */
export async function membershipRoutes(app: App, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;

  const refusePlatform = (companyId: number) => {
    if (companyId === PLATFORM_COMPANY_ID) throw badRequest(PLATFORM_NEEDS_NO_PLAN);
  };

  app.get(
    '/api/common/getSetMeal',
    { schema: { querystring: userQuerySchema } },
    async (request): Promise<SetMealResponse> => {
      const auth = authOf(request);
      refusePlatform(auth.company.id);
      const [catalogue, current] = await Promise.all([loadCatalogue(ctx.catalog), currentPlanOf(db, auth.company.id)]);
      const held = current.combo ? catalogue[current.combo] : null;
      return {
        resultCode: 'SUCCESS',
        result: {
          packagePriceA: catalogue.A,
          packagePriceB: catalogue.B,
          packagePriceC: catalogue.C,
          astrict: current.company.astrict,
          combo: current.combo,
          enddate: current.enddate,
          duration: remainingYears(current.enddate, chinaToday()),
          applicable: current.applicable,
          actualPrice: held ? discountedYearFen(held) / 100 : 0,
          vip: current.vip,
        },
      };
    },
  );

  app.post('/api/wechat/codePay', { schema: { body: codePayBodySchema } }, async (request, reply) => {
    const auth = authOf(request);
    const body = request.body;
    refusePlatform(auth.company.id);
    if (body.userid !== auth.user.id) throw badRequest(MEMBERSHIP_MESSAGES.orderFailed);
    const today = chinaToday();
    const [catalogue, current] = await Promise.all([loadCatalogue(ctx.catalog), currentPlanOf(db, auth.company.id)]);
    const quote = quotePurchase(catalogue, current, body.form, today);
    if (!quote.ok) throw badRequest(quote.message);
    if (quote.total !== body.amount) throw badRequest(AMOUNT_MISMATCH);

    const [taken] = await db
      .select({ id: membershipOrders.id })
      .from(membershipOrders)
      .where(eq(membershipOrders.orderNo, body.outTradeNo));
    if (taken) throw conflict('订单号已存在，请重新下单');

    const plan = catalogue[body.form.combo];
    const what = body.form.type === 2 ? '升级' : `${quote.years} 年`;
    let codeUrl: string;
    try {
      ({ codeUrl } = await ctx.payment.createNativeOrder({
        orderNo: body.outTradeNo,
        amountFen: quote.totalFen,
        description: `云交付会员-${plan.name}（${plan.code} 套餐）${what}`,
        expiresAt: new Date(Date.now() + PAYMENT_POLL_LIMIT_MS),
        origin: `${request.protocol}://${request.host}`,
      }));
    } catch (error) {
      request.log.warn({ err: error }, 'payment provider refused the order');
      throw new AppError(502, error instanceof Error ? error.message : MEMBERSHIP_MESSAGES.orderFailed);
    }
    const inserted = await db
      .insert(membershipOrders)
      .values({
        orderNo: body.outTradeNo,
        companyId: auth.company.id,
        userId: auth.user.id,
        type: body.form.type,
        planCode: body.form.combo,
        years: body.form.type === 2 ? 0 : body.form.month,
        pricedYears: quote.years,
        extraStaff: body.form.astricts,
        capacity: quote.capacity,
        amountFen: quote.totalFen,
        remark: body.remark,
        provider: ctx.payment.name,
        codeUrl,
      })
      .onConflictDoNothing()
      .returning({ id: membershipOrders.id });
    if (!inserted.length) throw conflict('订单号已存在，请重新下单');
    return reply
      .type('image/png')
      .header('cache-control', 'no-store')
      .send(await qrPng(codeUrl));
  });

  /** The caller's own order: another user's or another company's is not found. */
  const ownOrder = async (orderNo: string, userId: number, companyId: number) => {
    const [order] = await db
      .select()
      .from(membershipOrders)
      .where(
        and(
          eq(membershipOrders.orderNo, orderNo),
          eq(membershipOrders.companyId, companyId),
          eq(membershipOrders.userId, userId),
        ),
      );
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return order;
  };

  app.get(
    '/api/common/getWechatOrder',
    { schema: { querystring: orderStatusQuerySchema } },
    async (request): Promise<OrderStatus> => {
      const auth = authOf(request);
      const order = await ownOrder(request.query.SoutTradeOn, auth.user.id, auth.company.id);
      const paid = order.status === 1;
      // An unpaid order can be paid for 30 minutes; after that it is closed and polling has nothing to wait for.
      const closed = !paid && Date.now() - order.createTime.getTime() > PAYMENT_POLL_LIMIT_MS;
      return { resultCode: 'SUCCESS', result: paid ? 1 : 0, closed };
    },
  );

  app.get('/api/wechat/codeImage', { schema: { querystring: orderStatusQuerySchema } }, async (request, reply) => {
    const auth = authOf(request);
    const order = await ownOrder(request.query.SoutTradeOn, auth.user.id, auth.company.id);
    if (order.status === 1) throw badRequest('订单已支付');
    return reply
      .type('image/png')
      .header('cache-control', 'no-store')
      .send(await qrPng(order.codeUrl));
  });
}
