import { and, between, eq, isNotNull, ne, or } from 'drizzle-orm';
import { addDays, chinaToday, daysBetween } from '@yjf/domain/calendar';
import { VIP } from '@yjf/domain/membership';
import { PLATFORM_COMPANY_ID } from '@yjf/domain/session';
import type { AppContext } from '../../context';
import { companies } from '../../db/accountTables';
import type { ScheduledJob } from '../jobs/scheduledJob';
import { companyAdministrators } from '../messages/recipientCandidates';
import { sendMessages, type MessageDraft } from '../messages/sendMessages';

/** The days before its end a plan or trial is told of, farthest first. */
export const PLAN_ENDING_NOTICES = [30, 7, 1] as const;
/**
 * How many days late a notice still goes out: a run missed while the server was down is made up by the next
 * (a plan 28 days from its end still gets its 30-day notice, saying 28), once per notice and end date.
 */
const NOTICE_GRACE_DAYS = 3;

/**
 * Where a company's administrators renew: 会员订单 (系统管理), the membership page every company has, under the
 * top bar's 续费/升级 (成为VIP on trial) that opens the membership dialog.
 */
export const RENEW_LINK = '/system/membershipOrder';
const RENEW_PERMISSION = 'membershipOrder:list';

/** The notice due `left` days before an end: the nearest of `PLAN_ENDING_NOTICES` not passed by more than the grace. */
export function endingNotice(left: number): number | null {
  return [...PLAN_ENDING_NOTICES].reverse().find((days) => left <= days && left >= days - NOTICE_GRACE_DAYS) ?? null;
}

/**
 * 套餐到期: each company (not the platform) whose bought plan, or whose trial, ends 30, 7 or 1 days from `today`
 * tells its administrators, once per notice and end date (`planEnding:<company>:<end date>:<notice>`; a trial's
 * key says `trial`): a renewed plan has a new end date and its own notices. Answers how many messages were
 * written: none for a repeated run.
 */
export async function remindEndingPlans(ctx: AppContext, today = chinaToday()): Promise<number> {
  const db = ctx.database.db;
  const horizon = addDays(today, PLAN_ENDING_NOTICES[0]);
  const ending = await db
    .select({
      id: companies.id,
      vip: companies.vip,
      planCode: companies.planCode,
      planEndDate: companies.planEndDate,
      trialEndDate: companies.trialEndDate,
    })
    .from(companies)
    .where(
      and(
        eq(companies.enabled, true),
        ne(companies.id, PLATFORM_COMPANY_ID),
        or(
          and(isNotNull(companies.planCode), between(companies.planEndDate, today, horizon)),
          and(eq(companies.vip, VIP.trial), between(companies.trialEndDate, today, horizon)),
        ),
      ),
    );
  const drafts: MessageDraft[] = [];
  for (const company of ending) {
    const notices: { endDate: string; key: string; title: (left: number) => string; content: string }[] = [];
    if (company.planCode && company.planEndDate) {
      const named = (await ctx.catalog.plan(company.planCode))?.name;
      const planName = named ? `${named}（${company.planCode}）` : `${company.planCode} 套餐`;
      notices.push({
        endDate: company.planEndDate,
        key: `planEnding:${company.id}:${company.planEndDate}`,
        title: (left) => (left === 0 ? '套餐今天到期' : `套餐将在 ${left} 天后到期`),
        content: `${planName}将于 ${company.planEndDate} 到期，到期后套餐内的功能将无法使用，请点击页面右上角的「续费/升级」及时续费`,
      });
    }
    if (company.vip === VIP.trial && company.trialEndDate) {
      notices.push({
        endDate: company.trialEndDate,
        key: `planEnding:${company.id}:trial:${company.trialEndDate}`,
        title: (left) => (left === 0 ? '试用今天结束' : `试用将在 ${left} 天后结束`),
        content: `试用将于 ${company.trialEndDate} 结束，结束后试用的功能将无法使用，请点击页面右上角的「成为VIP」购买套餐`,
      });
    }
    for (const notice of notices) {
      const left = daysBetween(today, notice.endDate);
      const days = endingNotice(left);
      if (days === null) continue;
      drafts.push({
        companyId: company.id,
        kind: 'planEnding',
        title: notice.title(left),
        content: notice.content,
        link: RENEW_LINK,
        to: await companyAdministrators(db, company.id),
        permission: RENEW_PERMISSION,
        dedupeKey: `${notice.key}:${days}`,
      });
    }
  }
  return sendMessages(db, ctx, drafts);
}

/** Every morning at 9, the plans and trials ending in 30, 7 and 1 days (消息中心 › 套餐到期). */
export const planEndingJob: ScheduledJob = {
  name: 'plan-ending-reminders',
  title: '套餐到期提醒',
  description: '每天 9 点提醒企业管理员套餐或试用将在 30 天、7 天、1 天后到期',
  cron: '0 9 * * *',
  run: async (ctx) => `发送 ${await remindEndingPlans(ctx)} 条套餐到期提醒`,
};
