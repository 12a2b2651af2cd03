import { PHONE_TAKEN } from '@yjf/area-system/domain/userSchemas';

/** What a person reads when a write lost a race to a unique index its own check could not see yet. */
const MESSAGES: Record<string, string> = {
  users_username_uq: PHONE_TAKEN,
  roles_company_name_uq: '角色名称已存在',
  departments_company_parent_name_uq: '同一上级部门下已有同名部门',
};

export const DUPLICATE_RECORD = '数据已存在，请勿重复提交';

/**
 * The message of a unique violation (PostgreSQL 23505, from pg or PGlite, possibly wrapped by drizzle), or null
 * for any other error. Handlers check for duplicates first; this answers the concurrent write that slipped past.
 */
export function uniqueViolationMessage(error: unknown): string | null {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505') return (typeof constraint === 'string' && MESSAGES[constraint]) || DUPLICATE_RECORD;
    cause = (cause as { cause?: unknown }).cause;
  }
  return null;
}
