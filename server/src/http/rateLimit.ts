/**
 * A fixed-window counter per key (client address and action), kept in this process. Enough against a single
 * client hammering sign-in, captcha or SMS; each API process counts on its own.
 */
export function createRateLimiter(options: { windowMs: number; max: number }) {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = Date.now();
  return {
    /** Counts one hit; answers whether it is allowed, and if not, how many seconds to wait. */
    hit(key: string, now = Date.now()): { allowed: boolean; retryAfterSeconds: number } {
      if (now - lastSweep > options.windowMs) {
        for (const [k, w] of windows) if (now - w.start >= options.windowMs) windows.delete(k);
        lastSweep = now;
      }
      let window = windows.get(key);
      if (!window || now - window.start >= options.windowMs) {
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      const allowed = window.count <= options.max;
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.ceil((window.start + options.windowMs - now) / 1000) };
    },
  };
}
