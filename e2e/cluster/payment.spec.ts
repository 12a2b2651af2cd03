import { expect, test } from '@playwright/test';
import { chinaToday } from '@yjf/domain/calendar';
import { catalogueOf, makeOrderNumber, quotePurchase } from '@yjf/domain/membership';
import { formatMoney } from '@yjf/domain/money';
import { purchaseFormFromWire, setMealFromWire, type SetMealResponse } from '@yjf/domain/membershipWire';
import { bearer, INSTANCE_A, INSTANCE_B, passwordSignIn, PROXY } from './clusterTargets';

test('a membership order placed on instance A is paid on instance B, and every instance sees the plan', async ({
  request,
}) => {
  const token = (await (await request.post(`${INSTANCE_A}/auth/login`, { data: passwordSignIn('13800000001') })).json())
    .token as string;
  const headers = bearer(token);
  const setMeal = async (target: string) =>
    ((await (await request.get(`${target}/api/common/getSetMeal`, { headers })).json()) as SetMealResponse).result;

  // Priced as the membership dialog prices it: plan B for two years (12,564.00 for the trial company; a retry
  // renews the plan B the first try bought).
  const meal = await setMeal(INSTANCE_A);
  const form = { type: 1 as const, combo: 'B' as const, month: 2, astricts: 0 };
  const quote = quotePurchase(
    catalogueOf(setMealFromWire(meal)),
    setMealFromWire(meal),
    purchaseFormFromWire(form),
    chinaToday(),
  );
  if (!quote.ok) throw new Error(quote.message);
  const userid = (await (await request.get(`${INSTANCE_A}/auth/info`, { headers })).json()).user.userid as number;
  const orderNo = makeOrderNumber();
  const placed = await request.post(`${INSTANCE_A}/api/wechat/codePay`, {
    headers,
    data: { outTradeNo: orderNo, amount: quote.total, remark: '', userid, form },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  expect(placed.headers()['content-type']).toBe('image/png');

  // The phone opens the sandbox page the QR code encodes and confirms, on the other instance.
  const payPage = await request.get(`${INSTANCE_B}/pay/sandbox/${orderNo}`);
  expect(await payPage.text()).toContain(formatMoney(quote.totalFen));
  const paid = await request.post(`${INSTANCE_B}/pay/sandbox/${orderNo}/confirm`, { form: {} });
  expect(await paid.text()).toContain('支付成功');

  // The dialog polls instance A (or any): the order is paid, and the plan is B everywhere.
  const polled = await request.get(`${INSTANCE_A}/api/common/getWechatOrder?SoutTradeOn=${orderNo}`, { headers });
  expect(await polled.json()).toMatchObject({ resultCode: 'SUCCESS', result: 1 });
  for (const target of [INSTANCE_A, INSTANCE_B, PROXY]) {
    expect(setMealFromWire(await setMeal(target)), target).toMatchObject({ planCode: 'B' });
  }
  // A second confirmation, on A this time, pays nothing twice.
  const again = await request.post(`${INSTANCE_A}/pay/sandbox/${orderNo}/confirm`, { form: {} });
  expect(await again.text()).not.toContain('支付成功');
});
