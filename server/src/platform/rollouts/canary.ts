import crypto from 'node:crypto';
import { PLATFORM_COMPANY_ID } from '@yjf/domain/session';

/** Who gets an area's candidate: the companies named, and a share (percent) of the others. */
export type CanaryAudience = { area: string; companies: readonly number[]; share: number };

/**
 * A company's bucket (0..99) for an area: the first four bytes of SHA-256 of `<company>:<area>`, mod 100. It
 * never changes, so a company picked at share 10 is still picked at 20 (raising the share only adds companies),
 * and each area picks its own companies, so one company is not every area's first tester.
 */
export function canaryBucket(companyId: number, area: string): number {
  return crypto.createHash('sha256').update(`${companyId}:${area}`).digest().readUInt32BE(0) % 100;
}

/**
 * Whether a company gets the area's candidate: named, or picked by the share. The platform company is picked
 * only by name (its administrators preview instead), so a share never puts a candidate in front of them.
 */
export function inCanary(companyId: number, audience: CanaryAudience): boolean {
  if (audience.companies.includes(companyId)) return true;
  return companyId !== PLATFORM_COMPANY_ID && canaryBucket(companyId, audience.area) < audience.share;
}
