import { chinaToday } from '@yjf/domain/calendar';
import { eq } from 'drizzle-orm';
import { addYears, catalogueOf, makeOrderNumber, PAYMENT_POLL_LIMIT_MS, quotePurchase } from '@yjf/domain/membership';
import {
  purchaseFormFromWire,
  setMealFromWire,
  type PurchaseFormWire,
  type SetMealResponse,
} from '@yjf/domain/membershipWire';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { bearer, signIn } from '../../../test/session';
import { sandboxNotification, sandboxPagePath } from '../../adapters/payment/sandboxPay';
import { companies } from '../../db/accountTables';
import { ORDER_CLOSED } from './orderState';
import { membershipOrders, paymentNotifications } from './schema';

/**
 * Payment notifications that do not arrive once and in order: two payments reported in reverse order, a
 * notification that is not a success arriving after the success, one arriving before its order exists (the
 * provider retries), one arriving after the order's payment window closed, and the sandbox refusing to take
 * payment for a closed order as a real provider would. Company 3 (plan B for a year) buys throughout.
 */
describe('payment notifications out of order', () => {
  let server: TestServer;
  let admin3: string;
  let userId3: number;

  const company3 = async () => (await server.database.db.select().from(companies).where(eq(companies.id, 3)))[0]!;
  const orderRow = async (orderNo: string) =>
    (await server.database.db.select().from(membershipOrders).where(eq(membershipOrders.orderNo, orderNo)))[0]!;
  const outcomesOf = async (orderNo: string) =>
    (
      await server.database.db
        .select({ outcome: paymentNotifications.outcome })
        .from(paymentNotifications)
        .where(eq(paymentNotifications.orderNo, orderNo))
        .orderBy(paymentNotifications.id)
    ).map((row) => row.outcome);

  /** Orders as the browser does, priced by the shared quote; `outTradeNo` may be given (the browser makes it). */
  const order = async (form: PurchaseFormWire, outTradeNo = makeOrderNumber()) => {
    const answer = await server.request({ method: 'GET', url: '/api/common/getSetMeal', headers: bearer(admin3) });
    const meal = setMealFromWire((answer.json() as SetMealResponse).result);
    const quote = quotePurchase(catalogueOf(meal), meal, purchaseFormFromWire(form), chinaToday());
    if (!quote.ok) throw new Error(`cannot quote ${JSON.stringify(form)}`);
    const response = await server.request({
      method: 'POST',
      url: '/api/wechat/codePay',
      headers: bearer(admin3),
      payload: { outTradeNo, amount: quote.total, remark: '', userid: userId3, form },
    });
    if (response.statusCode !== 200) throw new Error(`order failed: ${response.statusCode} ${response.body}`);
    return { orderNo: outTradeNo, amountFen: (await orderRow(outTradeNo)).amountFen };
  };
  const notify = (orderNo: string, amountFen: number, paid = true) => {
    const secret = (server.config.payment as { sandboxSecret: string }).sandboxSecret;
    const { body, headers } = sandboxNotification(secret, { orderNo, amountFen, transactionId: `T${orderNo}`, paid });
    return server.request({ method: 'POST', url: '/api/wechat/notify', headers, payload: body });
  };
  const renewB = (years: number): PurchaseFormWire => ({ type: 1, combo: 'B', month: years, astricts: 0 });

  beforeAll(async () => {
    server = await startTestServer();
    admin3 = await signIn(server, '13800000003');
    userId3 = (
      (await server.request({ method: 'GET', url: '/auth/info', headers: bearer(admin3) })).json() as {
        user: { id: number };
      }
    ).user.id;
  });
  afterAll(() => server.close());

  it('two renewals reported in reverse order end on the same date as in order', async () => {
    const endBefore = (await company3()).planEndDate!;
    const first = await order(renewB(1));
    const second = await order(renewB(2));
    // The second order closed the first, but a payment made for it before the close still counts.
    expect((await orderRow(first.orderNo)).status).toBe(3);
    expect((await notify(second.orderNo, second.amountFen)).json()).toEqual({ code: 'SUCCESS', message: '成功' });
    expect((await notify(first.orderNo, first.amountFen)).json()).toEqual({ code: 'SUCCESS', message: '成功' });
    expect(await company3()).toMatchObject({ planCode: 'B', planEndDate: addYears(addYears(endBefore, 2), 1), vip: 2 });
    // The first was priced against the plan before the second: its money is applied at its value, a year of B.
    expect(await orderRow(first.orderNo)).toMatchObject({
      status: 2,
      settlement: expect.stringContaining('已按当前套餐（专业版）折算为 1 年'),
    });
    expect(await orderRow(second.orderNo)).toMatchObject({ status: 1, settlement: '' });
  });

  it('a notification that is not a success, after the success, changes nothing', async () => {
    const renewal = await order(renewB(1));
    expect((await notify(renewal.orderNo, renewal.amountFen)).statusCode).toBe(200);
    const paid = { company: await company3(), order: await orderRow(renewal.orderNo) };

    const notPaid = await notify(renewal.orderNo, renewal.amountFen, false);
    expect(notPaid.statusCode).toBe(400);
    expect(notPaid.json()).toEqual({ code: 'FAIL', message: '通知不是支付成功' });
    expect(await company3()).toEqual(paid.company);
    expect(await orderRow(renewal.orderNo)).toEqual(paid.order);
    expect(await outcomesOf(renewal.orderNo)).toEqual(['applied', 'refused']);
  });

  it('a notification before its order exists is refused, so the provider retries, and the retry applies it', async () => {
    const endBefore = (await company3()).planEndDate!;
    const orderNo = makeOrderNumber();
    const early = await notify(orderNo, 628_200);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ code: 'FAIL', message: '订单不存在' });
    expect((await company3()).planEndDate).toBe(endBefore);

    const placed = await order(renewB(1), orderNo);
    expect((await notify(orderNo, placed.amountFen)).json()).toEqual({ code: 'SUCCESS', message: '成功' });
    expect((await company3()).planEndDate).toBe(addYears(endBefore, 1));
    expect(await outcomesOf(orderNo)).toEqual(['refused', 'applied']);
  });

  it('a payment made in time and reported after the window closed is still applied', async () => {
    const endBefore = (await company3()).planEndDate!;
    const late = await order(renewB(1));
    await server.database.db
      .update(membershipOrders)
      .set({ createTime: new Date(Date.now() - PAYMENT_POLL_LIMIT_MS - 60_000) })
      .where(eq(membershipOrders.orderNo, late.orderNo));
    const poll = () =>
      server.request({
        method: 'GET',
        url: `/api/common/getWechatOrder?SoutTradeOn=${late.orderNo}`,
        headers: bearer(admin3),
      });
    expect((await poll()).json()).toEqual({ resultCode: 'SUCCESS', result: 0, closed: true });
    expect((await notify(late.orderNo, late.amountFen)).json()).toEqual({ code: 'SUCCESS', message: '成功' });
    expect((await company3()).planEndDate).toBe(addYears(endBefore, 1));
    expect((await poll()).json()).toEqual({ resultCode: 'SUCCESS', result: 1, closed: false });
  });

  it('the sandbox takes no payment for an order whose window has closed, as a real provider would', async () => {
    const before = await company3();
    const stale = await order(renewB(1));
    await server.database.db
      .update(membershipOrders)
      .set({ createTime: new Date(Date.now() - PAYMENT_POLL_LIMIT_MS - 60_000) })
      .where(eq(membershipOrders.orderNo, stale.orderNo));
    const page = await server.request({ method: 'GET', url: sandboxPagePath(stale.orderNo) });
    expect(page.body).toContain(ORDER_CLOSED);
    expect(page.body).not.toContain('确认支付</button>');

    const confirm = await server.request({ method: 'POST', url: `${sandboxPagePath(stale.orderNo)}/confirm` });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.body).toContain(ORDER_CLOSED);
    expect(await orderRow(stale.orderNo)).toMatchObject({ status: 0, paidTime: null });
    expect(await company3()).toEqual(before);
    expect(await outcomesOf(stale.orderNo)).toEqual([]);
  });
});
