import { and, eq, getTableColumns, gt, ne, sql, type Table } from 'drizzle-orm';
import { effectiveRoles, type SessionUser } from '@yjf/domain/session';
import type { Db } from '../../db/client';
import { CALLER_COMPANY_OMITS, CALLER_USER_OMITS, type Auth } from '../../http/callerAuth';
import { companies, roles, userRoles, users } from '../../db/accountTables';
import { menus, roleMenus } from '../accounts/menuTables';
import { roleEpoch } from '../accounts/roleEpochTable';
import { sessions } from './schema';
import type { KeptSessions } from './keptSessions';
import { hashToken, newToken, sessionExpiry, TOUCH_INTERVAL_MS } from './sessionTokens';

/** Opens a session for a user who has just proved who they are; answers the token the browser keeps. */
export async function createSession(
  db: Db,
  user: { id: number; companyId: number },
  options: { rememberMe: boolean; ip: string; userAgent: string },
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: user.id,
    companyId: user.companyId,
    rememberMe: options.rememberMe,
    ip: options.ip.slice(0, 64),
    userAgent: options.userAgent.slice(0, 255),
    expiresAt: sessionExpiry(options.rememberMe),
  });
  return token;
}

/** The session statement's name: prepared once per connection (the bench sends its SQL under the same name). */
export const SESSION_STATEMENT = 'resolve_session';

/** A table's columns without `omitted`: what a statement selects of it. */
function columnsWithout<T extends Table, K extends keyof T['_']['columns']>(table: T, omitted: readonly K[]) {
  const columns = { ...getTableColumns(table) };
  for (const key of omitted) delete columns[key];
  return columns as Omit<T['_']['columns'], K>;
}

/**
 * The session of a token with its user, its company and the role epoch (roleEpochTable.ts), in one statement:
 * every request reads it, so it is built once per database and prepared (PostgreSQL plans it once per
 * connection). It reads only what a request uses: of the session, its id and times; of the user and the company,
 * their rows without CALLER_USER_OMITS and CALLER_COMPANY_OMITS. Each column costs every request its parsing and
 * mapping: with the whole rows (38 columns, the password hash among them) the check took about a fifth more of
 * the server's CPU (measured on PostgreSQL: 204 and 241 µs a check against 169 and 189 µs).
 */
function sessionStatement(db: Db) {
  return db
    .select({
      session: { id: sessions.id, expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt },
      user: columnsWithout(users, CALLER_USER_OMITS),
      company: columnsWithout(companies, CALLER_COMPANY_OMITS),
      roleEpoch:
        sql<number>`coalesce((select ${roleEpoch.epoch} from ${roleEpoch} where ${roleEpoch.id} = 1), 0)`.mapWith(
          Number,
        ),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare(SESSION_STATEMENT);
}

/**
 * What the session check knows of one database: its statement, and the roles it worked out for each user with
 * the role epoch they were read under. Roles are read after the epoch, so they are never older than it; while
 * the epoch is unchanged nothing they depend on has changed, on any instance.
 */
type SessionReader = {
  statement: ReturnType<typeof sessionStatement>;
  roles: Map<number, { epoch: number; held: { roles: string[]; isAdmin: boolean } }>;
};
const readers = new WeakMap<Db, SessionReader>();
type SessionRow = Awaited<ReturnType<SessionReader['statement']['execute']>>[number];
/** Users whose roles one server keeps; past it the map starts again (a burst of sign-ins of many users). */
const KEPT_USERS = 10_000;

/** A user's roles under `epoch`: the ones worked out before when the epoch is the same, else read now. */
async function heldRolesAt(db: Db, reader: SessionReader, userId: number, epoch: number) {
  const kept = reader.roles.get(userId);
  if (kept?.epoch === epoch) return kept.held;
  const held = await rolesOf(db, userId);
  if (reader.roles.size >= KEPT_USERS) reader.roles.clear();
  reader.roles.set(userId, { epoch, held });
  return held;
}

/**
 * The caller of a token: null when the token is unknown, expired, or its user or company is disabled.
 * Last-seen times are written at most once a minute. With `kept`, the session's row is read from the database
 * once and then kept by this instance until a notice drops it (keptSessions.ts).
 */
export async function resolveSession(db: Db, token: string, kept?: KeptSessions): Promise<Auth | null> {
  let reader = readers.get(db);
  if (!reader) readers.set(db, (reader = { statement: sessionStatement(db), roles: new Map() }));
  const tokenHash = hashToken(token);
  const now = Date.now();
  let row = kept?.find(tokenHash, now) as SessionRow | undefined;
  if (!row) {
    const mark = kept?.mark();
    [row] = await reader.statement.execute({ tokenHash });
    if (!row) return null;
    if (kept) kept.keep(tokenHash, row, mark!);
  }
  if (row.session.expiresAt.getTime() <= now || !row.user.enabled || !row.company.enabled) {
    kept?.drop(tokenHash);
    await db.delete(sessions).where(eq(sessions.id, row.session.id));
    return null;
  }
  if (now - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    // Noted on the row first, so the calls that come meanwhile (it may be kept) do not write it again.
    row.session.lastSeenAt = new Date(now);
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, row.session.id));
  }
  const { roles: held, isAdmin } = await heldRolesAt(db, reader, row.user.id, row.roleEpoch);
  return { sessionId: row.session.id, user: row.user, company: row.company, roles: held, isAdmin };
}

