/**
 * Paid membership (spec sections 3, 4, 5, 9): the plan catalogue as the browser reads it, the purchase form,
 * its price and its checks, and the order number. No zod here: the shell's dialog imports this, and the
 * schemas of the calls live in `membershipSchemas`. The browser shows what these compute; the server computes
 * the same again from its own catalogue and refuses an order whose amount differs. Money is integer fen.
 * Names here are the domain's own; the spec's wire names (combo, astrict, ...) are mapped in `membershipWire`.
 */
import { fenToYuan } from './money';

export const PLAN_CODES = ['A', 'B', 'C'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];

/** One plan of the catalogue (spec "meal": code, discount, staff included, price per year, menus). */
export type Plan = {
  code: PlanCode;
  name: string;
  /** The discount as a fraction of the price: 0.85 is 8.5折. */
  discount: number;
  /** The same in whole percent, as the server keeps it (85). */
  discountPercent: number;
  /** Staff accounts the plan includes. */
  includedStaff: number;
  /** Yearly price in yuan, for reading; `priceFen` is what is computed with. */
  price: number;
  priceFen: number;
  /** The menus the plan opens. */
  menuIds: number[];
};

/** `GET api/common/getSetMeal` → `result` (spec "userPrice" with the catalogue), read through `membershipWire`. */
export type SetMeal = {
  packagePriceA: Plan;
  packagePriceB: Plan;
  packagePriceC: Plan;
  /** Staff accounts the company may have. */
  staffLimit: number;
  /** The plan bought, or null before the first purchase. */
  planCode: PlanCode | null;
  /** The plan's last day (YYYY-MM-DD), or null. */
  endDate: string | null;
  /** Whole years left on the plan (a started year counts whole): the multiplier of an upgrade. */
  duration: number;
  /** Staff accounts the company has now. */
  applicable: number;
  /** What one year of the current plan costs after its discount, in yuan (0 without a plan). */
  actualPrice: number;
  /** 1 trial, 2 member. */
  vip: number;
};

export const ORDER_TYPE = { renew: 1, upgrade: 2 } as const;

/** A company's `vip` on the wire (spec section 3: 1 means trial): still on its trial, or a paying member. */
export const VIP = { trial: 1, member: 2 } as const;

/**
 * Where a membership order stands. Money has arrived for every order but an unpaid or closed one, and only those
 * can still be paid (a payment made just before a close is still applied). A payment held for the platform is
 * refunded through the provider (refunding, then refunded or refundFailed; a failed one may be refunded again),
 * or settled with the company by hand (handled).
 */
export const MEMBERSHIP_ORDER_STATUS = {
  unpaid: 0,
  paid: 1,
  converted: 2,
  closed: 3,
  held: 4,
  refunded: 5,
  refunding: 6,
  refundFailed: 7,
  handled: 8,
} as const;
export type MembershipOrderStatus = (typeof MEMBERSHIP_ORDER_STATUS)[keyof typeof MEMBERSHIP_ORDER_STATUS];
export const MEMBERSHIP_ORDER_STATUS_LABELS: Record<MembershipOrderStatus, string> = {
  0: '待支付',
  1: '已支付',
  2: '已折算',
  3: '已关闭',
  4: '待平台处理',
  5: '已退款',
  6: '退款中',
  7: '退款失败',
  8: '已处理',
};
/** A held payment the platform may refund (again, after a failed refund) or settle by hand. */
export const isRefundable = (status: number) =>
  status === MEMBERSHIP_ORDER_STATUS.held || status === MEMBERSHIP_ORDER_STATUS.refundFailed;
export const isPaidStatus = (status: number) =>
  status !== MEMBERSHIP_ORDER_STATUS.unpaid && status !== MEMBERSHIP_ORDER_STATUS.closed;
export type OrderType = 1 | 2;

/** Plan C buys extra staff at this share of its yearly price, per person per year. */
export const EXTRA_STAFF_SHARE_PERCENT = 10;

export const MEMBERSHIP_MESSAGES = {
  noPlan: '请选择套餐',
  zeroTotal: '金额为0，不能支付',
  upgradeNeedsHigher: '请选择当前套餐及更高套餐',
  renewNeedsLower: '续费只能选择当前套餐或更低套餐，升级请选择「升级」',
  yearsMin: '购买年限至少为 1 年',
  extraMin: '增加人数不能小于 0',
  extraOnlyC: '只有旗舰版（C 套餐）可以增加人数',
  upgradeWithoutPlan: '当前没有可升级的套餐，请选择续费购买',
  orderFailed: '订单生成失败，请稍后再试...',
  /** Only a company's administrators buy for it (spec section 1); the server refuses anyone else with 403. */
  adminsOnly: '只有企业管理员可以购买、续费或升级套餐，请联系企业管理员',
  paid: '支付成功,会员已到账 ！',
} as const;

