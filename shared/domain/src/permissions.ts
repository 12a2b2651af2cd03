/**
 * The permission rules of spec section 6, as pure functions every screen uses through @yjf/ui/Permission.
 * Roles are the session user's `roles`: permission strings, `admin` for administrators.
 */

/** The role of administrators: it holds every permission the company's plan opens. */
export const ADMIN_ROLE = 'admin';

/** A role check: does the user hold any of the roles in `list`? */
export function hasAnyRole(userRoles: readonly string[], list: readonly string[]): boolean {
  return list.some((role) => userRoles.includes(role));
}

/**
 * The element rule: keep an element only if the user holds at least one of `value` (administrators hold all).
 * It needs a non-empty list; an empty one is a mistake in the screen, so it keeps nothing.
 */
export function checkPermission(userRoles: readonly string[], value: readonly string[]): boolean {
  if (!value.length) {
    console.error("checkPermission 需要权限列表，例如 checkPermission(roles, ['customer:add'])");
    return false;
  }
  return hasAnyRole(userRoles, [ADMIN_ROLE, ...value]);
}