/**
 * What a session of this user would hold (its id 0), for work done about them without a request of theirs: the
 * reach of a message's recipient (`platform/messages`). Null for a disabled user or company, as a session's check.
 */
export async function userAuth(db: Db, userId: number): Promise<Auth | null> {
  const [row] = await db
    .select({
      user: columnsWithout(users, CALLER_USER_OMITS),
      company: columnsWithout(companies, CALLER_COMPANY_OMITS),
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  if (!row || !row.user.enabled || !row.company.enabled) return null;
  const { roles: held, isAdmin } = await rolesOf(db, userId);
  return { sessionId: 0, user: row.user, company: row.company, roles: held, isAdmin };
}

/**
 * A user's roles as permission strings (spec section 6): `admin` for administrators, the menus' permissions.
 * The one definition of what held roles allow: whether any is an administrator's, and the permissions of their
 * menus. Read at sign-in, for deploy tokens, and by the session check when the role epoch has moved.
 */
export async function rolesOf(db: Db, userId: number): Promise<{ roles: string[]; isAdmin: boolean }> {
  // Each subquery is a nested SQL: drizzle writes a one-table statement's own columns without their table (this
  // reads from users alone), and inside the subqueries that would make `id` and `role_id` ambiguous.
  const admin = sql`(select bool_or(${roles.isAdmin}) from ${userRoles}
    inner join ${roles} on ${roles.id} = ${userRoles.roleId} where ${userRoles.userId} = ${users.id})`;
  const permissions = sql`(select json_agg(distinct ${menus.permission}) from ${userRoles}
    inner join ${roleMenus} on ${roleMenus.roleId} = ${userRoles.roleId}
    inner join ${menus} on ${menus.id} = ${roleMenus.menuId}
    where ${userRoles.userId} = ${users.id} and ${menus.permission} <> '')`;
  const [row] = await db
    .select({
      admin: sql<boolean>`coalesce(${admin}, false)`,
      permissions: sql<string[]>`coalesce(${permissions}, '[]')`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return heldRoles(row?.admin ?? false, row?.permissions ?? []);
}

/** The permission strings of held roles: `admin` first for an administrator, then each permission once, sorted. */
function heldRoles(isAdmin: boolean, permissions: string[]): { roles: string[]; isAdmin: boolean } {
  const each = [...new Set(permissions)].sort();
  return { roles: effectiveRoles([...(isAdmin ? ['admin'] : []), ...each]), isAdmin };
}

/** The session user of spec section 3, as the browser keeps it. */
export function toSessionUser(auth: Pick<Auth, 'user' | 'company' | 'roles'>): SessionUser {
  const { user, company } = auth;
  return {
    userid: user.id,
    username: user.username,
    companyid: company.id,
    companyname: company.name,
    vip: company.vip,
    avatar: user.avatarPath ? `/files/${user.avatarPath}` : '',
    roles: auth.roles,
    id: user.id,
    nickName: user.nickName,
    realname: user.realName,
    sex: user.sex,
    email: user.email,
    phone: user.phone,
  };
}

export async function endSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user (password changed, phone changed, user disabled), or all but one. */
export async function endUserSessions(db: Db, userId: number, exceptSessionId?: number): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
        : eq(sessions.userId, userId),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

/** How many sessions of a user are alive (tests, the online-users screen). */
export async function liveSessionCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)));
  return row?.count ?? 0;
}
