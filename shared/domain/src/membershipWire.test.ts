import { MEMBERSHIP_MESSAGES as M, type SetMeal } from './membership';
import { SEEDED_CATALOGUE } from './membershipFixtures';
import { planEditWireSchema, purchaseFormWireSchema } from './membershipSchemas';
import {
  codePayToWire,
  planEditFromWire,
  planEditToWire,
  planFromWire,
  planToWire,
  purchaseFormFromWire,
  purchaseFormToWire,
  setMealFromWire,
  setMealToWire,
} from './membershipWire';

describe('purchaseFormWireSchema', () => {
  it('names what is wrong in Chinese', () => {
    const result = purchaseFormWireSchema.safeParse({ type: 1, combo: 'D', month: 1, astricts: -2 });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toEqual([M.noPlan, M.extraMin]);
  });
});

describe('the wire keeps the spec’s names, the domain its own', () => {
  it('a plan', () => {
    const wire = planToWire(SEEDED_CATALOGUE.B);
    expect(wire).toEqual({
      code: 'B',
      name: '专业版',
      discount: 0.9,
      discountPercent: 90,
      number_of_taff: 15,
      price: 6980,
      priceFen: 698_000,
      menuids: [],
    });
    expect(planFromWire(wire)).toEqual(SEEDED_CATALOGUE.B);
  });

  it('the plans and the company’s plan (getSetMeal)', () => {
    const meal: SetMeal = {
      packagePriceA: SEEDED_CATALOGUE.A,
      packagePriceB: SEEDED_CATALOGUE.B,
      packagePriceC: SEEDED_CATALOGUE.C,
      staffLimit: 32,
      planCode: 'C',
      endDate: '2027-11-20',
      duration: 1,
      applicable: 8,
      actualPrice: 10880,
      vip: 2,
    };
    const wire = setMealToWire(meal);
    expect(wire).toMatchObject({ astrict: 32, combo: 'C', enddate: '2027-11-20', duration: 1, applicable: 8 });
    expect(wire.packagePriceC).toMatchObject({ number_of_taff: 30, menuids: [] });
    expect(wire).not.toHaveProperty('staffLimit');
    expect(setMealFromWire(wire)).toEqual(meal);
  });

  it('the purchase form and the order', () => {
    const form = { type: 1 as const, planCode: 'C' as const, years: 2, extraStaff: 3 };
    expect(purchaseFormToWire(form)).toEqual({ type: 1, combo: 'C', month: 2, astricts: 3 });
    expect(purchaseFormFromWire(purchaseFormToWire(form))).toEqual(form);
    const order = { outTradeNo: '0z9g3c0c1795000000000vip', amount: '1.00', remark: '', userid: 7, form };
    expect(codePayToWire(order)).toEqual({ ...order, form: { type: 1, combo: 'C', month: 2, astricts: 3 } });
  });

  it('a plan edit, checked under the wire’s names', () => {
    const edit = { name: '专业版', price: '7980.00', discountPercent: 80, includedStaff: 20, menuIds: [3, 4] };
    const wire = planEditToWire(edit);
    expect(wire).toEqual({
      name: '专业版',
      price: '7980.00',
      discountPercent: 80,
      number_of_taff: 20,
      menuids: [3, 4],
    });
    expect(planEditFromWire(planEditWireSchema.parse(wire))).toEqual({ ...edit, price: 798_000 });
  });
});
