/** What a person reads while the database cannot be reached: the request may simply be repeated later. */
export const DATABASE_UNAVAILABLE = '数据库暂时不可用，请稍后再试';

/** Socket errors of a connection that could not be made or was lost. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server going away: 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now
 * (starting up or in recovery), 53300 too many connections; class 08 is every connection exception.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Messages node-postgres gives without a code: its pool waiting too long, or a connection cut mid-query. */
const LOST_CONNECTION = [
  /timeout exceeded when trying to connect/i,
  /connection terminated/i,
  /connection timeout/i,
  /client has encountered a connection error/i,
  /cannot use a pool after calling end/i,
];

/**
 * Whether an error (from pg, possibly wrapped by drizzle, or an AggregateError of several addresses) means the
 * database could not be reached, rather than that the query was wrong: such a request answers 503 with
 * DATABASE_UNAVAILABLE instead of a 500, and succeeds again once the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const pending: unknown[] = [error];
  for (let seen = 0; pending.length && seen < 10; seen++) {
    const cause = pending.shift();
    if (!cause || typeof cause !== 'object') continue;
    const { code, message, errors } = cause as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string') {
      if (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (typeof message === 'string' && LOST_CONNECTION.some((pattern) => pattern.test(message))) return true;
    pending.push((cause as { cause?: unknown }).cause);
    if (Array.isArray(errors)) pending.push(...(errors as unknown[]));
  }
  return false;
}
