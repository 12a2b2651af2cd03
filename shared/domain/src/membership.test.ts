import {
  addYears,
  capacityMessage,
  discountFold,
  makeOrderNumber,
  MEMBERSHIP_MESSAGES as M,
  ORDER_NUMBER_PATTERN,
  quotePurchase,
  remainingYears,
  type CurrentPlan,
  type PlanCode,
} from './membership';
import { SEEDED_CATALOGUE, testPlan } from './membershipFixtures';

const catalogue = SEEDED_CATALOGUE;
const plan = (code: PlanCode, priceFen: number, discountPercent: number, staff: number) =>
  testPlan(code, code, priceFen, discountPercent, staff);
const TODAY = '2026-11-23';
const trial: CurrentPlan = { planCode: null, endDate: null, vip: 1, staffLimit: 30, applicable: 3 };
const onB = (endDate: string, applicable = 8): CurrentPlan => ({
  planCode: 'B',
  endDate,
  vip: 2,
  staffLimit: 15,
  applicable,
});

describe('quotePurchase', () => {
  it.each([
    // [what, current, form, total in yuan]
    ['trial buys A for 1 year', trial, { type: 1, planCode: 'A', years: 1, extraStaff: 0 }, '3980.00'],
    ['trial buys B for 2 years at 9折', trial, { type: 1, planCode: 'B', years: 2, extraStaff: 0 }, '12564.00'],
    ['trial buys C for 1 year at 8.5折', trial, { type: 1, planCode: 'C', years: 1, extraStaff: 0 }, '10880.00'],
    [
      'C with 3 extra staff for 2 years: 10% of ¥12,800 each, no discount',
      trial,
      { type: 1, planCode: 'C', years: 2, extraStaff: 3 },
      '29440.00',
    ],
    ['B renews B for 3 years', onB('2027-06-01'), { type: 1, planCode: 'B', years: 3, extraStaff: 0 }, '18846.00'],
    ['B renews down to A', onB('2027-06-01', 4), { type: 1, planCode: 'A', years: 1, extraStaff: 0 }, '3980.00'],
    [
      'B upgrades to C with 7 months left: one started year',
      onB('2027-06-01'),
      { type: 2, planCode: 'C', years: 0, extraStaff: 0 },
      '4598.00',
    ],
    [
      'B upgrades to C with 1 year 7 months left: two years',
      onB('2028-06-01'),
      { type: 2, planCode: 'C', years: 0, extraStaff: 0 },
      '9196.00',
    ],
    [
      'B upgrades to C ending exactly a year from today: one year',
      onB('2027-11-23'),
      { type: 2, planCode: 'C', years: 0, extraStaff: 0 },
      '4598.00',
    ],
    [
      'B upgrades to C ending a year and a day from today: two years',
      onB('2027-11-24'),
      { type: 2, planCode: 'C', years: 0, extraStaff: 0 },
      '9196.00',
    ],
    [
      'upgrade ignores the years typed',
      onB('2027-06-01'),
      { type: 2, planCode: 'C', years: 5, extraStaff: 0 },
      '4598.00',
    ],
    [
      'upgrade to C with 2 extra staff over the remaining year',
      onB('2027-06-01'),
      { type: 2, planCode: 'C', years: 0, extraStaff: 2 },
      '7158.00',
    ],
    [
      'an ended plan renews any plan, from today',
      onB('2026-01-01'),
      { type: 1, planCode: 'C', years: 1, extraStaff: 0 },
      '10880.00',
    ],
  ] as const)('%s', (_what, current, form, total) => {
    const quote = quotePurchase(catalogue, current, form, TODAY);
    expect(quote).toMatchObject({ ok: true, total });
  });

  it.each([
    ['no plan chosen', trial, { type: 1, planCode: null, years: 1, extraStaff: 0 }, M.noPlan],
    ['0 years', trial, { type: 1, planCode: 'A', years: 0, extraStaff: 0 }, M.yearsMin],
    ['negative extra staff', trial, { type: 1, planCode: 'C', years: 1, extraStaff: -1 }, M.extraMin],
    ['extra staff outside plan C', trial, { type: 1, planCode: 'B', years: 1, extraStaff: 2 }, M.extraOnlyC],
    [
      'renewing a higher plan',
      onB('2027-06-01'),
      { type: 1, planCode: 'C', years: 1, extraStaff: 0 },
      M.renewNeedsLower,
    ],
    [
      'upgrading to a lower plan',
      onB('2027-06-01'),
      { type: 2, planCode: 'A', years: 0, extraStaff: 0 },
      M.upgradeNeedsHigher,
    ],
    [
      'upgrading to the same plan costs nothing',
      onB('2027-06-01'),
      { type: 2, planCode: 'B', years: 0, extraStaff: 0 },
      M.zeroTotal,
    ],
    ['upgrading in trial', trial, { type: 2, planCode: 'C', years: 0, extraStaff: 0 }, M.upgradeWithoutPlan],
    [
      'upgrading an ended plan',
      onB('2026-11-22'),
      { type: 2, planCode: 'C', years: 0, extraStaff: 0 },
      M.upgradeWithoutPlan,
    ],
    [
      '8 staff do not fit plan A',
      onB('2027-06-01', 8),
      { type: 1, planCode: 'A', years: 1, extraStaff: 0 },
      capacityMessage(8, 5),
    ],
    [
      '33 staff do not fit C with 2 extra',
      trial && { ...trial, applicable: 33 },
      { type: 1, planCode: 'C', years: 1, extraStaff: 2 },
      capacityMessage(33, 32),
    ],
  ] as const)('refuses %s', (_what, current, form, message) => {
    expect(quotePurchase(catalogue, current, form, TODAY)).toEqual({ ok: false, message });
  });

  it('fits a company exactly at capacity', () => {
    const quote = quotePurchase(
      catalogue,
      { ...trial, applicable: 32 },
      { type: 1, planCode: 'C', years: 1, extraStaff: 2 },
      TODAY,
    );
    expect(quote).toMatchObject({ ok: true, capacity: 32 });
  });

  it('keeps money in whole fen: a discount that splits a fen is rounded once per year', () => {
    const odd = { ...catalogue, B: plan('B', 99_999, 85, 15) }; // 849.9915 yuan a year → 850.00 (84,999 fen)
    expect(quotePurchase(odd, trial, { type: 1, planCode: 'B', years: 3, extraStaff: 0 }, TODAY)).toMatchObject({
      totalFen: 254_997,
      total: '2549.97',
    });
  });
});

