import { lt, sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import type { Db } from '../db/client';
import { rateLimitWindows } from './rateLimitTable';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

/** Rows of windows that ended this long ago are swept (now and then, by whichever instance counts). */
const SWEEP_AFTER_MS = 24 * 3600_000;
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Counts a hit of `key` in its fixed window of `windowMs`, in one statement: a window that has ended starts
 * again at 1. Answers the hits so far and the milliseconds left in the window.
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<Counted> {
  const ended = sql`${rateLimitWindows.windowStart} <= now() - make_interval(secs => ${windowMs / 1000})`;
  const [row] = await db
    .insert(rateLimitWindows)
    .values({ key, windowStart: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitWindows.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimitWindows.hits} + 1 end`,
        windowStart: sql`case when ${ended} then now() else ${rateLimitWindows.windowStart} end`,
      },
    })
    .returning({
      hits: rateLimitWindows.hits,
      leftMs: sql<string>`extract(epoch from (${rateLimitWindows.windowStart} + make_interval(secs => ${windowMs / 1000}) - now())) * 1000`,
    });
  return { current: row!.hits, ttl: Math.max(0, Math.ceil(Number(row!.leftMs))) };
}

/**
 * The store of `@fastify/rate-limit` over the database (the plugin's own keeps counts in one process), so every
 * instance behind a proxy counts the same hits. Each route's limiter is a child that prefixes its keys with the
 * route, so the limits of different routes never share a counter.
 */
export function databaseRateLimitStore(db: Db) {
  let lastSweep = 0;
  const sweep = () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    void db
      .delete(rateLimitWindows)
      .where(lt(rateLimitWindows.windowStart, new Date(Date.now() - SWEEP_AFTER_MS)))
      .catch(() => undefined);
  };
  return class DatabaseRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}
    incr(key: string, callback: Callback, timeWindow = 60_000): void {
      sweep();
      countHit(db, `${this.prefix}${key}`, timeWindow).then(
        (counted) => callback(null, counted),
        (error: Error) => callback(error),
      );
    }
    // Typed as the route's options; what the plugin hands over is its merged parameters, the route in `routeInfo`.
    child(params: RouteOptions & { path: string; prefix: string }) {
      const { method, url } = (params as unknown as { routeInfo?: Partial<RouteOptions> }).routeInfo ?? params;
      return new DatabaseRateLimitStore(null, `${String(method ?? '')} ${url ?? ''} `);
    }
  };
}
