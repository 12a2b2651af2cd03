import type { ReactNode } from 'react';
import { checkPermission, hasAnyRole } from '@yjf/domain/permissions';
import { useGetInfoQuery } from '@yjf/api/sessionApi';

/**
 * The signed-in user's permission checks (spec section 6). The server checks every call; this only hides what
 * the user could not use anyway.
 *
 * @example
 *   const { can } = usePermission();
 *   {can('customer:add') && <Button>新增</Button>}
 */
export function usePermission() {
  const roles = useGetInfoQuery().data?.user.roles ?? [];
  return {
    roles,
    /** Element rule: holds at least one of the permissions (administrators hold all). */
    can: (...permissions: string[]) => checkPermission(roles, permissions),
    /** Role check: holds any of the roles. */
    hasRole: (...list: string[]) => hasAnyRole(roles, list),
  };
}

/** Renders its children only for a user holding at least one of `value`. */
export function Permission({ value, children }: { value: string[]; children: ReactNode }) {
  const { can } = usePermission();
  return can(...value) ? <>{children}</> : null;
}
