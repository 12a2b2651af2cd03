import { chinaToday } from '@yjf/domain/calendar';
import { eq } from 'drizzle-orm';
import { catalogueOf, makeOrderNumber, MEMBERSHIP_ORDER_STATUS as STATUS, quotePurchase } from '@yjf/domain/membership';
import {
  purchaseFormFromWire,
  setMealFromWire,
  type PurchaseFormWire,
  type SetMealResponse,
} from '@yjf/domain/membershipWire';
import type { MembershipOrderRow } from '@yjf/domain/membershipSchemas';
import type { ListPage } from '@yjf/domain/lists';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { bearer, signIn } from '../../../test/session';
import { startFakeWechatPay, type FakeWechatPay } from '../../../test/fakeWechatPay';
import { sandboxNotification } from '../../adapters/payment/sandboxPay';
import { operationLogs } from '../../crud/operationLogTable';
import { HELD_ORDER_MISSING, ONLY_PLATFORM_REFUNDS } from './orderListRoutes';
import { NOT_REFUNDABLE } from './refundOrder';
import { membershipOrders, membershipRefunds, paymentNotifications } from './schema';

type Notification = { body: string; headers: Record<string, string> };
type Placed = { orderNo: string; amountFen: number };

/**
 * The company 2 and the platform of a test server, and payments held for the platform made as they happen: plan
 * A cut to ¥1 a year, so an order priced against another holding converts to millennia of A and is held.
 */
