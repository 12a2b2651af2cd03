import { createRateLimiter } from './rateLimit';

describe('createRateLimiter', () => {
  it('allows max hits per window and key, then says how long to wait', () => {
    const limiter = createRateLimiter({ windowMs: 60_000, max: 3 });
    const t0 = 1_000_000;
    expect([1, 2, 3].map(() => limiter.hit('a', t0).allowed)).toEqual([true, true, true]);
    expect(limiter.hit('a', t0 + 10_000)).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect(limiter.hit('b', t0 + 10_000).allowed).toBe(true);
    expect(limiter.hit('a', t0 + 60_000).allowed).toBe(true);
  });
});
