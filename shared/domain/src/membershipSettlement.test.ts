import fc from 'fast-check';
import { quotePurchase, type CurrentPlan, type PurchaseForm } from './membership';
import { SEEDED_CATALOGUE } from './membershipFixtures';
import { addDays, durationText, settlePayment, timeBought } from './membershipSettlement';
import {
  grantExceedsPayment,
  ISSUE_54_HISTORY,
  paymentLowersHolding,
  scenarioArbitrary,
  type Holding,
  type Scenario,
} from '../testing/membershipScenarios';

const catalogue = SEEDED_CATALOGUE;
const TODAY = '2026-11-25';
const onB = (endDate: string): CurrentPlan => ({ planCode: 'B', endDate, vip: 2, staffLimit: 15, applicable: 8 });
/** The holding a settled payment leaves (nothing changes for one held for the platform). */
const holdingAfter = (current: CurrentPlan, settled: ReturnType<typeof settlePayment>): CurrentPlan =>
  settled.kind === 'held' ? current : { ...current, ...settled.grant, vip: 2 };
const quoted = (current: CurrentPlan, form: PurchaseForm) => {
  const quote = quotePurchase(catalogue, current, form, TODAY);
  if (!quote.ok) throw new Error(quote.message);
  return { form, basis: current, amountFen: quote.totalFen };
};

