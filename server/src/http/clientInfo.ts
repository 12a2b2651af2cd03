import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { createRateLimiter } from './rateLimit';

/** The caller's address and browser, as sessions and logs record them. */
export function clientOf(request: FastifyRequest): { ip: string; userAgent: string } {
  return { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') };
}

/**
 * An `onRequest` hook that lets each client address make `max` calls of this route per minute; beyond that a 429
 * with a Chinese message and Retry-After.
 */
export function perClientLimit(max: number, message = '请求过于频繁，请稍后再试') {
  const limiter = createRateLimiter({ windowMs: 60_000, max });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { allowed, retryAfterSeconds } = limiter.hit(request.ip);
    if (!allowed) {
      reply.header('Retry-After', String(retryAfterSeconds));
      throw new AppError(429, message);
    }
  };
}
