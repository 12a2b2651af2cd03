import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** The caller's address and browser, as sessions and logs record them. */
export function clientOf(request: FastifyRequest): { ip: string; userAgent: string } {
  return { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') };
}

/**
 * The rate limit of a route (its `config.rateLimit`): each client address may make `max` calls a minute, counted
 * in the database across every instance (`databaseRateLimitStore`); beyond that a 429 with a Chinese message
 * and Retry-After.
 *
 * @example app.post('/auth/login', { config: { public: true, rateLimit: perClientLimit(30) } }, ...)
 */
export function perClientLimit(max: number, message = '请求过于频繁，请稍后再试') {
  return { max, timeWindow: 60_000, errorResponseBuilder: () => new AppError(429, message) };
}

/**
 * The rate limit of a route only signed-in callers reach: each user may make `max` calls a minute from wherever they
 * call (colleagues behind one office address keep their own counts), counted as perClientLimit's are.
 */
export function perCallerLimit(max: number, message = '请求过于频繁，请稍后再试') {
  return {
    ...perClientLimit(max, message),
    // The session hook has run (onRequest, before the route's own hooks): the caller is known.
    keyGenerator: (request: FastifyRequest) => (request.auth ? `user:${request.auth.user.id}` : request.ip),
  };
}

/**
 * The rate limit of a route only signed-in callers reach, per session: each signed-in page (a browser's session)
 * may make `max` calls a minute, counted as perClientLimit's are. For what every open page sends by itself.
 */
export function perSessionLimit(max: number, message = '请求过于频繁，请稍后再试') {
  return {
    ...perClientLimit(max, message),
    keyGenerator: (request: FastifyRequest) => (request.auth ? `session:${request.auth.sessionId}` : request.ip),
  };
}
