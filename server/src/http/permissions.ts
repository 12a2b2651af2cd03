import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { authOf } from './authenticate';
import { PLATFORM_COMPANY_ID } from '@yjf/domain/session';
import { forbidden } from './errors';

export const PLAN_FORBIDDEN = '当前套餐未开通该功能，请升级套餐后使用';
export const ROLE_FORBIDDEN = '没有权限进行此操作，请联系企业管理员';

/** Throws 403 with a clear message unless the caller may use `permission` (plan first, then roles). */
export async function assertPermission(ctx: AppContext, request: FastifyRequest, permission: string): Promise<void> {
  const verdict = await ctx.catalog.check(authOf(request), permission);
  if (verdict === 'plan') throw forbidden(PLAN_FORBIDDEN);
  if (verdict === 'role') throw forbidden(ROLE_FORBIDDEN);
}

/**
 * A preHandler that lets a route through only for callers who may use one of the permissions.
 *
 * @example app.get('/api/menus/tree', { preHandler: requirePermission(ctx, 'menu:list', 'roles:list') }, ...)
 */
export function requirePermission(ctx: AppContext, ...permissions: string[]) {
  return async (request: FastifyRequest) => {
    let lastError: unknown;
    for (const permission of permissions) {
      try {
        await assertPermission(ctx, request, permission);
        return;
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError;
  };
}

/**
 * preHandlers for what only the platform's administrators change (the global menu set, dictionaries): the
 * caller must belong to the platform company and hold the permission.
 */
export function requirePlatformPermission(ctx: AppContext, permission: string, message: string) {
  return [
    async (request: FastifyRequest) => {
      if (authOf(request).company.id !== PLATFORM_COMPANY_ID) throw forbidden(message);
    },
    requirePermission(ctx, permission),
  ];
}
