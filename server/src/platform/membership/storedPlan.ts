/**
 * The jsonb of `membership_orders`: `basis` (what an order was priced against) and `plan_before`/`plan_after`
 * (the company's plan around its payment). They keep the keys their rows have always had, the spec's `combo`,
 * `enddate` and `astrict`, so old and new rows read alike; these map them to and from the domain's names.
 */
import type { PlanCode } from '@yjf/domain/membership';
import type { OrderBasis } from '@yjf/domain/membershipSettlement';

/** `basis` as stored. */
export type StoredOrderBasis = { combo: PlanCode | null; enddate: string | null; vip: number; astrict: number };

export const basisToStored = (basis: OrderBasis): StoredOrderBasis => ({
  combo: basis.planCode,
  enddate: basis.endDate,
  vip: basis.vip,
  astrict: basis.staffLimit,
});

export const basisFromStored = (stored: StoredOrderBasis): OrderBasis => ({
  planCode: stored.combo,
  endDate: stored.enddate,
  vip: stored.vip,
  staffLimit: stored.astrict,
});

/** A company's plan columns, as `applyPayment` reads and writes them. */
export type PlanState = { planCode: string | null; planEndDate: string | null; vip: number; staffLimit: number };

/** `plan_before`/`plan_after` as stored. */
export type StoredPlanState = { planCode: string | null; planEndDate: string | null; vip: number; astrict: number };

export const planStateToStored = ({ staffLimit, ...state }: PlanState): StoredPlanState => ({
  ...state,
  astrict: staffLimit,
});
