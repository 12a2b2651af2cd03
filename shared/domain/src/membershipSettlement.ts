/**
 * How a paid membership order settles. An order is priced against what the company held when it was made; its
 * money may arrive after another order of the same company has changed that (a renewal paid first, then an
 * upgrade quoted for the old end date). The rule held here, whatever order payments arrive in:
 *
 *   the plan time and staff a payment grants are never worth more, at the list prices, than the money paid.
 *
 * A payment whose company still holds what it was priced against, at the same price today, is applied as
 * bought. Any other is applied at its value: the money buys time on the plan held now (whole years, then days
 * at 365 a year, rounded down), or, when nothing is held any more, time on the plan the order named, from today.
 * The payment is never lost and never refused; the order records which of the two happened and why. Only a
 * catalogue changed out of all proportion (the money would buy more than a century) holds the payment for the
 * platform's administrators to settle with the company by hand.
 */
import { addYears, extraStaffHeld, heldPlan, quotePurchase, yearlyRateFen } from './membership';
import type { CurrentPlan, Grant, Plan, PlanCode, PurchaseForm } from './membership';
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

/** `YYYY-MM-DD` plus days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

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
  if (sameHolding(order.basis, current) && quote.ok && quote.totalFen === order.amountFen)
    return { kind: 'asBought', grant: quote.grant };

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
  const note = held
    ? `下单后企业套餐已变化，本笔 ${formatMoney(order.amountFen)} 已按当前套餐（${plan.name}）折算为 ${durationText(time)}，有效期延至 ${endDate}`
    : `下单时的套餐已到期，本笔 ${formatMoney(order.amountFen)} 已按所购套餐（${plan.name}）折算为 ${durationText(time)}，有效期至 ${endDate}`;
  return {
    kind: 'converted',
    grant: { planCode: target.planCode, endDate, staffLimit: target.staffLimit },
    ...time,
    note,
  };
}
