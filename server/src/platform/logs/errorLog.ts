import type { FastifyReply, FastifyRequest } from 'fastify';
// The request's `auth`, declared with the caller.
import type {} from '../../http/callerAuth';
import { notedServerError } from '../../http/serverErrors';
import type { App, AppContext } from '../../context';
import { errorLogs } from './schema';

/** Query parameters whose values never reach the log. */
const SECRET_PARAMETER = /token|passw|secret|^code$|sign|ticket|^key$|apikey|accesskey/i;

/** The URL as logged: the path, and the query with the values of secret-looking parameters blanked. */
export function loggedUrl(rawUrl: string): string {
  const [path = '', query] = rawUrl.split('?', 2);
  if (!query) return path.slice(0, 500);
  const parameters = new URLSearchParams(query);
  for (const name of new Set(parameters.keys())) {
    if (SECRET_PARAMETER.test(name)) parameters.set(name, '***');
  }
  return `${path}?${parameters.toString()}`.slice(0, 500);
}

function describeError(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) {
    return { message: error.message || error.name, stack: error.stack ?? '' };
  }
  return { message: String(error), stack: '' };
}

/**
 * The error log (异常日志): every request that ends in a server error (an exception the error handler turned
 * into a 500) leaves a row with who, what and where, and the stack for administrators. Replies a handler
 * sends as 5xx on purpose (health DOWN, front end not built) are not errors and are not logged; nor any 4xx.
 * Writing the row runs after the reply and never fails the request: a failure is only logged.
 */
export function registerErrorLog(app: App, ctx: AppContext): void {
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const noted = notedServerError(request);
    if (reply.statusCode < 500 || !noted) return;
    const { message, stack } = describeError(noted.error);
    const auth = request.auth;
    void ctx.database.db
      .insert(errorLogs)
      .values({
        companyId: auth?.company.id ?? null,
        userId: auth?.user.id ?? null,
        username: (auth?.user.username ?? '').slice(0, 32),
        method: request.method.slice(0, 10),
        url: loggedUrl(request.url),
        description: (request.routeOptions.url ?? '').slice(0, 255),
        message: message.slice(0, 1000),
        stack: stack.slice(0, 20_000),
        ip: request.ip.slice(0, 64),
        userAgent: String(request.headers['user-agent'] ?? '').slice(0, 255),
        durationMs: Math.round(reply.elapsedTime),
        requestId: request.id.slice(0, 64),
      })
      .catch((error: unknown) => request.log.warn({ err: error }, 'error log not written'));
  });
}
