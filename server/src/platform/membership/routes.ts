import { chinaToday } from '@yjf/domain/calendar';
import { and, eq } from 'drizzle-orm';
import {
  isPaidStatus,
  MEMBERSHIP_MESSAGES,
  remainingYears,
  discountedYearFen,
  type OrderStatus,
} from '@yjf/domain/membership';
import { codePayBodySchema, orderStatusQuerySchema } from '@yjf/domain/membershipSchemas';
import { purchaseFormFromWire, setMealToWire, type SetMealResponse } from '@yjf/domain/membershipWire';
import { ADMIN_ROLE } from '@yjf/domain/permissions';
import { PLATFORM_COMPANY_ID } from '@yjf/domain/session';
import type { FastifyRequest } from 'fastify';
import { z } from '@yjf/domain/zod';
import type { App, AppContext } from '../../context';
import { authOf } from '../../http/callerAuth';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { permissionCheck } from '../../http/permissions';
import { currentPlanOf, loadCatalogue } from './currentPlan';
import { isPayable, ORDER_CLOSED } from './orderState';
import { membershipOrders } from './schema';
import { placeOrder } from './placeOrder';

export const PLATFORM_NEEDS_NO_PLAN = '平台企业无需购买套餐';
const ORDER_NOT_FOUND = '订单不存在';

const userQuerySchema = z.object({ userid: z.coerce.number().int().positive('用户编号不正确').optional() });

/** The QR code of a payment URL, as the payment dialog shows it (qrcode is loaded by the first order). */
const qrPng = async (codeUrl: string) =>
  (await import('qrcode')).default.toBuffer(codeUrl, { type: 'png', width: 240, margin: 1, errorCorrectionLevel: 'M' });

/**
 * The `onRequest` check of placing an order: only the company's administrators buy for it (spec section 1, and
 * the 成为VIP dialog says so to everyone else). Placing an order closes the company's unpaid ones, so a
 * colleague's order would cancel the administrator's QR code: refused before the body is read, nothing written
 * or closed. Marked as a check of the `admin` role for the route registry.
 */
const requireCompanyAdmin = permissionCheck(
  async (request: FastifyRequest) => {
    if (!authOf(request).isAdmin) throw forbidden(MEMBERSHIP_MESSAGES.adminsOnly);
  },
  [ADMIN_ROLE],
);

/**
 * Billing calls of spec section 7: the plans and the company's plan (`getSetMeal`), an order with its QR code
 * (`wechat/codePay`, and `wechat/codeImage` to redraw it) and the order's state (`getWechatOrder`). Who may:
 * every member of a company reads its plan (the dialog shows it to all, spec section 4); only its administrators
 * place an order; an order's state and QR code are its placer's alone (404 to anyone else, colleague or
 * administrator: the administrators see every order of the company in 会员订单).
 */
export async function membershipRoutes(app: App, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;

  const refusePlatform = (companyId: number) => {
    if (companyId === PLATFORM_COMPANY_ID) throw badRequest(PLATFORM_NEEDS_NO_PLAN);
  };

  app.get(
    '/api/common/getSetMeal',
    { schema: { summary: '会员套餐与价格', operationId: 'planCatalog', querystring: userQuerySchema } },
    async (request): Promise<SetMealResponse> => {
      const auth = authOf(request);
      refusePlatform(auth.company.id);
      const [catalogue, current] = await Promise.all([loadCatalogue(ctx.catalog), currentPlanOf(db, auth.company.id)]);
      const held = current.planCode ? catalogue[current.planCode] : null;
      return {
        resultCode: 'SUCCESS',
        result: setMealToWire({
          packagePriceA: catalogue.A,
          packagePriceB: catalogue.B,
          packagePriceC: catalogue.C,
          staffLimit: current.staffLimit,
          planCode: current.planCode,
          endDate: current.endDate,
          duration: remainingYears(current.endDate, chinaToday()),
          applicable: current.applicable,
          actualPrice: held ? discountedYearFen(held) / 100 : 0,
          vip: current.vip,
        }),
      };
    },
  );

  app.post(
    '/api/wechat/codePay',
    {
      onRequest: requireCompanyAdmin,
      schema: { summary: '下单并获取支付二维码', operationId: 'membershipOrderPay', body: codePayBodySchema },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const body = request.body;
      refusePlatform(auth.company.id);
      if (body.userid !== auth.user.id) throw badRequest(MEMBERSHIP_MESSAGES.orderFailed);
      const { codeUrl } = await placeOrder(
        ctx,
        {
          companyId: auth.company.id,
          userId: auth.user.id,
          orderNo: body.outTradeNo,
          amount: body.amount,
          remark: body.remark,
          form: purchaseFormFromWire(body.form),
          origin: `${request.protocol}://${request.host}`,
        },
        chinaToday(),
        request.log,
      );
      return reply
        .type('image/png')
        .header('cache-control', 'no-store')
        .send(await qrPng(codeUrl));
    },
  );

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
    {
      schema: {
        summary: '查询会员订单支付状态',
        operationId: 'membershipOrderStatus',
        querystring: orderStatusQuerySchema,
      },
    },
    async (request): Promise<OrderStatus> => {
      const auth = authOf(request);
      const order = await ownOrder(request.query.SoutTradeOn, auth.user.id, auth.company.id);
      const paid = isPaidStatus(order.status);
      return {
        resultCode: 'SUCCESS',
        result: paid ? 1 : 0,
        closed: !paid && !isPayable(order),
        ...(order.settlement ? { note: order.settlement } : {}),
      };
    },
  );

  app.get(
    '/api/wechat/codeImage',
    {
      schema: { summary: '支付二维码图片', operationId: 'membershipOrderQrImage', querystring: orderStatusQuerySchema },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const order = await ownOrder(request.query.SoutTradeOn, auth.user.id, auth.company.id);
      if (isPaidStatus(order.status)) throw badRequest('订单已支付');
      if (!isPayable(order)) throw badRequest(ORDER_CLOSED);
      return reply
        .type('image/png')
        .header('cache-control', 'no-store')
        .send(await qrPng(order.codeUrl));
    },
  );
}
