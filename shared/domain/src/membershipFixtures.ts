/** Plans for tests: the catalogue as the demo seed writes it, in the shape the browser reads. */
import type { Plan, PlanCode, SetMeal } from './membership';

export const testPlan = (
  code: PlanCode,
  name: string,
  priceFen: number,
  discountPercent: number,
  staff: number,
): Plan => ({
  code,
  name,
  discount: discountPercent / 100,
  discountPercent,
  includedStaff: staff,
  price: priceFen / 100,
  priceFen,
  menuIds: [],
});

/** A ¥3,980 原价 5 人, B ¥6,980 9折 15 人, C ¥12,800 8.5折 30 人. */
export const SEEDED_CATALOGUE: Record<PlanCode, Plan> = {
  A: testPlan('A', '基础版', 398_000, 100, 5),
  B: testPlan('B', '专业版', 698_000, 90, 15),
  C: testPlan('C', '旗舰版', 1_280_000, 85, 30),
};

/** A trial company's plans as `getSetMeal` answers them: the seeded catalogue, 30 staff allowed, 3 in the company. */
export const TRIAL_SET_MEAL: SetMeal = {
  packagePriceA: SEEDED_CATALOGUE.A,
  packagePriceB: SEEDED_CATALOGUE.B,
  packagePriceC: SEEDED_CATALOGUE.C,
  staffLimit: 30,
  planCode: null,
  endDate: null,
  duration: 0,
  applicable: 3,
  actualPrice: 0,
  vip: 1,
};
