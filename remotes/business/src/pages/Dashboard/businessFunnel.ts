import { BUSINESS_FUNNEL } from '../../domain/dashboard';

const ENDS: readonly string[] = [BUSINESS_FUNNEL.won, BUSINESS_FUNNEL.lost];
const STAGES: readonly string[] = BUSINESS_FUNNEL.stages;

/**
 * The 商机漏斗 from the business counted by status (each slice's `status`, in the dictionary's order): the open
 * stages in the order a business goes through them, and what ended (成功, 无效), shown beside the funnel. A
 * status the platform added to the dictionary is an open stage after the known ones.
 */
export function businessFunnel<Slice extends { status: string }>(slices: Slice[]): { stages: Slice[]; ends: Slice[] } {
  const byStatus = new Map(slices.map((slice) => [slice.status, slice]));
  const added = slices.filter((slice) => !STAGES.includes(slice.status) && !ENDS.includes(slice.status));
  return {
    stages: [...STAGES.flatMap((status) => byStatus.get(status) ?? []), ...added],
    ends: ENDS.flatMap((status) => byStatus.get(status) ?? []),
  };
}
