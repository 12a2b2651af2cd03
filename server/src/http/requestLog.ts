import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { App } from '../context';
import { elapsedMs } from './requestTiming';

/** An id the proxy gave the request (nginx's `$request_id`): kept when it looks like one, so both logs agree. */
const PROXY_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * The id of a request: the proxy's `X-Request-Id` when the server sits behind one (`TRUST_PROXY`), otherwise a
 * new UUID. Never taken from a client that speaks to the server directly.
 */
export function requestIdGenerator(trustProxy: boolean) {
  return (request: IncomingMessage): string => {
    const given = request.headers['x-request-id'];
    return trustProxy && typeof given === 'string' && PROXY_ID.test(given) ? given : randomUUID();
  };
}

/**
 * Every answer carries its request's id (`X-Request-Id`), so a user's error can be found in the log; the log has
 * one JSON line per request (method, address, status, milliseconds) with the same id as `reqId`.
 */
export function registerRequestLog(app: App): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url.length > 300 ? `${request.url.slice(0, 300)}…` : request.url,
        statusCode: reply.statusCode,
        ms: elapsedMs(request),
        ip: request.ip,
      },
      'request',
    );
  });
}