describe('remainingYears and addYears', () => {
  it.each([
    [null, 0],
    ['2026-11-22', 0],
    ['2026-11-23', 1],
    ['2027-11-23', 1],
    ['2027-11-24', 2],
    ['2036-11-23', 10],
  ] as const)('plan ending %s has %d whole years left', (end, years) => {
    expect(remainingYears(end, TODAY)).toBe(years);
  });

  it('adds years to a date, 29 February included', () => {
    expect(addYears('2026-11-23', 2)).toBe('2028-11-23');
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
  });
});

describe('discountFold', () => {
  it.each([
    [100, '原价'],
    [90, '9折'],
    [85, '8.5折'],
    [75, '7.5折'],
  ])('%d%% reads %s', (percent, fold) => expect(discountFold(percent)).toBe(fold));
});

describe('order numbers', () => {
  it('are 4 digit-letter pairs from z, g, c, the time and vip', () => {
    const values = [0.05, 0.1, 0.95, 0.5, 0.35, 0.99, 0.0, 0.7];
    let i = 0;
    expect(makeOrderNumber(1_795_000_000_000, () => values[i++]!)).toBe('0z9g3c0c1795000000000vip');
    for (let n = 0; n < 200; n++) expect(makeOrderNumber()).toMatch(ORDER_NUMBER_PATTERN);
  });

  it('refuse what is not one', () => {
    for (const bad of ['0z9c3c0c1795000000000', '0x9c3c0c1795000000000vip', "0z9c3c0c1795000000000vip' or 1=1"])
      expect(ORDER_NUMBER_PATTERN.test(bad)).toBe(false);
  });
});
