import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from '@yjf/domain/zod';
import { uniqueViolationMessage } from './uniqueViolations';
import { OUT_OF_RANGE_MESSAGE } from '@yjf/domain/lists';
import { isOutOfRangeValue } from './outOfRangeValues';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from './databaseOutage';
import { noteServerError } from './serverErrors';

/** An error a handler throws on purpose: the status and the Chinese message the user reads. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const notFound = (message = '数据不存在或已被删除') => new AppError(404, message);
export const forbidden = (message = '没有权限进行此操作') => new AppError(403, message);
export const conflict = (message: string) => new AppError(409, message);

/** Chinese messages for the errors Fastify itself raises before a handler runs. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求内容过大',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求内容不能为空',
  FST_ERR_CTP_INVALID_JSON_BODY: '请求内容不是合法的 JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求内容长度不正确',
  FST_ERR_VALIDATION: '请求参数不正确',
  FST_ERR_NOT_FOUND: '接口不存在',
};

/**
 * An error's answer: `{status, message}`, and for the server's own failures (5xx) the request's id too, the one
 * its log lines and the `X-Request-Id` header carry, so that a user's screenshot of the error finds them.
 */
export function sendError(request: FastifyRequest, reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send(status >= 500 ? { status, message, requestId: request.id } : { status, message });
}

/**
 * Every error leaves the server as `{status, message}`; a 500 never shows its cause to the client.
 * `databaseUnavailable` is told whenever a request found the database gone (the app forgets the sessions it kept).
 */
export function registerErrorHandling(app: FastifyInstance, hooks: { databaseUnavailable?(): void } = {}): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (typeof error !== 'object' || error === null) {
      // Something threw a string or a number: the checks below would fail on it, and Fastify's fallback
      // would show it to the client.
      request.log.error({ err: error }, 'unhandled non-error thrown');
      noteServerError(request, error);
      return sendError(request, reply, 500, '服务器内部错误');
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = error.validation[0]?.message ?? '请求参数不正确';
      return sendError(request, reply, 400, message);
    }
    if (error instanceof z.ZodError) {
      // A schema applied inside a handler (after decrypting a field, say).
      return sendError(request, reply, 400, error.issues[0]?.message ?? '请求参数不正确');
    }
    if (error instanceof AppError) {
      return sendError(request, reply, error.status, error.message);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      noteServerError(request, error);
      return sendError(request, reply, 500, '服务器内部错误');
    }
    const duplicate = uniqueViolationMessage(error);
    if (duplicate) return sendError(request, reply, 400, duplicate);
    if (isOutOfRangeValue(error)) return sendError(request, reply, 400, OUT_OF_RANGE_MESSAGE);
    if (isDatabaseUnavailable(error)) {
      // Not the request's fault and not a bug: said plainly, logged once, and the caller may retry.
      request.log.warn({ err: error }, 'database unavailable');
      hooks.databaseUnavailable?.();
      return sendError(request, reply.header('Retry-After', '5'), 503, DATABASE_UNAVAILABLE);
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'unhandled error');
      noteServerError(request, error);
      return sendError(request, reply, 500, '服务器内部错误');
    }
    const message =
      (error.code && frameworkMessages[error.code]) || (status === 429 ? '请求过于频繁，请稍后再试' : '请求不正确');
    return sendError(request, reply, status, message);
  });
}

/**
 * Fastify's `frameworkErrors` option: a URL the router refuses — one that cannot be decoded (FST_ERR_BAD_URL),
 * a path parameter over its 100 characters (FST_ERR_MAX_PARAM_LENGTH) — never reaches a route, the hooks or
 * the error handler, and would otherwise get Fastify's English body quoting the URL. Every such refusal is the
 * client's: 400.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)
    return sendError(request, reply, 400, '请求地址不正确');
  request.log.error({ err: error }, 'router error');
  return sendError(request, reply, 500, '服务器内部错误');
}
