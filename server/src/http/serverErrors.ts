import type { FastifyRequest } from 'fastify';

/** Where the error handler leaves the error of a request that ends in a 500, for whoever logs it. */
const SERVER_ERROR = Symbol('serverError');
type NotedRequest = FastifyRequest & { [SERVER_ERROR]?: unknown };

/**
 * Remembers the error behind a request's 500 (called by the error handler), so it can be logged once the
 * reply has gone (platform/logs' error log, in an onResponse hook) and the caller never waits for the log.
 */
export function noteServerError(request: FastifyRequest, error: unknown): void {
  (request as NotedRequest)[SERVER_ERROR] = error;
}

/** The error noted behind a request's 500, or null when none was noted. */
export function notedServerError(request: FastifyRequest): { error: unknown } | null {
  const noted = request as NotedRequest;
  return SERVER_ERROR in noted ? { error: noted[SERVER_ERROR] } : null;
}
