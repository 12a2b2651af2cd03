import { chinaToday } from '@yjf/domain/calendar';
import { count, eq } from 'drizzle-orm';
import { addYears, catalogueOf, makeOrderNumber, quotePurchase } from '@yjf/domain/membership';
import {
  purchaseFormFromWire,
  setMealFromWire,
  type PurchaseFormWire,
  type SetMealResponse,
} from '@yjf/domain/membershipWire';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { bearer, signIn } from '../../../test/session';
import { sandboxNotification } from '../../adapters/payment/sandboxPay';
import { companies } from '../../db/accountTables';
import { PLAN_FORBIDDEN } from '../../http/permissions';
import { AMOUNT_MISMATCH } from './placeOrder';
import { membershipOrders, paymentNotifications } from './schema';

type Menu = { path: string; children?: Menu[] };
const menuPaths = (menus: Menu[]): string[] => menus.flatMap((m) => [m.path, ...menuPaths(m.children ?? [])]);

/**
 * Buying and upgrading a plan on the seeded companies: the price the server recomputes, the order and its QR
 * code, the sandbox payment applied exactly once, polling only one's own orders, and plan gating.
 */
describe('membership: plans, orders, payment and plan gating', () => {
  let server: TestServer;
  let admin2: string; // 张伟, company 2 (trial)
  let sales2: string; // 李娜, company 2
  let admin3: string; // 王强, company 3 (plan B for a year)
  const ids: Record<string, number> = {};

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    server.request({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const setMeal = async (token: string) =>
    ((await call(token, 'GET', '/api/common/getSetMeal')).json() as SetMealResponse).result;
  const company = async (id: number) =>
    (await server.database.db.select().from(companies).where(eq(companies.id, id)))[0]!;

  /** Prices the form as the browser does and orders it; answers the order number and the response. */
  const order = async (token: string, form: PurchaseFormWire, amount?: string) => {
    const meal = setMealFromWire(await setMeal(token));
    const quote = quotePurchase(catalogueOf(meal), meal, purchaseFormFromWire(form), chinaToday());
    const outTradeNo = makeOrderNumber();
    const userid = ids[token]!;
    const response = await call(token, 'POST', '/api/wechat/codePay', {
      outTradeNo,
      amount: amount ?? (quote.ok ? quote.total : '0.00'),
      remark: '',
      userid,
      form,
    });
    return { outTradeNo, response, quote };
  };
  const poll = (token: string, orderNo: string) =>
    call(token, 'GET', `/api/common/getWechatOrder?SoutTradeOn=${orderNo}`);
  const notify = (
    orderNo: string,
    amountFen: number,
    secret = (server.config.payment as { sandboxSecret: string }).sandboxSecret,
  ) => {
    const { body, headers } = sandboxNotification(secret, {
      orderNo,
      amountFen,
      transactionId: `T${orderNo}`,
      paid: true,
    });
    return server.request({ method: 'POST', url: '/api/wechat/notify', headers, payload: body });
  };
  const orderRow = async (orderNo: string) =>
    (await server.database.db.select().from(membershipOrders).where(eq(membershipOrders.orderNo, orderNo)))[0]!;

  beforeAll(async () => {
    server = await startTestServer();
    [admin2, sales2, admin3] = await Promise.all(
      ['13800000001', '13800000002', '13800000003'].map((p) => signIn(server, p)),
    );
    for (const token of [admin2, sales2, admin3])
      ids[token] = ((await call(token, 'GET', '/auth/info')).json() as { user: { id: number } }).user.id;
  });
  afterAll(() => server.close());

  it('tells each company its plan, the catalogue and its head count', async () => {
    const trial = await setMeal(admin2);
    expect(trial).toMatchObject({ combo: null, vip: 1, duration: 0, actualPrice: 0 });
    expect(trial.packagePriceB).toMatchObject({ code: 'B', discount: 0.9, number_of_taff: 15, price: 6980 });
    expect(trial.packagePriceC.menuids.length).toBeGreaterThan(trial.packagePriceB.menuids.length);

    const member = await setMeal(admin3);
    expect(member).toMatchObject({ combo: 'B', vip: 2, duration: 1, astrict: 15, actualPrice: 6282 });
    expect(member.enddate! > chinaToday()).toBe(true);
    expect(member.applicable).toBeGreaterThanOrEqual(1);

    const platform = await signIn(server, '13800000000');
    expect((await call(platform, 'GET', '/api/common/getSetMeal')).json()).toMatchObject({
      message: '平台企业无需购买套餐',
    });
  });

  it('refuses an order whose amount is not the price, or that breaks a rule, and writes nothing', async () => {
    const before = await server.database.db.select({ n: count() }).from(membershipOrders);
    const tampered = await order(admin2, { type: 1, combo: 'B', month: 2, astricts: 0 }, '0.01');
    expect(tampered.response.statusCode).toBe(400);
    expect(tampered.response.json().message).toBe(AMOUNT_MISMATCH);

    const lower = await order(admin3, { type: 2, combo: 'A', month: 0, astricts: 0 }, '100.00');
    expect(lower.response.json()).toMatchObject({ status: 400, message: '请选择当前套餐及更高套餐' });
    const none = await call(admin2, 'POST', '/api/wechat/codePay', {
      outTradeNo: makeOrderNumber(),
      amount: '100.00',
      userid: ids[admin2],
      form: { type: 1, month: 1, astricts: 0 },
    });
    expect(none.json()).toMatchObject({ status: 400, message: '请选择套餐' });
    const otherUser = await call(admin2, 'POST', '/api/wechat/codePay', {
      outTradeNo: makeOrderNumber(),
      amount: '3980.00',
      userid: ids[admin3],
      form: { type: 1, combo: 'A', month: 1, astricts: 0 },
    });
    expect(otherUser.json()).toMatchObject({ status: 400, message: '订单生成失败，请稍后再试...' });
    const after = await server.database.db.select({ n: count() }).from(membershipOrders);
    expect(after).toEqual(before);
  });

  it('a trial company buys plan B for 2 years: QR code, sandbox payment, member with B’s areas', async () => {
    const { outTradeNo, response, quote } = await order(admin2, { type: 1, combo: 'B', month: 2, astricts: 0 });
    expect(quote).toMatchObject({ ok: true, total: '12564.00' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(await orderRow(outTradeNo)).toMatchObject({ status: 0, amountFen: 1_256_400, planCode: 'B', years: 2 });
    // The jsonb keeps the keys older rows have (storedPlan.ts).
    expect((await orderRow(outTradeNo)).basis).toEqual({ combo: null, enddate: null, vip: 1, astrict: 30 });
    expect((await poll(admin2, outTradeNo)).json()).toEqual({ resultCode: 'SUCCESS', result: 0, closed: false });

    // The QR code opens the sandbox page; its 确认支付 sends the signed notification.
    const codeUrl = (await orderRow(outTradeNo)).codeUrl;
    const pagePath = new URL(codeUrl).pathname;
    const page = await server.request({ method: 'GET', url: pagePath });
    expect(page.body).toContain('¥12,564.00');
    expect(page.body).toContain('确认支付');
    const paid = await server.request({ method: 'POST', url: `${pagePath}/confirm` });
    expect(paid.body).toContain('支付成功');

    expect((await poll(admin2, outTradeNo)).json()).toEqual({ resultCode: 'SUCCESS', result: 1, closed: false });
    expect(await company(2)).toMatchObject({
      vip: 2,
      planCode: 'B',
      planEndDate: addYears(chinaToday(), 2),
      staffLimit: 15,
    });
    expect((await orderRow(outTradeNo)).planAfter).toEqual({
      planCode: 'B',
      planEndDate: addYears(chinaToday(), 2),
      vip: 2,
      astrict: 15,
    });
    const menus = menuPaths((await call(admin2, 'GET', '/api/menus/build')).json() as Menu[]);
    expect(menus).toContain('/project');
    expect(menus.some((p) => p.startsWith('/purchase'))).toBe(false);
  });

  it('company 3 upgrades B to C: the end date stays, C’s staff and areas arrive', async () => {
    const endBefore = (await company(3)).planEndDate;
    const { outTradeNo, response, quote } = await order(admin3, { type: 2, combo: 'C', month: 0, astricts: 2 });
    expect(response.statusCode).toBe(200);
    expect(quote).toMatchObject({ ok: true, total: '7158.00' }); // (10880 - 6282) x 1 year + 2 x 1280
    expect((await notify(outTradeNo, 715_800)).json()).toEqual({ code: 'SUCCESS', message: '成功' });
    expect(await company(3)).toMatchObject({ planCode: 'C', planEndDate: endBefore, staffLimit: 32, vip: 2 });
    expect(await setMeal(admin3)).toMatchObject({ combo: 'C', astrict: 32 });
    expect(menuPaths((await call(admin3, 'GET', '/api/menus/build')).json() as Menu[])).toContain('/purchase');
  });

  it('applies a notification once, however often and however many at once it arrives', async () => {
    const endBefore = (await company(3)).planEndDate!;
    // With the 2 extra staff held: a renewal with fewer would convert instead (it may not take them away).
    const { outTradeNo } = await order(admin3, { type: 1, combo: 'C', month: 1, astricts: 2 });
    const amountFen = (await orderRow(outTradeNo)).amountFen;
    const answers = await Promise.all(Array.from({ length: 20 }, () => notify(outTradeNo, amountFen)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.json().message === '成功')).toHaveLength(1);
    expect((await notify(outTradeNo, amountFen)).json()).toEqual({ code: 'SUCCESS', message: '已处理' });
    expect((await company(3)).planEndDate).toBe(addYears(endBefore, 1));
    const outcomes = await server.database.db
      .select({ outcome: paymentNotifications.outcome, n: count() })
      .from(paymentNotifications)
      .where(eq(paymentNotifications.orderNo, outTradeNo))
      .groupBy(paymentNotifications.outcome);
    expect(Object.fromEntries(outcomes.map((o) => [o.outcome, Number(o.n)]))).toEqual({ applied: 1, duplicate: 20 });
  });

  it('refuses and logs a notification with a wrong amount, an unknown order or a bad signature', async () => {
    const { outTradeNo } = await order(admin3, { type: 1, combo: 'A', month: 1, astricts: 0 });
    const wrongAmount = await notify(outTradeNo, 1);
    expect(wrongAmount.statusCode).toBe(400);
    expect(wrongAmount.json().message).toMatch(/^金额不符/);
    expect(await orderRow(outTradeNo)).toMatchObject({ status: 0 });

    const unknown = await notify(makeOrderNumber(), 100);
    expect(unknown.json()).toEqual({ code: 'FAIL', message: '订单不存在' });
    const forged = await notify(outTradeNo, (await orderRow(outTradeNo)).amountFen, 'not-the-server-secret-at-all');
    expect(forged.statusCode).toBe(401);
    expect(await orderRow(outTradeNo)).toMatchObject({ status: 0 });
    const refused = await server.database.db
      .select({ n: count() })
      .from(paymentNotifications)
      .where(eq(paymentNotifications.outcome, 'refused'));
    expect(Number(refused[0]!.n)).toBeGreaterThanOrEqual(3);
  });

  it('lets nobody else see or poll an order: not another company, not a colleague', async () => {
    const { outTradeNo } = await order(admin2, { type: 1, combo: 'B', month: 1, astricts: 0 });
    expect((await poll(admin2, outTradeNo)).statusCode).toBe(200);
    for (const token of [admin3, sales2]) {
      expect((await poll(token, outTradeNo)).json()).toEqual({ status: 404, message: '订单不存在' });
      expect((await call(token, 'GET', `/api/wechat/codeImage?SoutTradeOn=${outTradeNo}`)).statusCode).toBe(404);
    }
    expect((await call(admin2, 'GET', `/api/wechat/codeImage?SoutTradeOn=${outTradeNo}`)).headers['content-type']).toBe(
      'image/png',
    );
    expect((await poll(admin2, 'not-an-order')).json()).toMatchObject({ status: 400, message: '订单号格式不正确' });
  });

  it('closes an area the plan does not open: 403 with a clear message, and its menus are gone', async () => {
    expect(menuPaths((await call(admin3, 'GET', '/api/menus/build')).json() as Menu[])).toContain('/customer');
    await server.database.db.update(companies).set({ planEndDate: '2020-01-01' }).where(eq(companies.id, 3));
    const list = await call(admin3, 'GET', '/api/customer');
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toBe(PLAN_FORBIDDEN);
    expect(menuPaths((await call(admin3, 'GET', '/api/menus/build')).json() as Menu[])).not.toContain('/customer');
  });

  it('lets only the platform’s administrators change a plan, checked, and the prices follow at once', async () => {
    const platform = await signIn(server, '13800000000');
    const plans = (await call(platform, 'GET', '/api/plans')).json() as { code: string; menuids: number[] }[];
    expect(plans.map((p) => p.code)).toEqual(['A', 'B', 'C']);
    const b = plans[1]!;
    const edit = { name: '专业版', price: '7980.00', discountPercent: 80, number_of_taff: 20, menuids: b.menuids };

    const byCompany = await server.request({
      method: 'PUT',
      url: '/api/plans/B',
      headers: bearer(admin2),
      payload: edit,
    });
    expect(byCompany.json()).toEqual({ status: 403, message: '套餐由平台统一维护，企业不能修改' });
    const badDiscount = await server.request({
      method: 'PUT',
      url: '/api/plans/B',
      headers: bearer(platform),
      payload: { ...edit, discountPercent: 120 },
    });
    expect(badDiscount.json()).toEqual({ status: 400, message: '折扣不能超过 100（原价）' });
    const systemMenu = await server.request({
      method: 'PUT',
      url: '/api/plans/B',
      headers: bearer(platform),
      payload: { ...edit, menuids: [...b.menuids, 999_999] },
    });
    expect(systemMenu.json().message).toBe('套餐只能开通业务菜单，所选菜单中有不存在或不可售的菜单');

    const saved = await server.request({
      method: 'PUT',
      url: '/api/plans/B',
      headers: bearer(platform),
      payload: edit,
    });
    expect(saved.json()).toMatchObject({
      code: 'B',
      price: 7980,
      priceFen: 798_000,
      discount: 0.8,
      number_of_taff: 20,
    });
    expect((await setMeal(admin2)).packagePriceB).toMatchObject({
      price: 7980,
      discountPercent: 80,
      number_of_taff: 20,
    });
  });
});
