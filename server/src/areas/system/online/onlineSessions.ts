import { and, asc, desc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { OnlineSession } from '@yjf/domain/logSchemas';
import type { ListPage, ListQuery } from '@yjf/domain/lists';
import type { Db } from '../../../db/client';
import { departments, users } from '../../../db/accountTables';
import type { Auth } from '../../../http/callerAuth';
import { sessions } from '../../../platform/auth/schema';
import { browserName } from '../../../platform/logs/browserName';
import { containsPattern } from '../../../crud/listConditions';
import { listPage } from '../../../crud/listPage';
import { assertUserManageable, usersInView } from '../users/userAccess';

const columns = {
  id: sessions.id,
  username: users.username,
  nickName: users.nickName,
  dept: departments.name,
  ip: sessions.ip,
  userAgent: sessions.userAgent,
  loginTime: sessions.createdAt,
  lastSeenAt: sessions.lastSeenAt,
};

/**
 * Live sessions of the company: not expired, of users still enabled (a disabled user's sessions are ended), and
 * of the users the caller sees in the user administration (`inView`: their data scope).
 */
function liveWhere(companyId: number, inView: SQL | undefined, blurry?: string): SQL {
  const conditions = [eq(sessions.companyId, companyId), gt(sessions.expiresAt, sql`now()`), eq(users.enabled, true)];
  if (inView) conditions.push(inView);
  if (blurry) {
    const pattern = containsPattern(blurry);
    conditions.push(or(ilike(users.username, pattern), ilike(users.nickName, pattern), ilike(sessions.ip, pattern))!);
  }
  return and(...conditions)!;
}

const fromSessions = (db: Db) =>
  db
    .select(columns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(departments, eq(departments.id, users.deptId));

function order(query: ListQuery): SQL[] {
  const direction = query.sort.direction === 'asc' ? asc : desc;
  const column = query.sort.field === 'lastSeenAt' ? sessions.lastSeenAt : sessions.createdAt;
  return [direction(column), direction(sessions.id)];
}

type SessionRow = {
  id: number;
  username: string;
  nickName: string;
  dept: string | null;
  ip: string;
  userAgent: string;
  loginTime: Date;
  lastSeenAt: Date;
};

function shown(auth: Auth) {
  return (row: SessionRow): OnlineSession => ({
    id: row.id,
    username: row.username,
    nickName: row.nickName,
    dept: row.dept,
    ip: row.ip,
    address: row.ip,
    browser: browserName(row.userAgent),
    loginTime: row.loginTime.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === auth.sessionId,
  });
}

/**
 * One page of the signed-in browsers of the users the caller sees, newest sign-in first; the caller's own is
 * marked current.
 */
export async function onlinePage(db: Db, auth: Auth, query: ListQuery): Promise<ListPage<OnlineSession>> {
  const inView = await usersInView({ db, auth });
  const where = liveWhere(auth.company.id, inView, query.filters.blurry as string | undefined);
  return listPage(
    query,
    async (limit, offset) =>
      (
        await fromSessions(db)
          .where(where)
          .orderBy(...order(query))
          .limit(limit)
          .offset(offset)
      ).map(shown(auth)),
    async () => {
      const [counted] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(where);
      return Number(counted?.n ?? 0);
    },
  );
}

/** Every live session the list shows, in its order (a company has a few hundred at most): the export. */
export async function onlineRows(db: Db, auth: Auth, query: ListQuery): Promise<OnlineSession[]> {
  const inView = await usersInView({ db, auth });
  const rows = await fromSessions(db)
    .where(liveWhere(auth.company.id, inView, query.filters.blurry as string | undefined))
    .orderBy(...order(query))
    .limit(10_000);
  return rows.map(shown(auth));
}

/**
 * Ends the given sessions of the company (others are left alone), of users the caller may manage as in the user
 * administration: one outside their data scope is a 404 as if absent, one of a more senior role a 403. Answers
 * who was signed out.
 */
export async function endCompanySessions(db: Db, auth: Auth, ids: number[]) {
  const companyId = auth.company.id;
  const owners = await db
    .selectDistinct({ id: users.id, deptId: users.deptId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.id, ids), eq(sessions.companyId, companyId)));
  for (const owner of owners) await assertUserManageable(db, auth, owner);
  const ended = await db
    .delete(sessions)
    .where(and(inArray(sessions.id, ids), eq(sessions.companyId, companyId)))
    .returning({ id: sessions.id, userId: sessions.userId, ip: sessions.ip });
  if (!ended.length) return [];
  const names = await db
    .select({ id: users.id, username: users.username, nickName: users.nickName })
    .from(users)
    .where(
      inArray(
        users.id,
        ended.map((s) => s.userId),
      ),
    );
  const byId = new Map(names.map((u) => [u.id, u]));
  return ended.map((session) => ({ ...session, user: byId.get(session.userId) }));
}