describe('settlePayment', () => {
  it('applies an order as bought while the company holds what it was priced against', () => {
    const current = onB('2027-11-20');
    const upgrade = quoted(current, { type: 2, planCode: 'C', years: 0, extraStaff: 2 });
    expect(settlePayment(catalogue, upgrade, current, TODAY)).toEqual({
      kind: 'asBought',
      grant: { planCode: 'C', endDate: '2027-11-20', staffLimit: 32 },
    });
  });

  it('does not lift a renewal paid first to the upgrade quoted before it (the reported case)', () => {
    // Plan B with a year left: an upgrade to C is quoted at ¥4,598, then a ten-year renewal of B is paid first.
    const start = onB('2027-11-20');
    const upgrade = quoted(start, { type: 2, planCode: 'C', years: 0, extraStaff: 0 });
    expect(upgrade.amountFen).toBe(459_800);
    const renewal = quoted(start, { type: 1, planCode: 'B', years: 10, extraStaff: 0 });
    const renewed = settlePayment(catalogue, renewal, start, TODAY);
    expect(renewed).toMatchObject({ kind: 'asBought', grant: { planCode: 'B', endDate: '2037-11-20' } });

    const afterRenewal = holdingAfter(start, renewed);
    const late = settlePayment(catalogue, upgrade, afterRenewal, TODAY);
    // ¥4,598 is 267 days of plan B at ¥6,282 a year; the company stays on B, not C for eleven years.
    expect(late).toEqual({
      kind: 'converted',
      grant: { planCode: 'B', endDate: '2038-08-14', staffLimit: 15 },
      years: 0,
      days: 267,
      note: '下单后企业套餐已变化，本笔 ¥4,598.00 已按当前套餐（专业版）折算为 267 天，有效期延至 2038-08-14',
    });
  });

  it('never lets a renewal of a lower plan take away paid time: it buys time on the plan held (issue 54)', () => {
    // Company 3 on B with 12 years left pays ¥55,176 to upgrade to C; a 1-year renewal of B, quoted in a browser
    // that still showed B, reaches the server after that payment: priced against C it costs the same ¥6,282.
    const start = onB('2038-11-20');
    const upgrade = quoted(start, { type: 2, planCode: 'C', years: 0, extraStaff: 0 });
    expect(upgrade.amountFen).toBe(5_517_600);
    const onC = holdingAfter(start, settlePayment(catalogue, upgrade, start, TODAY));
    expect(onC).toMatchObject({ planCode: 'C', endDate: '2038-11-20', staffLimit: 30 });
    const renewal = quoted(onC, { type: 1, planCode: 'B', years: 1, extraStaff: 0 });
    expect(renewal.amountFen).toBe(628_200);
    // Applied as bought it would leave B to 2039 and the 12 paid years of C gone.
    expect(settlePayment(catalogue, renewal, onC, TODAY)).toEqual({
      kind: 'converted',
      grant: { planCode: 'C', endDate: '2039-06-18', staffLimit: 30 },
      years: 0,
      days: 210,
      note: '所购专业版低于当前套餐（旗舰版），为不减少已付费的时间，本笔 ¥6,282.00 已按当前套餐（旗舰版）折算为 210 天，有效期延至 2039-06-18',
    });
    // Quoted before the upgrade was paid, it converts for that reason, to the same time.
    const early = quoted(start, { type: 1, planCode: 'B', years: 1, extraStaff: 0 });
    expect(settlePayment(catalogue, early, onC, TODAY)).toMatchObject({
      grant: { planCode: 'C', endDate: '2039-06-18' },
    });
  });

  it('never lets a renewal of plan C with fewer extra staff take them away while C has time left', () => {
    const onC = { planCode: 'C' as const, endDate: '2028-11-20', vip: 2, staffLimit: 35, applicable: 20 };
    const renewal = quoted(onC, { type: 1, planCode: 'C', years: 1, extraStaff: 0 });
    expect(settlePayment(catalogue, renewal, onC, TODAY)).toMatchObject({
      kind: 'converted',
      grant: { planCode: 'C', staffLimit: 35 },
      note: expect.stringMatching(
        /^所购人数（30 人）少于当前的 35 人，为不减少已付费的时间，本笔 ¥10,880\.00 已按当前套餐/,
      ),
    });
  });

  it('renews down as bought once the higher plan has ended: nothing paid is left to take away', () => {
    const ended = { planCode: 'C' as const, endDate: '2026-11-24', vip: 2, staffLimit: 30, applicable: 8 };
    const renewal = quoted(ended, { type: 1, planCode: 'B', years: 1, extraStaff: 0 });
    expect(settlePayment(catalogue, renewal, ended, TODAY)).toEqual({
      kind: 'asBought',
      grant: { planCode: 'B', endDate: '2027-11-25', staffLimit: 15 },
    });
  });

  it('prices the same renewal again when another renewal came first: the same money buys the same years', () => {
    const start = onB('2027-11-20');
    const first = quoted(start, { type: 1, planCode: 'B', years: 2, extraStaff: 0 });
    const second = quoted(start, { type: 1, planCode: 'B', years: 1, extraStaff: 0 });
    const afterFirst = holdingAfter(start, settlePayment(catalogue, first, start, TODAY));
    expect(settlePayment(catalogue, second, afterFirst, TODAY)).toMatchObject({
      kind: 'converted',
      grant: { planCode: 'B', endDate: '2030-11-20' },
      years: 1,
      days: 0,
    });
  });

  it('turns the money of an order whose plan has ended into time on the plan it named, from today', () => {
    const start = onB('2026-11-25');
    const upgrade = quoted(start, { type: 2, planCode: 'C', years: 0, extraStaff: 0 });
    const ended = settlePayment(catalogue, upgrade, start, '2026-11-26');
    expect(ended).toMatchObject({
      kind: 'converted',
      grant: { planCode: 'C', endDate: addDays('2026-11-26', 154), staffLimit: 30 },
      years: 0,
      days: 154,
    });
    expect(ended.kind === 'converted' && ended.note).toContain('下单时的套餐已到期');
  });

  it('holds for the platform a payment that a catalogue changed out of all proportion would turn into a century', () => {
    const trial = { planCode: null, endDate: null, vip: 1, staffLimit: 30, applicable: 3 };
    const renewal = quoted(trial, { type: 1, planCode: 'C', years: 10, extraStaff: 0 });
    const onCheapA = { planCode: 'A' as const, endDate: '2027-01-01', vip: 2, staffLimit: 5, applicable: 3 };
    const cheap = { ...catalogue, A: { ...catalogue.A, priceFen: 10_000, discountPercent: 10 } };
    expect(settlePayment(cheap, renewal, onCheapA, TODAY)).toEqual({
      kind: 'held',
      note: '下单后企业套餐已变化，本笔 ¥108,800.00 按当前价格可折算 10880 年以上，已转平台处理，请联系客服',
    });
  });

  it('charges a renewal that adds staff for the time already held, since the staff apply at once', () => {
    const onC = { planCode: 'C' as const, endDate: '2028-11-20', vip: 2, staffLimit: 30, applicable: 20 };
    const quote = quotePurchase(catalogue, onC, { type: 1, planCode: 'C', years: 1, extraStaff: 3 }, TODAY);
    // one year of C with 3 extra (10,880 + 3 x 1,280), and the 3 extra for the 2 started years left
    expect(quote).toMatchObject({ ok: true, totalFen: 1_472_000 + 768_000, topUpFen: 768_000 });
  });

  it('starts a trial company’s plan today: trial days are not sold on', () => {
    const trial = { planCode: null, endDate: null, vip: 1, staffLimit: 30, applicable: 3 };
    expect(quotePurchase(catalogue, trial, { type: 1, planCode: 'A', years: 1, extraStaff: 0 }, TODAY)).toMatchObject({
      grant: { planCode: 'A', endDate: '2027-11-25', staffLimit: 5 },
    });
  });
});

