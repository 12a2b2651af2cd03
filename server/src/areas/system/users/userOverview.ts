import { VIP } from '@yjf/domain/membership';
import { chinaToday, daysBetween } from '@yjf/domain/calendar';
import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import { PLATFORM_COMPANY_ID } from '@yjf/domain/session';
import type { UserCard, UserNotice, UserRangeData } from '@yjf/area-system/domain/userSchemas';
import type { Db } from '../../../db/client';
import { departments, users } from '../../../db/accountTables';
import type { Auth } from '../../../http/callerAuth';
import { usersInView } from './userAccess';

/** Days before a trial or plan ends from which the notice says so. */
const ENDING_SOON_DAYS = 7;

/**
 * The user screen's counts: accounts in all and by state and by department, of the users the caller's data
 * scope shows (`usersInView`), and how many more the plan allows the company.
 */
export async function userRangeData(db: Db, auth: Auth): Promise<UserRangeData> {
  const companyId = auth.company.id;
  const inView = and(eq(users.companyId, companyId), await usersInView({ db, auth }));
  const byState = await db
    .select({ enabled: users.enabled, count: count() })
    .from(users)
    .where(inView)
    .groupBy(users.enabled);
  const enabled = Number(byState.find((row) => row.enabled)?.count ?? 0);
  const disabled = Number(byState.find((row) => !row.enabled)?.count ?? 0);
  const byDept = await db
    .select({
      deptId: users.deptId,
      deptName: sql<string>`coalesce(${departments.name}, '未分配部门')`,
      count: count(),
    })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.deptId))
    .where(inView)
    .groupBy(users.deptId, departments.name)
    .orderBy(asc(departments.name));
  const total = enabled + disabled;
  const staffLimit = companyId === PLATFORM_COMPANY_ID ? null : auth.company.staffLimit;
  // The plan counts every account of the company, seen or not.
  const [company] = await db.select({ total: count() }).from(users).where(eq(users.companyId, companyId));
  return {
    total,
    enabled,
    disabled,
    staffLimit,
    remaining: staffLimit === null ? null : Math.max(staffLimit - Number(company?.total ?? 0), 0),
    byDept: byDept.map((row) => ({ ...row, count: Number(row.count) })),
  };
}

/** What the company's administrators should know now: accounts used up, a trial or plan about to end. */
export async function userNotices(db: Db, auth: Auth, today = chinaToday()): Promise<UserNotice[]> {
  const { company } = auth;
  const notices: UserNotice[] = [];
  if (company.id !== PLATFORM_COMPANY_ID) {
    const [row] = await db.select({ total: count() }).from(users).where(eq(users.companyId, company.id));
    const total = Number(row?.total ?? 0);
    if (total >= company.staffLimit) {
      notices.push({
        kind: 'accounts',
        level: 'warning',
        message: `账号已满：当前套餐最多 ${company.staffLimit} 个账号，已有 ${total} 个。如需添加用户，请升级套餐或增加人数`,
      });
    }
  }
  if (company.vip === VIP.trial && company.trialEndDate) {
    const left = daysBetween(today, company.trialEndDate);
    if (left < 0) notices.push({ kind: 'trial', level: 'warning', message: '试用已结束，请购买套餐后继续使用' });
    else if (left <= ENDING_SOON_DAYS) {
      notices.push({ kind: 'trial', level: 'info', message: `试用将于 ${company.trialEndDate} 结束，还剩 ${left} 天` });
    }
  }
  if (company.planEndDate && company.planCode) {
    const left = daysBetween(today, company.planEndDate);
    if (left >= 0 && left <= ENDING_SOON_DAYS) {
      notices.push({
        kind: 'plan',
        level: 'info',
        message: `套餐将于 ${company.planEndDate} 到期，还剩 ${left} 天，请及时续费`,
      });
    }
  }
  return notices;
}

const cardColumns = {
  id: users.id,
  nickName: users.nickName,
  realName: users.realName,
  phone: users.phone,
  email: users.email,
  sex: users.sex,
  deptName: departments.name,
  avatarPath: users.avatarPath,
  enabled: users.enabled,
};

/**
 * A colleague's card by a condition on the caller's company's users, within the caller's data scope (one's
 * own card always); null when none matches.
 */
export async function userCard(db: Db, auth: Auth, where: SQL): Promise<UserCard | null> {
  const scope = await usersInView({ db, auth });
  const [row] = await db
    .select(cardColumns)
    .from(users)
    .leftJoin(departments, eq(departments.id, users.deptId))
    .where(and(eq(users.companyId, auth.company.id), where, scope && or(scope, eq(users.id, auth.user.id))))
    .limit(1);
  if (!row) return null;
  const { avatarPath, ...card } = row;
  return { ...card, avatar: avatarPath ? `/files/${avatarPath}` : '' };
}