async function heldPayments(server: TestServer, notification: (orderNo: string, amountFen: number) => Notification) {
  const [admin2, sales2, platform] = await Promise.all(
    ['13800000001', '13800000002', '13800000000'].map((phone) => signIn(server, phone)),
  );
  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    server.request({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const userId = ((await call(admin2, 'GET', '/auth/info')).json() as { user: { id: number } }).user.id;

  const order = async (form: PurchaseFormWire): Promise<Placed> => {
    const meal = setMealFromWire(
      ((await call(admin2, 'GET', '/api/common/getSetMeal')).json() as SetMealResponse).result,
    );
    const quote = quotePurchase(catalogueOf(meal), meal, purchaseFormFromWire(form), chinaToday());
    if (!quote.ok) throw new Error(quote.message);
    const orderNo = makeOrderNumber();
    const placed = await call(admin2, 'POST', '/api/wechat/codePay', {
      outTradeNo: orderNo,
      amount: quote.total,
      userid: userId,
      form,
    });
    if (placed.statusCode !== 200) throw new Error(placed.body);
    return { orderNo, amountFen: quote.totalFen };
  };
  const notify = async (placed: Placed) => {
    const { body, headers } = notification(placed.orderNo, placed.amountFen);
    return server.request({ method: 'POST', url: '/api/wechat/notify', headers, payload: body });
  };
  const list = async (token: string, query = '') =>
    (await call(token, 'GET', `/api/membershipOrder${query}`)).json() as ListPage<MembershipOrderRow>;
  const rowOf = async (orderNo: string) =>
    (await list(platform, `?size=100&blurry=${orderNo}`)).content.find((row) => row.orderNo === orderNo)!;

  const planA = ((await call(platform, 'GET', '/api/plans')).json() as { menuids: number[] }[])[0]!;
  const cut = { name: '基础版', price: '10.00', discountPercent: 10, number_of_taff: 5, menuids: planA.menuids };
  expect((await call(platform, 'PUT', '/api/plans/A', cut)).statusCode).toBe(200);

  /** A payment held for the platform: an upgrade to C paid after a renewal of A changed what it was priced for. */
  const held = async (): Promise<Placed> => {
    const meal = setMealFromWire(
      ((await call(admin2, 'GET', '/api/common/getSetMeal')).json() as SetMealResponse).result,
    );
    const first = meal.planCode
      ? { type: 2 as const, combo: 'C' as const, month: 0, astricts: 0 }
      : { type: 1 as const, combo: 'C' as const, month: 1, astricts: 0 };
    const upgrade = await order(first);
    const renewal = await order({ type: 1, combo: 'A', month: 1, astricts: 0 });
    expect((await notify(renewal)).statusCode).toBe(200);
    expect((await notify(upgrade)).statusCode).toBe(200);
    expect(await rowOf(upgrade.orderNo)).toMatchObject({ status: STATUS.held });
    return upgrade;
  };
  const refund = (token: string, orderNo: string, reason?: string) =>
    call(token, 'POST', '/api/membershipOrder/refund', { orderNo, ...(reason ? { reason } : {}) });
  return { admin2, sales2, platform, call, order, notify, list, rowOf, held, refund };
}

describe('refunds of held payments, through the sandbox', () => {
  let server: TestServer;
  let world: Awaited<ReturnType<typeof heldPayments>>;

  beforeAll(async () => {
    server = await startTestServer();
    const secret = (server.config.payment as { sandboxSecret: string }).sandboxSecret;
    world = await heldPayments(server, (orderNo, amountFen) =>
      sandboxNotification(secret, { orderNo, amountFen, transactionId: `T${orderNo}`, paid: true }),
    );
  });
  afterAll(() => server.close());

  const refundsOf = async (orderNo: string) =>
    server.database.db
      .select()
      .from(membershipRefunds)
      .where(eq(membershipRefunds.refundNo, `${orderNo}R1`));

  it('lets only the platform’s administrators refund, and refunds at once, exactly once, logged', async () => {
    const { admin2, sales2, platform, held, refund, rowOf, list } = world;
    const payment = await held();
    for (const token of [admin2, sales2]) {
      expect((await refund(token, payment.orderNo)).json()).toEqual({ status: 403, message: ONLY_PLATFORM_REFUNDS });
    }
    expect(await rowOf(payment.orderNo)).toMatchObject({ status: STATUS.held, refundNo: null });

    const answer = { status: STATUS.refunded, refundNo: `${payment.orderNo}R1`, message: '退款成功，款项原路退回' };
    expect((await refund(platform, payment.orderNo, '套餐价格调整，全额退款')).json()).toEqual(answer);
    expect((await refund(platform, payment.orderNo)).json()).toEqual(answer);
    const [kept, ...more] = await refundsOf(payment.orderNo);
    expect(more).toEqual([]);
    expect(kept).toMatchObject({
      amountFen: payment.amountFen,
      reason: '套餐价格调整，全额退款',
      provider: 'sandbox',
      providerStatus: 'SUCCESS',
      providerRefundId: `SANDBOX-${payment.orderNo}R1`,
    });
    expect(JSON.parse(kept!.providerAnswer)).toMatchObject({ state: 'success', amountFen: payment.amountFen });

    // The company sees it refunded, with its refund; the operation log has who asked.
    const [row] = (await list(admin2, `?status=${STATUS.refunded}`)).content;
    expect(row).toMatchObject({
      orderNo: payment.orderNo,
      refundNo: `${payment.orderNo}R1`,
      refundNote: answer.message,
    });
    const logged = await server.database.db.select().from(operationLogs).where(eq(operationLogs.action, 'refund'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ companyId: 1, resource: 'membershipOrder', recordId: row!.id });
    expect(logged[0]!.description).toContain(`${payment.orderNo}R1`);

    // A refunded order is not settled by hand too.
    const settle = { orderNo: payment.orderNo, note: '已退款' };
    expect((await world.call(platform, 'PUT', '/api/membershipOrder/settle', settle)).json()).toEqual({
      status: 404,
      message: HELD_ORDER_MISSING,
    });
  });

  it('refunds nothing but a held payment, and checks what it is asked', async () => {
    const { platform, order, notify, refund } = world;
    const paid = await order({ type: 1, combo: 'A', month: 1, astricts: 0 });
    expect((await refund(platform, paid.orderNo)).json()).toEqual({ status: 400, message: NOT_REFUNDABLE });
    await notify(paid);
    expect((await refund(platform, paid.orderNo)).json()).toEqual({ status: 400, message: NOT_REFUNDABLE });
    expect((await refund(platform, makeOrderNumber())).json()).toEqual({ status: 404, message: '订单不存在' });
    expect((await refund(platform, 'R1')).json()).toEqual({ status: 400, message: '订单号格式不正确' });
    expect((await refund(platform, paid.orderNo, '很'.repeat(81))).json()).toEqual({
      status: 400,
      message: '退款原因不能超过 80 个字符',
    });
  });

  it('starts one refund of many clicks at once', async () => {
    const { platform, held, refund } = world;
    const payment = await held();
    const answers = await Promise.all(Array.from({ length: 6 }, () => refund(platform, payment.orderNo)));
    expect(new Set(answers.map((answer) => answer.body))).toEqual(
      new Set([
        JSON.stringify({
          status: STATUS.refunded,
          refundNo: `${payment.orderNo}R1`,
          message: '退款成功，款项原路退回',
        }),
      ]),
    );
    expect(await refundsOf(payment.orderNo)).toHaveLength(1);
  });
});

describe('refunds of held payments, through WeChat Pay (a local one, with keys made for the test)', () => {
  let server: TestServer;
  let wechat: FakeWechatPay;
  let world: Awaited<ReturnType<typeof heldPayments>>;

  beforeAll(async () => {
    wechat = await startFakeWechatPay();
    server = await startTestServer(wechat.env);
    world = await heldPayments(server, wechat.paid);
  });
  afterAll(async () => {
    await server.close();
    await wechat.close();
  });

  const refundCalls = () =>
    wechat.received.filter((request) => request.method === 'POST' && request.url === '/v3/refund/domestic/refunds');
  const notifyRefund = (notice: Notification) =>
    server.request({ method: 'POST', url: '/api/wechat/notify', headers: notice.headers, payload: notice.body });

  it('asks WeChat Pay for the refund, shows it 退款中, and ends it with the notification; a replay changes nothing', async () => {
    const { platform, held, refund, rowOf, list, admin2 } = world;
    const payment = await held();
    const refundNo = `${payment.orderNo}R1`;
    expect((await refund(platform, payment.orderNo)).json()).toEqual({
      status: STATUS.refunding,
      refundNo,
      message: '退款处理中，结果由支付平台通知',
    });
    const [asked] = refundCalls();
    expect(asked!.signed).toBe(true);
    expect(JSON.parse(asked!.body)).toEqual({
      out_trade_no: payment.orderNo,
      out_refund_no: refundNo,
      reason: '云交付会员订单退款',
      notify_url: 'https://pay.example.com/api/wechat/notify',
      amount: { refund: payment.amountFen, total: payment.amountFen, currency: 'CNY' },
    });
    expect(await rowOf(payment.orderNo)).toMatchObject({ status: STATUS.refunding, refundNo });

    const done = wechat.refunded('SUCCESS', payment.orderNo, refundNo, payment.amountFen);
    expect((await notifyRefund(done)).json()).toEqual({ code: 'SUCCESS', message: '成功' });
    expect((await notifyRefund(done)).json()).toEqual({ code: 'SUCCESS', message: '已处理' });
    expect((await list(admin2, `?status=${STATUS.refunded}`)).content.map((row) => row.orderNo)).toEqual([
      payment.orderNo,
    ]);
    const [kept] = await server.database.db
      .select()
      .from(membershipRefunds)
      .where(eq(membershipRefunds.refundNo, refundNo));
    expect(kept).toMatchObject({ status: 1, providerStatus: 'SUCCESS', message: '退款成功，款项原路退回' });
    expect(JSON.parse(kept!.providerAnswer)).toMatchObject({ out_refund_no: refundNo, refund_status: 'SUCCESS' });
    const logged = await server.database.db
      .select({ outcome: paymentNotifications.outcome, reason: paymentNotifications.reason })
      .from(paymentNotifications)
      .where(eq(paymentNotifications.orderNo, payment.orderNo));
    expect(logged).toEqual(
      expect.arrayContaining([
        { outcome: 'applied', reason: `退款通知 ${refundNo}：SUCCESS` },
        { outcome: 'duplicate', reason: `退款通知 ${refundNo}：SUCCESS` },
      ]),
    );

    // A notification of a refund that is not ours, or for another amount, is refused (and logged).
    const stranger = wechat.refunded('SUCCESS', payment.orderNo, `${payment.orderNo}R9`, payment.amountFen);
    expect((await notifyRefund(stranger)).json()).toEqual({ code: 'FAIL', message: '退款单不存在' });
    const short = wechat.refunded('SUCCESS', payment.orderNo, refundNo, 1);
    expect((await notifyRefund(short)).json()).toMatchObject({
      code: 'FAIL',
      message: expect.stringMatching(/^退款金额不符/),
    });
  });

  it('fails a refund WeChat Pay refuses (nothing refunded), and refunds again under the next number', async () => {
    const { platform, held, refund } = world;
    const payment = await held();
    wechat.refundAnswers.push({
      status: 403,
      body: { code: 'NOT_ENOUGH', message: '基本账户余额不足，请充值后重新发起' },
    });
    expect((await refund(platform, payment.orderNo)).json()).toEqual({
      status: STATUS.refundFailed,
      refundNo: `${payment.orderNo}R1`,
      message: '微信支付退款失败：基本账户余额不足，请充值后重新发起',
    });
    const second = {
      out_trade_no: payment.orderNo,
      out_refund_no: `${payment.orderNo}R2`,
      amount: { refund: payment.amountFen, total: payment.amountFen },
    };
    wechat.refundAnswers.push({ status: 200, body: wechat.refund(second, 'SUCCESS') });
    expect((await refund(platform, payment.orderNo)).json()).toEqual({
      status: STATUS.refunded,
      refundNo: `${payment.orderNo}R2`,
      message: '退款成功，款项原路退回',
    });
  });

  it('keeps a refund whose outcome is unknown 退款中; asking again queries it, and asks again under the same number', async () => {
    const { platform, held, refund, rowOf } = world;
    const payment = await held();
    const refundNo = `${payment.orderNo}R1`;
    const before = refundCalls().length;
    wechat.refundAnswers.push({ status: 500, body: { code: 'SYSTEM_ERROR', message: '系统超时' } });
    expect((await refund(platform, payment.orderNo)).json()).toEqual({
      status: STATUS.refunding,
      refundNo,
      message: '微信支付退款失败：系统超时；结果未知，请稍后点「查询退款」',
    });
    expect(await rowOf(payment.orderNo)).toMatchObject({
      status: STATUS.refunding,
      refundNote: expect.stringContaining('结果未知'),
    });

    // 查询退款: WeChat Pay does not have it (the request never arrived), so it is asked for again, same number.
    const request = {
      out_trade_no: payment.orderNo,
      out_refund_no: refundNo,
      amount: { refund: payment.amountFen, total: payment.amountFen },
    };
    wechat.refundAnswers.push({ status: 200, body: wechat.refund(request, 'SUCCESS') });
    expect((await refund(platform, payment.orderNo)).json()).toEqual({
      status: STATUS.refunded,
      refundNo,
      message: '退款成功，款项原路退回',
    });
    const asked = refundCalls()
      .slice(before)
      .map((call) => JSON.parse(call.body).out_refund_no);
    expect(asked).toEqual([refundNo, refundNo]);
    expect(
      wechat.received.some((call) => call.method === 'GET' && call.url === `/v3/refund/domestic/refunds/${refundNo}`),
    ).toBe(true);
  });

  it('fails a refund WeChat Pay reports ABNORMAL, which the platform then settles by hand', async () => {
    const { platform, held, refund, rowOf, call } = world;
    const payment = await held();
    const refundNo = `${payment.orderNo}R1`;
    expect((await refund(platform, payment.orderNo)).json()).toMatchObject({ status: STATUS.refunding });
    const abnormal = wechat.refunded('ABNORMAL', payment.orderNo, refundNo, payment.amountFen);
    expect((await notifyRefund(abnormal)).json()).toEqual({ code: 'SUCCESS', message: '成功' });
    expect(await rowOf(payment.orderNo)).toMatchObject({
      status: STATUS.refundFailed,
      refundNote: expect.stringMatching(/^退款异常（ABNORMAL）/),
    });
    const settle = { orderNo: payment.orderNo, note: '银行卡已注销，已线下转账退款' };
    expect((await call(platform, 'PUT', '/api/membershipOrder/settle', settle)).json()).toEqual({ message: '已处理' });
    expect(await rowOf(payment.orderNo)).toMatchObject({ status: STATUS.handled, handledNote: settle.note });
  });

  it('refunds only through the provider that took the payment', async () => {
    const { platform, held, refund, rowOf } = world;
    const payment = await held();
    // As on an installation that moved from the sandbox to WeChat Pay with this payment still held.
    await server.database.db
      .update(membershipOrders)
      .set({ provider: 'sandbox' })
      .where(eq(membershipOrders.orderNo, payment.orderNo));
    const before = refundCalls().length;
    expect((await refund(platform, payment.orderNo)).json()).toEqual({
      status: 400,
      message: '该订单经「sandbox」支付，当前支付渠道不能为它退款，请在原支付平台退款后点「处理」记录',
    });
    expect(refundCalls()).toHaveLength(before);
    expect(await rowOf(payment.orderNo)).toMatchObject({ status: STATUS.held, refundNo: null });
  });
});
