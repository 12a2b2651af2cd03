/**
 * The membership calls' wire format (spec sections 3 and 7) and its one translation to and from the domain:
 *
 *   combo → planCode, enddate → endDate, astrict → staffLimit, astricts → extraStaff,
 *   number_of_taff → includedStaff, menuids → menuIds, and the purchase form's month → years.
 *
 * The server's routes map here as they read a body and answer, the browser's API calls as they send and
 * receive, so screens and price rules never see the wire's names. No zod here: the shell loads this with its
 * API calls; the bodies' schemas are in `membershipSchemas`.
 */
import type { Plan, PlanCode, PurchaseForm, SetMeal } from './membership';
import type { CodePayBody, PurchaseFormWire } from './membershipSchemas';

export type { CodePayBody, PurchaseFormWire };

/** A plan as sent (spec "meal"). */
export type PlanWire = {
  code: PlanCode;
  name: string;
  discount: number;
  discountPercent: number;
  number_of_taff: number;
  price: number;
  priceFen: number;
  menuids: number[];
};

export const planToWire = (plan: Plan): PlanWire => ({
  code: plan.code,
  name: plan.name,
  discount: plan.discount,
  discountPercent: plan.discountPercent,
  number_of_taff: plan.includedStaff,
  price: plan.price,
  priceFen: plan.priceFen,
  menuids: plan.menuIds,
});

export const planFromWire = (plan: PlanWire): Plan => ({
  code: plan.code,
  name: plan.name,
  discount: plan.discount,
  discountPercent: plan.discountPercent,
  includedStaff: plan.number_of_taff,
  price: plan.price,
  priceFen: plan.priceFen,
  menuIds: plan.menuids,
});

/** `GET api/common/getSetMeal` → `result` as sent (spec "userPrice" with the catalogue). */
export type SetMealWire = {
  packagePriceA: PlanWire;
  packagePriceB: PlanWire;
  packagePriceC: PlanWire;
  astrict: number;
  combo: PlanCode | null;
  enddate: string | null;
  duration: number;
  applicable: number;
  actualPrice: number;
  vip: number;
};

export type SetMealResponse = { resultCode: 'SUCCESS'; result: SetMealWire };

export const setMealToWire = (meal: SetMeal): SetMealWire => ({
  packagePriceA: planToWire(meal.packagePriceA),
  packagePriceB: planToWire(meal.packagePriceB),
  packagePriceC: planToWire(meal.packagePriceC),
  astrict: meal.staffLimit,
  combo: meal.planCode,
  enddate: meal.endDate,
  duration: meal.duration,
  applicable: meal.applicable,
  actualPrice: meal.actualPrice,
  vip: meal.vip,
});

export const setMealFromWire = (meal: SetMealWire): SetMeal => ({
  packagePriceA: planFromWire(meal.packagePriceA),
  packagePriceB: planFromWire(meal.packagePriceB),
  packagePriceC: planFromWire(meal.packagePriceC),
  staffLimit: meal.astrict,
  planCode: meal.combo,
  endDate: meal.enddate,
  duration: meal.duration,
  applicable: meal.applicable,
  actualPrice: meal.actualPrice,
  vip: meal.vip,
});

export const purchaseFormToWire = (form: PurchaseForm): PurchaseFormWire => ({
  type: form.type,
  combo: form.planCode,
  month: form.years,
  astricts: form.extraStaff,
});

export const purchaseFormFromWire = (form: PurchaseFormWire): PurchaseForm => ({
  type: form.type,
  planCode: form.combo,
  years: form.month,
  extraStaff: form.astricts,
});

/** An order as the membership dialog places it (`POST api/wechat/codePay`). */
export type CodePayOrder = Omit<CodePayBody, 'form'> & { form: PurchaseForm };

export const codePayToWire = ({ form, ...order }: CodePayOrder): CodePayBody => ({
  ...order,
  form: purchaseFormToWire(form),
});

/** A plan edit's (套餐管理) two renamed fields; name, price and discount pass as they are (yuan typed, or fen once checked). */
type PlanEditNames = { includedStaff: number; menuIds: number[] };
type PlanEditWireNames = { number_of_taff: number; menuids: number[] };

export const planEditToWire = <Edit extends PlanEditNames>({
  includedStaff,
  menuIds,
  ...rest
}: Edit): Omit<Edit, keyof PlanEditNames> & PlanEditWireNames => ({
  ...rest,
  number_of_taff: includedStaff,
  menuids: menuIds,
});

export const planEditFromWire = <Body extends PlanEditWireNames>({
  number_of_taff,
  menuids,
  ...rest
}: Body): Omit<Body, keyof PlanEditWireNames> & PlanEditNames => ({
  ...rest,
  includedStaff: number_of_taff,
  menuIds: menuids,
});
