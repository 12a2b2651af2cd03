import crypto from 'node:crypto';
import { PLATFORM_COMPANY_ID } from '@yjf/domain/session';
import { canaryBucket, inCanary } from './canary';

const companyIds = Array.from({ length: 5000 }, (_, i) => i + 2);
const picked = (area: string, share: number) =>
  new Set(companyIds.filter((id) => inCanary(id, { area, companies: [], share })));

describe('the canary picks companies stably', () => {
  it('raising the share only adds companies, from none at 0 to all but the platform at 100', () => {
    let before = new Set<number>();
    for (const share of [0, 1, 5, 10, 25, 50, 75, 99, 100]) {
      const now = picked('customers', share);
      for (const id of before) expect(now.has(id)).toBe(true);
      before = now;
    }
    expect(picked('customers', 0).size).toBe(0);
    expect(picked('customers', 100).size).toBe(companyIds.length);
  });

  it('picks about the share asked for, and other companies for another area', () => {
    const tenth = picked('customers', 10);
    expect(tenth.size).toBeGreaterThan(400);
    expect(tenth.size).toBeLessThan(600);
    const otherArea = picked('projects', 10);
    const both = [...tenth].filter((id) => otherArea.has(id)).length;
    expect(both).toBeLessThan(tenth.size / 2);
  });

  it('gives one company the same bucket every time, from the hash of company and area', () => {
    expect(canaryBucket(3, 'customers')).toBe(canaryBucket(3, 'customers'));
    // The bucket is the first four bytes of sha256("3:customers"), big-endian, mod 100.
    const digest = crypto.createHash('sha256').update('3:customers').digest();
    expect(canaryBucket(3, 'customers')).toBe(digest.readUInt32BE(0) % 100);
    for (const id of companyIds.slice(0, 200)) expect(canaryBucket(id, 'customers')).toBeLessThan(100);
  });

  it('picks a named company at any share, and the platform company only by name', () => {
    expect(inCanary(3, { area: 'customers', companies: [3], share: 0 })).toBe(true);
    expect(inCanary(2, { area: 'customers', companies: [3], share: 0 })).toBe(false);
    expect(inCanary(PLATFORM_COMPANY_ID, { area: 'customers', companies: [], share: 100 })).toBe(false);
    expect(inCanary(PLATFORM_COMPANY_ID, { area: 'customers', companies: [PLATFORM_COMPANY_ID], share: 0 })).toBe(true);
  });
});
