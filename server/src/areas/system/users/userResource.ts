import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import {
  OWN_EMAIL_ELSEWHERE,
  OWN_PHONE_ELSEWHERE,
  PHONE_TAKEN,
  userDeclaration,
  type UserFormValues,
  type UserRole,
} from '@yjf/area-system/domain/userSchemas';
import { childRowsJson } from '../../../crud/childRows';
import { defineResource, type ResourceRow } from '../../../crud/resourceDefinition';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../http/errors';
import { departments, roles, userRoles, users } from '../../../db/accountTables';
import { endUserSessions } from '../../../platform/auth/sessions';
import type { Auth } from '../../../http/callerAuth';
import { USER_IN_USE } from '@yjf/area-system/domain/userSchemas';
import { operationLogs } from '../../../crud/operationLogTable';
import type { MenuCatalog } from '../../../platform/menus/catalog';
import { assertRolesGrantable } from '../roles/grants';
import { assertAccountRoom } from './accountLimit';
import { issuePassword } from './initialPassword';
import { workingColleagues } from './colleagues';
import { assertDeptInView, assertUserManageable, usersInView, usersOfDeptTree } from './userAccess';

const roleOfUser = {
  from: sql`${userRoles} join ${roles} on ${eq(roles.id, userRoles.roleId)}`,
  where: eq(userRoles.userId, users.id),
};

/** Whether a phone is the username of any user (of any company) but `exceptId`. */
async function phoneTaken(tx: Db, phone: string, exceptId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(or(eq(users.username, phone), eq(users.phone, phone)), exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

/** What an edit's log line names with its old and new value: how the user signs in and is reached. */
const IDENTITY_FIELDS = [
  ['phone', '手机号'],
  ['email', '邮箱'],
] as const;

const roleIdsOf = (row: ResourceRow) => (row.roles as UserRole[]).map((role) => role.id);
const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));

/** Refuses a delete of users the caller may not remove: themself, users they may not manage, used users. */
async function assertDeletable(tx: Db, auth: Auth, ids: number[]): Promise<void> {
  if (ids.includes(auth.user.id)) throw badRequest('不能删除自己');
  const targets = await tx.select({ id: users.id, deptId: users.deptId }).from(users).where(inArray(users.id, ids));
  for (const target of targets) await assertUserManageable(tx, auth, target);
  // A user who wrote something is kept (disabled); the records that name one declare it (references).
  const [wrote] = await tx
    .select({ id: operationLogs.userId })
    .from(operationLogs)
    .where(inArray(operationLogs.userId, ids))
    .limit(1);
  if (wrote) throw badRequest(USER_IN_USE);
}

/**
 * 用户 on the list engine: `/api/users` with permission prefix `user` and the enabled switch. The caller
 * reaches only the users of their data scope (others are 404); the department filter finds a department's
 * users with those of the departments below it. The phone is the username and unique across all companies; an
 * add is refused beyond the plan's head count and gets a random password that its answer shows once
 * (`initialPassword`). Roles are checked against what the caller may grant; a user the caller may not manage
 * cannot be edited, disabled or deleted, nor can the caller disable or delete themself, or change their own roles,
 * phone or e-mail here (个人中心 does, with an SMS code). Disabling a user or changing their phone ends their
 * sessions, and the log line of a changed phone or e-mail says from what to what.
 */
export const userResource = (catalog: MenuCatalog) =>
  defineResource<typeof userDeclaration, UserFormValues>({
    path: 'users',
    permission: 'user',
    declaration: userDeclaration,
    table: users,
    projection: {
      deptName: departments.name,
      roles: childRowsJson<UserRole>(
        { fields: { id: roles.id, name: roles.name }, ...roleOfUser, orderBy: roles.level },
        'roles',
      ),
      roleNames:
        sql<string>`(select coalesce(string_agg(${roles.name}, '、' order by ${roles.level}), '') from ${roleOfUser.from} where ${roleOfUser.where})`.as(
          'roleNames',
        ),
    },
    joins: (query) => query.leftJoin(departments, eq(departments.id, users.deptId)),
    filterTargets: {
      blurry: { target: users.searchText, lowercased: true },
      deptId: (deptId, context) => usersOfDeptTree(deptId as number, context),
    },
    links: { roleIds: { table: userRoles, from: userRoles.userId, to: userRoles.roleId } },
    callerScope: usersInView,
    // Anyone may give a record to any working colleague, whatever their own reach among users.
    namedFrom: { picker: '/api/users/options', within: async () => workingColleagues() },
    // An imported file names a person by name (real or nickname) or, when two share it, by phone.
    namedInFiles: {
      names: [users.realName, users.nickName],
      key: { column: users.phone, label: '手机号' },
      hint: '同事的姓名或手机号（重名时填手机号）',
    },
    prepare: async (form, { tx, auth, existing }) => {
      const { roleIds, phone, ...fields } = form;
      if (existing) {
        await assertUserManageable(tx, auth, { id: existing.id, deptId: existing.deptId as number | null });
        if (existing.id === auth.user.id) {
          if (!form.enabled) throw badRequest('不能禁用自己');
          if (!sameIds(roleIds, roleIdsOf(existing))) throw badRequest('不能修改自己的角色');
          // One's own sign-in name and e-mail change only with proof (an SMS code to the new phone; the password
          // and a code): a session left open, or taken, must not be enough to move the account.
          if (phone !== existing.phone) throw badRequest(OWN_PHONE_ELSEWHERE);
          if (form.email !== existing.email) throw badRequest(OWN_EMAIL_ELSEWHERE);
        }
      } else {
        await assertAccountRoom(tx, auth.company.id);
      }
      await assertDeptInView(tx, auth, form.deptId);
      await assertRolesGrantable(tx, auth, catalog, roleIds);
      // Last: a form refused for anything else must not say whether the phone is someone's (of any company).
      if (await phoneTaken(tx, phone, existing?.id)) throw badRequest(PHONE_TAKEN);
      const columns = { ...fields, phone, username: phone };
      // A new user's password is issued by afterAdd in this transaction: the empty hash is never committed.
      return existing ? columns : { ...columns, passwordHash: '' };
    },
    afterAdd: async (row, { tx }) => ({ initialPassword: await issuePassword(tx, row.id) }),
    afterWrite: async (rows, { tx, action }) => {
      if (action !== 'edit' && action !== 'toggle') return;
      const [before, after] = rows as [ResourceRow, ResourceRow];
      // A disabled user, or one whose sign-in name changed, signs in again (or not at all).
      if (!after.enabled || before.phone !== after.phone) await endUserSessions(tx, after.id);
    },
    beforeDelete: (ids, { tx, auth }) => assertDeletable(tx, auth, ids),
    inUseMessage: USER_IN_USE,
    titleOf: (row) => String(row.nickName),
    describeEdit: (before, after) => {
      const changed = IDENTITY_FIELDS.filter(([field]) => before[field] !== after[field]).map(
        ([field, label]) => `${label}（${String(before[field]) || '无'} → ${String(after[field]) || '无'}）`,
      );
      return changed.length ? `修改用户「${String(after.nickName)}」的${changed.join('、')}` : undefined;
    },
    toggleField: 'enabled',
    beforeToggle: async (row, enabled, { tx, auth }) => {
      if (row.id === auth.user.id && !enabled) throw badRequest('不能禁用自己');
      await assertUserManageable(tx, auth, { id: row.id, deptId: row.deptId as number | null });
    },
  });