describe('timeBought and durationText', () => {
  it('buys whole years, then days at 365 a year, rounded down', () => {
    expect(timeBought(628_200, 628_200)).toEqual({ years: 1, days: 0 });
    expect(timeBought(628_199, 628_200)).toEqual({ years: 0, days: 364 });
    expect(timeBought(1_300_000, 628_200)).toEqual({ years: 2, days: 25 });
    expect(() => timeBought(100, 0)).toThrow();
  });

  it('reads as a person writes it', () => {
    expect(durationText({ years: 1, days: 30 })).toBe('1 年 30 天');
    expect(durationText({ years: 2, days: 0 })).toBe('2 年');
    expect(durationText({ years: 0, days: 0 })).toBe('0 天');
  });

  it('adds days across months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

/**
 * The pure model of the server: orders are quoted against what the company holds, payments arrive for any of
 * them in any order, repeats are replays, days pass.
 */
function replay(scenario: Scenario): string | null {
  const { catalogue: plans, applicable } = scenario;
  let holding: Holding = scenario.start;
  let today = scenario.today;
  const orders: { form: PurchaseForm; basis: Holding; amountFen: number; paid: boolean }[] = [];
  for (const step of scenario.steps) {
    if (step.kind === 'wait') today = addDays(today, step.days);
    else if (step.kind === 'order') {
      const quote = quotePurchase(plans, { ...holding, applicable }, step.form, today);
      if (quote.ok) orders.push({ form: step.form, basis: holding, amountFen: quote.totalFen, paid: false });
    } else if (orders.length) {
      const order = orders[step.order % orders.length]!;
      if (order.paid) continue;
      const settled = settlePayment(plans, order, { ...holding, applicable }, today);
      order.paid = true;
      if (settled.kind === 'held') continue;
      const after = { ...settled.grant, vip: 2 };
      const broken =
        grantExceedsPayment(plans, holding, after, order.amountFen, today) ??
        paymentLowersHolding(plans, holding, after, today);
      if (broken) return broken;
      holding = after;
    }
  }
  return null;
}

describe('the money rule, over random histories', () => {
  it('never grants more than the money paid buys, nor takes away what was held, whatever order payments arrive in', () => {
    fc.assert(
      fc.property(scenarioArbitrary, (scenario) => {
        expect(replay(scenario)).toBeNull();
      }),
      { numRuns: 20_000, examples: [[ISSUE_54_HISTORY]] },
    );
  });
});