/** The warning when the company has more staff than the plan holds (spec section 5, Purchase). */
export const capacityMessage = (headCount: number, capacity: number) =>
  `所选套餐最多 ${capacity} 人，当前企业已有 ${headCount} 人，容量不足，请先在后台管理中删除多余员工后再购买`;

const rank = (code: PlanCode) => PLAN_CODES.indexOf(code);

/** 8.5折 for 0.85, 9折 for 0.9; no discount reads 原价. */
export function discountFold(discountPercent: number): string {
  if (discountPercent >= 100) return '原价';
  return `${Number((discountPercent / 10).toFixed(1))}折`;
}

/** One year of a plan after its discount, in fen (rounded to the fen once, per year). */
export const discountedYearFen = (plan: Pick<Plan, 'priceFen' | 'discountPercent'>) =>
  Math.round((plan.priceFen * plan.discountPercent) / 100);

/** One extra member of staff for one year, in fen: 10% of plan C's yearly price (no discount). */
export const extraStaffYearFen = (planC: Pick<Plan, 'priceFen'>) =>
  Math.round((planC.priceFen * EXTRA_STAFF_SHARE_PERCENT) / 100);

/**
 * Whole years from `today` to `endDate` (both YYYY-MM-DD), a started year counting whole: 0 when the plan
 * has ended, 1 when it ends within a year, 2 when within two, ...
 */
export function remainingYears(endDate: string | null, today: string): number {
  if (!endDate || endDate < today) return 0;
  let years = 1;
  while (addYears(today, years) < endDate) years += 1;
  return years;
}

/** `YYYY-MM-DD` plus whole years (29 February becomes 28 February in a common year). */
export function addYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const year = y + years;
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${year}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * The plan a member holds for pricing: one that has not ended (a trial holds none). It is what an upgrade starts
 * from and what a renewal may not exceed.
 */
export function heldPlan(current: Pick<CurrentPlan, 'planCode' | 'endDate' | 'vip'>, today: string): PlanCode | null {
  return current.vip !== VIP.trial && remainingYears(current.endDate, today) > 0 ? current.planCode : null;
}

/** Why `code` cannot be chosen for this kind of order, or null: renew the held plan or a lower one, upgrade to it or a higher one. */
export function planChoiceProblem(held: PlanCode | null, type: OrderType, code: PlanCode): string | null {
  if (type === ORDER_TYPE.upgrade) {
    if (!held) return MEMBERSHIP_MESSAGES.upgradeWithoutPlan;
    return rank(code) < rank(held) ? MEMBERSHIP_MESSAGES.upgradeNeedsHigher : null;
  }
  return held && rank(code) > rank(held) ? MEMBERSHIP_MESSAGES.renewNeedsLower : null;
}

/**
 * The purchase form (spec section 3): the order type, the plan, the years bought (0 for an upgrade) and plan C's
 * extra staff. On the wire it is `{ type, combo, month, astricts }` (`membershipWire`).
 */
export type PurchaseForm = { type: OrderType; planCode: PlanCode; years: number; extraStaff: number };

/** What a company holds now, as the price rules need it. */
export type CurrentPlan = {
  planCode: PlanCode | null;
  /** The plan's last day (YYYY-MM-DD), or null. */
  endDate: string | null;
  /** 1 trial: a trial company only buys (renews), it has nothing to upgrade. */
  vip: number;
  /** Staff accounts the company may have: the plan's staff plus plan C's extra staff. */
  staffLimit: number;
  /** Staff accounts the company has now. */
  applicable: number;
};

/** What a company holds once a purchase is applied: the plan, its last day and the staff accounts it may have. */
export type Grant = { planCode: PlanCode; endDate: string; staffLimit: number };

/** Plan C's extra staff a company holds: its staff accounts beyond what the plan includes (only C sells them). */
export const extraStaffHeld = (
  catalogue: Record<PlanCode, Plan>,
  current: Pick<CurrentPlan, 'planCode' | 'staffLimit'>,
) => (current.planCode === 'C' ? Math.max(0, current.staffLimit - catalogue.C.includedStaff) : 0);

/** One year of a plan with extra staff at list prices, in fen: the plan after its discount plus the extra staff. */
export const yearlyRateFen = (catalogue: Record<PlanCode, Plan>, planCode: PlanCode, extraStaff: number) =>
  discountedYearFen(catalogue[planCode]) + extraStaff * extraStaffYearFen(catalogue.C);

export type Quote =
  | {
      ok: true;
      totalFen: number;
      total: string;
      years: number;
      capacity: number;
      originalFen: number;
      /** Part of the total that raises the remaining time to the new yearly rate (more staff on a renewal). */
      topUpFen: number;
      /** What the company holds once the order is paid. */
      grant: Grant;
    }
  | { ok: false; message: string };

