/**
 * How a paid membership order settles. An order is priced against what the company held when it was made; its
 * money may arrive after another order of the same company has changed that (a renewal paid first, then an
 * upgrade quoted for the old end date). Two rules hold here, whatever order payments arrive in:
 *
 *   the plan time and staff a payment grants are never worth more, at the list prices, than the money paid;
 *   a payment never takes away plan time or staff already paid for: what is held after it is worth at least
 *   what was held before.
 *
 * A payment whose company still holds what it was priced against, at the same price today, is applied as
 * bought, unless that would lower the yearly rate of the time already held (a renewal of a lower plan, or of
 * plan C with fewer extra staff, while a plan with time left is held: the amount check cannot see it, since such
 * a renewal costs the same whatever is held). Any other is applied at its value: the money buys time on the
 * plan held now (whole years, then days at 365 a year, rounded down), or, when nothing is held any more, time on
 * the plan the order named, from today. So a lower plan starts only once the higher one has ended: a holding is
 * one plan and one end date, and no later plan can wait behind it. The payment is never lost and never refused;
 * the order records which of the two happened and why. Only a catalogue changed out of all proportion (the money
 * would buy more than a century) holds the payment for the platform's administrators to settle with the company.
 */
import { addYears, extraStaffHeld, heldPlan, quotePurchase, yearlyRateFen } from './membership';
import type { CurrentPlan, Grant, Plan, PlanCode, PurchaseForm } from './membership';
import { addDays } from './calendar';
import { formatMoney } from './money';

export type Settlement =
  | { kind: 'asBought'; grant: Grant }
  | { kind: 'converted'; grant: Grant; years: number; days: number; note: string }
  | { kind: 'held'; note: string };

/** The longest a conversion may reach; beyond it the catalogue has changed out of proportion to the order. */
export const CONVERSION_HORIZON_YEARS = 100;

/** What an order was priced against: the holding of the company when it was quoted. */
export type OrderBasis = Pick<CurrentPlan, 'planCode' | 'endDate' | 'vip' | 'staffLimit'>;

const sameHolding = (a: OrderBasis, b: OrderBasis) =>
  a.planCode === b.planCode && a.endDate === b.endDate && a.vip === b.vip && a.staffLimit === b.staffLimit;

/**
 * Why applying `grant` would take away what the company holds `today`, or null: it ends earlier, or its yearly
 * rate (the plan after its discount plus plan C's extra staff) is lower, while a plan with time left is held.
 * Time and rate both kept is value kept, since a holding is worth its rate for each day left.
 */
export function grantLowersHolding(
  catalogue: Record<PlanCode, Plan>,
  current: OrderBasis,
  grant: Grant,
  today: string,
): 'plan' | 'staff' | 'time' | null {
  const held = heldPlan(current, today);
  if (!held) return null;
  if (grant.endDate < current.endDate!) return 'time';
  const heldRate = yearlyRateFen(catalogue, held, extraStaffHeld(catalogue, current));
  const grantRate = yearlyRateFen(catalogue, grant.planCode, extraStaffHeld(catalogue, grant));
  if (grantRate >= heldRate) return null;
  return grant.planCode === held ? 'staff' : 'plan';
}

/** `YYYY-MM-DD` plus days: the calendar's, which the plans' end dates are counted with. */
export { addDays } from './calendar';

/** The time `amountFen` buys at `rateFen` a year: whole years, then days of the rest at 365 a year, rounded down. */
export function timeBought(amountFen: number, rateFen: number): { years: number; days: number } {
  if (!(rateFen > 0)) throw new Error(`a plan's yearly rate must be positive, got ${rateFen}`);
  const years = Math.floor(amountFen / rateFen);
  const days = Math.floor(((amountFen - years * rateFen) * 365) / rateFen);
  return { years, days };
}

/** 1 年 30 天, 2 年, 45 天. */
export const durationText = ({ years, days }: { years: number; days: number }) =>
  [years ? `${years} 年` : '', days || !years ? `${days} 天` : ''].filter(Boolean).join(' ');

/** What a renewal would have lowered, as the order's note says it. */
function loweredText(
  what: 'plan' | 'staff' | 'time',
  catalogue: Record<PlanCode, Plan>,
  current: OrderBasis,
  grant: Grant,
): string {
  if (what === 'plan')
    return `所购${catalogue[grant.planCode].name}低于当前套餐（${catalogue[current.planCode!].name}）`;
  if (what === 'staff') return `所购人数（${grant.staffLimit} 人）少于当前的 ${current.staffLimit} 人`;
  return `所购有效期早于当前的 ${current.endDate}`;
}

/**
 * How a payment of `amountFen` for an order (its form, and what it was priced against) settles on the company
 * as it is `today`. Pure: the server applies the grant in the transaction that marks the order paid.
 */
export function settlePayment(
  catalogue: Record<PlanCode, Plan>,
  order: { form: PurchaseForm; basis: OrderBasis; amountFen: number },
  current: CurrentPlan,
  today: string,
): Settlement {
  const quote = quotePurchase(catalogue, current, order.form, today);
  const asQuoted = sameHolding(order.basis, current) && quote.ok && quote.totalFen === order.amountFen;
  const lowers = asQuoted ? grantLowersHolding(catalogue, current, quote.grant, today) : null;
  if (asQuoted && !lowers) return { kind: 'asBought', grant: quote.grant };

  // Converted: on the plan held now (a lowering renewal always finds one held), else on the plan named.
  const held = heldPlan(current, today);
  const target: Grant & { start: string } = held
    ? { planCode: held, start: current.endDate!, endDate: '', staffLimit: current.staffLimit }
    : {
        planCode: order.form.planCode,
        start: today,
        endDate: '',
        staffLimit: catalogue[order.form.planCode].includedStaff + order.form.extraStaff,
      };
  const extra = held ? extraStaffHeld(catalogue, current) : order.form.extraStaff;
  const time = timeBought(order.amountFen, yearlyRateFen(catalogue, target.planCode, extra));
  const plan = catalogue[target.planCode];
  if (time.years >= CONVERSION_HORIZON_YEARS)
    return {
      kind: 'held',
      note: `下单后企业套餐已变化，本笔 ${formatMoney(order.amountFen)} 按当前价格可折算 ${time.years} 年以上，已转平台处理，请联系客服`,
    };
  const endDate = addDays(addYears(target.start, time.years), time.days);
  const lowered = quote.ok && lowers ? loweredText(lowers, catalogue, current, quote.grant) : '';
  const note = lowered
    ? `${lowered}，为不减少已付费的时间，本笔 ${formatMoney(order.amountFen)} 已按当前套餐（${plan.name}）折算为 ${durationText(time)}，有效期延至 ${endDate}`
    : held
      ? `下单后企业套餐已变化，本笔 ${formatMoney(order.amountFen)} 已按当前套餐（${plan.name}）折算为 ${durationText(time)}，有效期延至 ${endDate}`
      : `下单时的套餐已到期，本笔 ${formatMoney(order.amountFen)} 已按所购套餐（${plan.name}）折算为 ${durationText(time)}，有效期至 ${endDate}`;
  return {
    kind: 'converted',
    grant: { planCode: target.planCode, endDate, staffLimit: target.staffLimit },
    ...time,
    note,
  };
}
