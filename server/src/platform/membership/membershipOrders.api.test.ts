import { chinaToday } from '@yjf/domain/calendar';
import { catalogueOf, makeOrderNumber, MEMBERSHIP_MESSAGES, quotePurchase } from '@yjf/domain/membership';
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
import { sandboxNotification, sandboxPagePath } from '../../adapters/payment/sandboxPay';
import { ROLE_FORBIDDEN } from '../../http/permissions';
import { HELD_ORDER_MISSING } from './orderListRoutes';
import { ORDER_CLOSED } from './orderState';

type Menu = { path: string; children?: Menu[] };
const menuPaths = (menus: Menu[], prefix = ''): string[] =>
  menus.flatMap((m) => {
    const path = m.path.startsWith('/') ? m.path : `${prefix}/${m.path}`;
    return [path, ...menuPaths(m.children ?? [], path)];
  });

/**
 * 会员订单: a new order closes the company's unpaid ones; every payment ends in an order the company and the
 * platform can see (paid, converted, held); only the platform settles a held one by hand.
 */
describe('membership orders: closing, the order list and held payments', () => {
  let server: TestServer;
  let admin2: string;
  let sales2: string;
  let admin3: string;
  let platform: string;
  const ids: Record<string, number> = {};

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    server.request({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  const order = async (token: string, form: PurchaseFormWire) => {
    const meal = setMealFromWire(
      ((await call(token, 'GET', '/api/common/getSetMeal')).json() as SetMealResponse).result,
    );
    const quote = quotePurchase(catalogueOf(meal), meal, purchaseFormFromWire(form), chinaToday());
    if (!quote.ok) throw new Error(quote.message);
    const orderNo = makeOrderNumber();
    const response = await call(token, 'POST', '/api/wechat/codePay', {
      outTradeNo: orderNo,
      amount: quote.total,
      userid: ids[token],
      form,
    });
    expect(response.statusCode).toBe(200);
    return { orderNo, amountFen: quote.totalFen };
  };
  const notify = (orderNo: string, amountFen: number) => {
    const secret = (server.config.payment as { sandboxSecret: string }).sandboxSecret;
    const { body, headers } = sandboxNotification(secret, {
      orderNo,
      amountFen,
      transactionId: `T${orderNo}`,
      paid: true,
    });
    return server.request({ method: 'POST', url: '/api/wechat/notify', headers, payload: body });
  };
  const poll = (token: string, orderNo: string) =>
    call(token, 'GET', `/api/common/getWechatOrder?SoutTradeOn=${orderNo}`).then((r) => r.json());
  const list = async (token: string, query = '') => {
    const response = await call(token, 'GET', `/api/membershipOrder${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as ListPage<MembershipOrderRow>;
  };

  beforeAll(async () => {
    server = await startTestServer();
    [admin2, sales2, admin3, platform] = await Promise.all(
      ['13800000001', '13800000002', '13800000003', '13800000000'].map((p) => signIn(server, p)),
    );
    for (const token of [admin2, sales2, admin3])
      ids[token] = ((await call(token, 'GET', '/auth/info')).json() as { user: { id: number } }).user.id;
  });
  afterAll(() => server.close());

  it('a new order closes the company’s unpaid one: its QR code can no longer be paid', async () => {
    const first = await order(admin3, { type: 2, combo: 'C', month: 0, astricts: 0 });
    const second = await order(admin3, { type: 1, combo: 'B', month: 1, astricts: 0 });
    expect(await poll(admin3, first.orderNo)).toEqual({ resultCode: 'SUCCESS', result: 0, closed: true });
    expect(await poll(admin3, second.orderNo)).toEqual({ resultCode: 'SUCCESS', result: 0, closed: false });
    const page = await server.request({ method: 'GET', url: sandboxPagePath(first.orderNo) });
    expect(page.body).toContain(ORDER_CLOSED);
    expect(page.body).toContain('不会产生真实扣款');
    const confirm = await server.request({ method: 'POST', url: `${sandboxPagePath(first.orderNo)}/confirm` });
    expect(confirm.statusCode).toBe(400);
    expect((await call(admin3, 'GET', `/api/wechat/codeImage?SoutTradeOn=${first.orderNo}`)).json()).toMatchObject({
      status: 400,
      message: ORDER_CLOSED,
    });
  });

  it('a payment that beat the close still arrives: converted at its value, and it says so to the payer', async () => {
    const upgrade = await order(admin3, { type: 2, combo: 'C', month: 0, astricts: 0 });
    const renewal = await order(admin3, { type: 1, combo: 'B', month: 2, astricts: 0 });
    expect((await notify(renewal.orderNo, renewal.amountFen)).json()).toMatchObject({ code: 'SUCCESS' });
    expect((await notify(upgrade.orderNo, upgrade.amountFen)).json()).toMatchObject({ code: 'SUCCESS' });
    const status = await poll(admin3, upgrade.orderNo);
    expect(status).toMatchObject({ result: 1, closed: false });
    expect(status.note).toMatch(/^下单后企业套餐已变化，本笔 ¥4,598\.00 已按当前套餐（专业版）折算为 267 天/);
    expect((await call(admin3, 'GET', '/api/common/getSetMeal')).json().result).toMatchObject({ combo: 'B' });
  });

  it('lists a company’s orders to its administrator and every company’s to the platform', async () => {
    await order(admin2, { type: 1, combo: 'A', month: 1, astricts: 0 });
    const own = await list(admin3);
    expect(own.content.every((row) => row.companyId === 3)).toBe(true);
    expect(own.content.map((row) => row.status).sort()).toEqual([1, 2, 3, 3]);
    expect(own.content.find((row) => row.status === 2)).toMatchObject({ companyName: '星河声学工程', type: 2 });
    expect((await list(admin3, '?status=2')).content).toHaveLength(1);
    // A status that is not a number is refused, not sent to the database (hostile input found NaN once).
    for (const status of ['NaN', 'abc', '99999999999']) {
      const refused = await call(admin3, 'GET', `/api/membershipOrder?status=${status}`);
      expect(refused.json()).toEqual({ status: 400, message: '状态的取值不正确' });
    }

    const all = await list(platform, '?size=50');
    expect(new Set(all.content.map((row) => row.companyId))).toEqual(new Set([2, 3]));
    expect((await list(platform, `?blurry=${encodeURIComponent('示例')}`)).content.map((r) => r.companyId)).toEqual([
      2,
    ]);

    const bySales = await call(sales2, 'GET', '/api/membershipOrder');
    expect(bySales.json()).toEqual({ status: 403, message: ROLE_FORBIDDEN });
    const menus = (await call(admin2, 'GET', '/api/menus/build')).json() as Menu[];
    expect(menuPaths(menus)).toContain('/system/membershipOrder');
  });

  it('holds a payment the catalogue can no longer measure, and lets only the platform settle it', async () => {
    const renewal = await order(admin2, { type: 1, combo: 'C', month: 10, astricts: 0 });
    const cheap = await order(admin2, { type: 1, combo: 'A', month: 1, astricts: 0 });
    expect((await notify(cheap.orderNo, cheap.amountFen)).statusCode).toBe(200);
    // The platform cuts plan A to ¥10 at 1折 meanwhile: the C renewal's money would buy centuries of A.
    const planA = ((await call(platform, 'GET', '/api/plans')).json() as { code: string; menuids: number[] }[])[0]!;
    const cut = { name: '基础版', price: '10.00', discountPercent: 10, number_of_taff: 5, menuids: planA.menuids };
    expect((await call(platform, 'PUT', '/api/plans/A', cut)).statusCode).toBe(200);
    const held = await notify(renewal.orderNo, renewal.amountFen);
    expect(held.json()).toMatchObject({ code: 'SUCCESS' });
    const [row] = (await list(admin2, '?status=4')).content;
    expect(row).toMatchObject({ orderNo: renewal.orderNo, settlement: expect.stringContaining('已转平台处理') });
    expect(await poll(admin2, renewal.orderNo)).toMatchObject({ result: 1, note: row!.settlement });

    const settle = { orderNo: renewal.orderNo, note: '已原路退款 ¥108,800.00' };
    expect((await call(admin2, 'PUT', '/api/membershipOrder/settle', settle)).statusCode).toBe(403);
    expect((await call(platform, 'PUT', '/api/membershipOrder/settle', settle)).json()).toEqual({ message: '已处理' });
    expect((await list(admin2, '?status=8')).content[0]).toMatchObject({ handledNote: '已原路退款 ¥108,800.00' });
    expect((await call(platform, 'PUT', '/api/membershipOrder/settle', settle)).json()).toEqual({
      status: 404,
      message: HELD_ORDER_MISSING,
    });
  });

  it('a renewal of a lower plan quoted before an upgrade was paid does not take the upgrade away (issue 54)', async () => {
    // The browser quotes a 1-year renewal of B while the company holds B; the upgrade to C is paid meanwhile.
    const stale = setMealFromWire(
      ((await call(admin3, 'GET', '/api/common/getSetMeal')).json() as SetMealResponse).result,
    );
    const form: PurchaseFormWire = { type: 1, combo: 'B', month: 1, astricts: 0 };
    const renewalQuote = quotePurchase(catalogueOf(stale), stale, purchaseFormFromWire(form), chinaToday());
    if (!renewalQuote.ok) throw new Error(renewalQuote.message);
    const upgrade = await order(admin3, { type: 2, combo: 'C', month: 0, astricts: 0 });
    expect((await notify(upgrade.orderNo, upgrade.amountFen)).json()).toMatchObject({ code: 'SUCCESS' });
    const onC = (await call(admin3, 'GET', '/api/common/getSetMeal')).json().result;
    expect(onC).toMatchObject({ combo: 'C', astrict: 30 });

    // Priced against C it costs the same, so the server takes it; paid, it extends C instead of replacing it.
    const orderNo = makeOrderNumber();
    const placed = await call(admin3, 'POST', '/api/wechat/codePay', {
      outTradeNo: orderNo,
      amount: renewalQuote.total,
      userid: ids[admin3],
      form,
    });
    expect(placed.statusCode).toBe(200);
    expect((await notify(orderNo, renewalQuote.totalFen)).json()).toMatchObject({ code: 'SUCCESS' });
    const after = (await call(admin3, 'GET', '/api/common/getSetMeal')).json().result;
    expect(after).toMatchObject({ combo: 'C', astrict: 30 });
    expect(after.enddate > onC.enddate).toBe(true);
    const status = await poll(admin3, orderNo);
    expect(status).toMatchObject({ result: 1 });
    expect(status.note).toMatch(
      /^所购专业版低于当前套餐（旗舰版），为不减少已付费的时间，本笔 ¥6,282\.00 已按当前套餐（旗舰版）折算为 210 天/,
    );
    expect((await list(admin3, '?status=2')).content.map((row) => row.orderNo)).toContain(orderNo);
  });

  it('lets only a company’s administrators place an order: a colleague’s is refused, and closes nothing', async () => {
    const pending = await order(admin2, { type: 1, combo: 'A', month: 1, astricts: 0 });
    const before = (await list(platform, '?size=100')).totalElements;
    const refused = await call(sales2, 'POST', '/api/wechat/codePay', {
      outTradeNo: makeOrderNumber(),
      amount: '3980.00',
      userid: ids[sales2],
      form: { type: 1, combo: 'A', month: 1, astricts: 0 },
    });
    expect(refused.json()).toEqual({ status: 403, message: MEMBERSHIP_MESSAGES.adminsOnly });
    // Whatever the body holds: the check comes before it is read.
    const malformed = await server.request({
      method: 'POST',
      url: '/api/wechat/codePay',
      headers: { ...bearer(sales2), 'content-type': 'application/json' },
      payload: '{"outTradeNo":',
    });
    expect(malformed.json()).toEqual({ status: 403, message: MEMBERSHIP_MESSAGES.adminsOnly });
    expect((await list(platform, '?size=100')).totalElements).toBe(before);
    expect(await poll(admin2, pending.orderNo)).toEqual({ resultCode: 'SUCCESS', result: 0, closed: false });

    // The colleague still reads the company's plan (the dialog shows it to everyone), not the order.
    expect((await call(sales2, 'GET', '/api/common/getSetMeal')).json()).toMatchObject({ resultCode: 'SUCCESS' });
    expect(await poll(sales2, pending.orderNo)).toEqual({ status: 404, message: '订单不存在' });
  });
});
