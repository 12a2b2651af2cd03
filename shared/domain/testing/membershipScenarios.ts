import { VIP } from '../src/membership';
/**
 * Random membership histories of one company, and the two money rules they must keep, for property tests of the
 * pure rules (`membershipSettlement.test.ts`) and of the server on both databases. Test code only: the
 * builds never share or bundle `@yjf/domain/testing/*`.
 */
import fc from 'fast-check';
import { addDays } from '../src/membershipSettlement';
import type { CurrentPlan, OrderType, Plan, PlanCode, PurchaseForm } from '../src/membership';
import { SEEDED_CATALOGUE, testPlan } from '../src/membershipFixtures';

export type Holding = Pick<CurrentPlan, 'planCode' | 'endDate' | 'vip' | 'staffLimit'>;

/** One thing that happens to the company: an order quoted and placed, a payment arriving, time passing. */
export type Step =
  | { kind: 'order'; form: PurchaseForm }
  /** A paid notification of the `order`-th order placed so far (modulo their number): a repeat is a replay. */
  | { kind: 'pay'; order: number }
  | { kind: 'wait'; days: number };

export type Scenario = {
  catalogue: Record<PlanCode, Plan>;
  today: string;
  start: Holding;
  /** Staff accounts the company has (never more than it may have). */
  applicable: number;
  steps: Step[];
};

const planArbitrary = (code: PlanCode) =>
  fc
    .record({
      priceFen: fc.integer({ min: 100, max: 3_000_000 }),
      discountPercent: fc.integer({ min: 10, max: 100 }),
      staff: fc.integer({ min: 1, max: 40 }),
    })
    .map(({ priceFen, discountPercent, staff }) => testPlan(code, `${code} 套餐`, priceFen, discountPercent, staff));

/** Any catalogue the 套餐管理 form accepts: prices need not rise from A to C. */
export const catalogueArbitrary: fc.Arbitrary<Record<PlanCode, Plan>> = fc
  .tuple(planArbitrary('A'), planArbitrary('B'), planArbitrary('C'))
  .map(([A, B, C]) => ({ A, B, C }));

const formArbitrary: fc.Arbitrary<PurchaseForm> = fc
  .record({
    type: fc.constantFrom<OrderType>(1, 2),
    planCode: fc.constantFrom<PlanCode>('A', 'B', 'C'),
    years: fc.integer({ min: 1, max: 10 }),
    extraStaff: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 8 })),
  })
  .map((form) => ({
    ...form,
    years: form.type === 2 ? 0 : form.years,
    extraStaff: form.planCode === 'C' ? form.extraStaff : 0,
  }));

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: formArbitrary.map((form) => ({ kind: 'order' as const, form })) },
  { weight: 5, arbitrary: fc.nat({ max: 20 }).map((order) => ({ kind: 'pay' as const, order })) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 800 }).map((days) => ({ kind: 'wait' as const, days })) },
);

/** A company on trial, or holding a plan (ended, ending soon, or years ahead), and what happens to it. */
export const scenarioArbitrary: fc.Arbitrary<Scenario> = fc
  .record({
    catalogue: catalogueArbitrary,
    today: fc.integer({ min: 0, max: 3000 }).map((days) => addDays('2026-01-01', days)),
    planCode: fc.constantFrom<PlanCode | null>(null, 'A', 'B', 'C'),
    endsIn: fc.integer({ min: -60, max: 3700 }),
    extra: fc.integer({ min: 0, max: 10 }),
    trialStaff: fc.integer({ min: 5, max: 40 }),
    staffShare: fc.double({ min: 0, max: 1, noNaN: true }),
    steps: fc.array(stepArbitrary, { minLength: 1, maxLength: 12 }),
  })
  .map(({ catalogue, today, planCode, endsIn, extra, trialStaff, staffShare, steps }) => {
    const start: Holding = planCode
      ? {
          planCode,
          endDate: addDays(today, endsIn),
          vip: VIP.member,
          staffLimit: catalogue[planCode].includedStaff + (planCode === 'C' ? extra : 0),
        }
      : { planCode: null, endDate: null, vip: VIP.trial, staffLimit: trialStaff };
    const applicable = Math.max(1, Math.round(start.staffLimit * staffShare));
    return { catalogue, today, start, applicable, steps };
  });

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * What a holding is worth from `today` at list prices, times 366 (so it stays an integer): its yearly rate
 * (the plan after its discount, plus every staff account beyond the plan's at 10% of plan C's price) for each
 * day left, a year counted as 366 days so that no calendar year is worth more than one year's price. A trial,
 * or a plan that has ended, is worth nothing. Written out here, apart from the product's own price code.
 */
export function worth366(catalogue: Record<PlanCode, Plan>, holding: Holding, today: string): number {
  if (holding.vip === VIP.trial || !holding.planCode || !holding.endDate || holding.endDate < today) return 0;
  const plan = catalogue[holding.planCode];
  const extraStaff = Math.max(0, holding.staffLimit - plan.includedStaff);
  const rate =
    Math.round((plan.priceFen * plan.discountPercent) / 100) + extraStaff * Math.round(catalogue.C.priceFen / 10);
  return rate * daysBetween(today, holding.endDate);
}

/**
 * Why one payment broke the rule, or null: what the company gained (its holding after, less before, both valued
 * on the day the payment arrived) must not be worth more than the money paid.
 */
export function grantExceedsPayment(
  catalogue: Record<PlanCode, Plan>,
  before: Holding,
  after: Holding,
  amountFen: number,
  today: string,
): string | null {
  const gained = worth366(catalogue, after, today) - worth366(catalogue, before, today);
  if (gained <= amountFen * 366) return null;
  return `paid ${amountFen} fen on ${today} but gained ${(gained / 366).toFixed(2)} fen: ${JSON.stringify(before)} -> ${JSON.stringify(after)}`;
}

/**
 * Why one payment broke the twin rule, or null: a payment never takes away plan time or staff already paid for,
 * so what the company holds after it (valued as `worth366` does, on the day the payment arrived) is worth at
 * least what it held before.
 */
export function paymentLowersHolding(
  catalogue: Record<PlanCode, Plan>,
  before: Holding,
  after: Holding,
  today: string,
): string | null {
  const lost = worth366(catalogue, before, today) - worth366(catalogue, after, today);
  if (lost <= 0) return null;
  return `a payment on ${today} took away ${(lost / 366).toFixed(2)} fen of what was held: ${JSON.stringify(before)} -> ${JSON.stringify(after)}`;
}

/**
 * Issue 54's history, kept among every run of the properties: on B with 12 years left, the upgrade to C
 * (¥55,176) is paid, then a 1-year renewal of B, priced against C at the same ¥6,282, is paid.
 */
export const ISSUE_54_HISTORY: Scenario = {
  catalogue: SEEDED_CATALOGUE,
  today: '2026-11-25',
  start: { planCode: 'B', endDate: '2038-11-20', vip: VIP.member, staffLimit: 15 },
  applicable: 8,
  steps: [
    { kind: 'order', form: { type: 2, planCode: 'C', years: 0, extraStaff: 0 } },
    { kind: 'pay', order: 0 },
    { kind: 'order', form: { type: 1, planCode: 'B', years: 1, extraStaff: 0 } },
    { kind: 'pay', order: 1 },
  ],
};