/**
 * The price of a purchase, or why it cannot be bought (spec sections 5 and 9). Every price is one formula over
 * yearly rates (a plan after its discount plus plan C's extra staff at 10% of C's price each):
 *
 *   new rate x years bought + (new rate - rate held, when higher) x whole years left
 *
 * - renew (1): years at least 1, the current plan or a lower one; the end date moves by the years bought (from
 *   today when nothing is held: a trial's days are not carried over). Renewing with more extra staff also pays
 *   them for the time left, since they apply to it at once.
 * - upgrade (2): `years` 0, the current plan or a higher one, no years bought, the end date unchanged: the
 *   spec's "new price x discount - current price x discount, x remaining whole years", extra staff likewise.
 * - the company's head count must fit the plan's staff plus the extra staff; a total of 0 is refused.
 *
 * So what a purchase grants is never worth more at list prices than its total (`membershipSettlement` holds
 * that rule for payments that arrive after the plan has changed, too).
 */
export function quotePurchase(
  catalogue: Record<PlanCode, Plan>,
  current: CurrentPlan,
  form: { type: OrderType; planCode: PlanCode | null | undefined; years: number; extraStaff: number },
  today: string,
): Quote {
  if (!form.planCode) return { ok: false, message: MEMBERSHIP_MESSAGES.noPlan };
  const plan = catalogue[form.planCode];
  if (form.extraStaff < 0 || !Number.isInteger(form.extraStaff))
    return { ok: false, message: MEMBERSHIP_MESSAGES.extraMin };
  if (form.extraStaff > 0 && form.planCode !== 'C') return { ok: false, message: MEMBERSHIP_MESSAGES.extraOnlyC };
  const held = heldPlan(current, today);
  const problem = planChoiceProblem(held, form.type, form.planCode);
  if (problem) return { ok: false, message: problem };

  const upgrade = form.type === ORDER_TYPE.upgrade;
  if (!upgrade && (!Number.isInteger(form.years) || form.years < 1))
    return { ok: false, message: MEMBERSHIP_MESSAGES.yearsMin };
  const yearsBought = upgrade ? 0 : form.years;
  const yearsLeft = held ? remainingYears(current.endDate, today) : 0;
  const newRate = yearlyRateFen(catalogue, form.planCode, form.extraStaff);
  const heldRate = held ? yearlyRateFen(catalogue, held, extraStaffHeld(catalogue, current)) : 0;
  const topUpFen = Math.max(0, newRate - heldRate) * yearsLeft;

  const capacity = plan.includedStaff + form.extraStaff;
  if (current.applicable > capacity) return { ok: false, message: capacityMessage(current.applicable, capacity) };
  const totalFen = newRate * yearsBought + topUpFen;
  if (totalFen <= 0) return { ok: false, message: MEMBERSHIP_MESSAGES.zeroTotal };
  const extraYearFen = form.extraStaff * extraStaffYearFen(catalogue.C);
  const originalFen = (plan.priceFen + extraYearFen) * yearsBought + topUpFen;
  const endDate = upgrade ? current.endDate! : addYears(held ? current.endDate! : today, yearsBought);
  return {
    ok: true,
    totalFen,
    total: fenToYuan(totalFen),
    years: upgrade ? yearsLeft : yearsBought,
    capacity,
    originalFen,
    topUpFen,
    grant: { planCode: form.planCode, endDate, staffLimit: capacity },
  };
}

/** The catalogue of a getSetMeal answer, by code. */
export const catalogueOf = (meal: Pick<SetMeal, 'packagePriceA' | 'packagePriceB' | 'packagePriceC'>) =>
  ({ A: meal.packagePriceA, B: meal.packagePriceB, C: meal.packagePriceC }) as Record<PlanCode, Plan>;

/** Order numbers (spec section 9): 4 pairs of a digit and one of z, g, c; a millisecond timestamp; `vip`. */
export const ORDER_NUMBER_PATTERN = /^(?:\d[zgc]){4}\d{13}vip$/;

export function makeOrderNumber(now = Date.now(), random: () => number = Math.random): string {
  let pairs = '';
  for (let i = 0; i < 4; i++) pairs += `${Math.floor(random() * 10)}${'zgc'[Math.floor(random() * 3)]}`;
  return `${pairs}${now}vip`;
}

/**
 * `GET api/common/getWechatOrder` → 1 paid, 0 unpaid. `closed`: unpaid and past its 30 minutes, or replaced by a
 * newer order, so it can no longer be paid — the "result 0 stops polling" of spec section 4 (an order still open
 * keeps being polled). `note`: how a paid order settled when not as bought (converted, or held for the platform).
 */
export type OrderStatus = { resultCode: 'SUCCESS'; result: 0 | 1; closed: boolean; note?: string };

/** Polling of the payment dialog (spec section 9): every 5 s, for at most 30 minutes. */
export const PAYMENT_POLL_MS = 5_000;
export const PAYMENT_POLL_LIMIT_MS = 1_800_000;
