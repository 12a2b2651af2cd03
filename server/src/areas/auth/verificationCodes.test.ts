import { chinaDayStart } from './verificationCodes';

describe('chinaDayStart', () => {
  it('is midnight in Beijing time', () => {
    expect(chinaDayStart(new Date('2026-11-22T15:59:59Z')).toISOString()).toBe('2026-11-21T16:00:00.000Z');
    expect(chinaDayStart(new Date('2026-11-22T16:00:00Z')).toISOString()).toBe('2026-11-22T16:00:00.000Z');
  });
});
