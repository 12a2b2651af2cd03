import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { authOf } from './callerAuth';
import { PLATFORM_COMPANY_ID } from '@yjf/domain/session';
import { forbidden } from './errors';

export const PLAN_FORBIDDEN = '当前套餐未开通该功能，请升级套餐后使用';
export const ROLE_FORBIDDEN = '没有权限进行此操作，请联系企业管理员';

const PERMISSIONS_CHECKED = Symbol('permissions checked');

/** The permissions a check lets through: a list, or one worked out when asked (once the app is complete). */
type CheckedPermissions = readonly string[] | (() => readonly string[]);

/** Marks a hook as a permission check, with the permissions it checks. */
export function permissionCheck<Hook extends object>(hook: Hook, permissions: CheckedPermissions): Hook {
  return Object.assign(hook, { [PERMISSIONS_CHECKED]: permissions });
}

/** The permissions a hook checks, when it is a permission check. */
export function permissionsCheckedBy(hook: unknown): string[] | null {
  if (typeof hook !== 'function' || !(PERMISSIONS_CHECKED in hook)) return null;
  const checked = (hook as unknown as Record<symbol, CheckedPermissions>)[PERMISSIONS_CHECKED]!;
  return [...(typeof checked === 'function' ? checked() : checked)];
}

/** Throws 403 with a clear message unless the caller may use `permission` (plan first, then roles). */
export async function assertPermission(ctx: AppContext, request: FastifyRequest, permission: string): Promise<void> {
  const verdict = await ctx.catalog.check(authOf(request), permission);
  if (verdict === 'plan') throw forbidden(PLAN_FORBIDDEN);
  if (verdict === 'role') throw forbidden(ROLE_FORBIDDEN);
}

/**
 * An `onRequest` hook that lets a route through only for callers who may use one of the permissions. It runs
 * before the body is read and validated, so a caller without the permission gets 403 whatever it sent (the
 * route registry refuses a permission check placed any later).
 *
 * @example app.get('/api/menus/tree', { onRequest: requirePermission(ctx, 'menu:list', 'roles:list') }, ...)
 */
export function requirePermission(ctx: AppContext, ...permissions: string[]) {
  return requireOneOf(ctx, permissions);
}

/**
 * `requirePermission` for a list of permissions worked out on the first request, when every route is
 * registered: who may pick a resource's records depends on the forms that name it, registered after it.
 */
export function requireOneOf(ctx: AppContext, permissions: CheckedPermissions) {
  let known: readonly string[] | undefined;
  const listed = () => (known ??= typeof permissions === 'function' ? permissions() : permissions);
  return permissionCheck(async (request: FastifyRequest) => {
    let lastError: unknown;
    for (const permission of listed()) {
      try {
        await assertPermission(ctx, request, permission);
        return;
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError;
  }, listed);
}

/**
 * `onRequest` hooks for what only the platform's administrators change (the global menu set, dictionaries):
 * the caller must belong to the platform company and hold the permission.
 */
export function requirePlatformPermission(ctx: AppContext, permission: string, message: string) {
  return [
    permissionCheck(
      async (request: FastifyRequest) => {
        if (authOf(request).company.id !== PLATFORM_COMPANY_ID) throw forbidden(message);
      },
      [permission],
    ),
    requirePermission(ctx, permission),
  ];
}
