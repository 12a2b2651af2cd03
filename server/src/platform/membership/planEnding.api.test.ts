import { eq } from 'drizzle-orm';
import { addDays, chinaToday } from '@yjf/domain/calendar';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { companies } from '../../db/accountTables';
import { clearMessages, demoStaffIds, inbox, titlesOf, turnOff, type DemoStaff } from '../messages/testing/inboxes';
import { endingNotice, planEndingJob, remindEndingPlans } from './planEnding';

/**
 * 套餐到期 (issue 57): a company's administrators are told 30, 7 and 1 days before its plan (or trial) ends, once
 * each; its other staff, other companies and the platform are not.
 */
describe('plan ending reminders', () => {
  let server: TestServer;
  let staff: DemoStaff;
  const db = () => server.database.db;
  const run = () => planEndingJob.run(server.app.appContext, server.app.log);
  const today = chinaToday();
  const endsOn = (id: number, values: Partial<typeof companies.$inferInsert>) =>
    db().update(companies).set(values).where(eq(companies.id, id));

  beforeAll(async () => {
    server = await startTestServer();
    staff = await demoStaffIds(db());
  });
  afterAll(() => server.close());
  beforeEach(() => clearMessages(db()));

  test('administrators hear of their plan and trial 30, 7 and 1 days ahead, once each', async () => {
    const planEnd = addDays(today, 7);
    await endsOn(3, { planEndDate: planEnd });
    await endsOn(2, { trialEndDate: addDays(today, 30) });
    // The platform's own end date is nobody's business.
    await endsOn(1, { planCode: 'C', planEndDate: addDays(today, 1) });

    expect(await run()).toBe('发送 2 条套餐到期提醒');
    expect(await inbox(db(), staff.admin3, 'planEnding')).toEqual([
      {
        title: '套餐将在 7 天后到期',
        content: `专业版（B）将于 ${planEnd} 到期，到期后套餐内的功能将无法使用，请点击页面右上角的「续费/升级」及时续费`,
        link: '/system/membershipOrder',
      },
    ]);
    expect(await titlesOf(db(), staff.admin, 'planEnding')).toEqual(['试用将在 30 天后结束']);
    for (const user of [staff.sales, staff.engineer, staff.platform]) {
      expect(await titlesOf(db(), user, 'planEnding')).toEqual([]);
    }

    // Again today, or tomorrow (6 and 29 days: the same notices): nothing new.
    expect(await run()).toBe('发送 0 条套餐到期提醒');
    expect(await remindEndingPlans(server.app.appContext, addDays(today, 1))).toBe(0);
    // The day before: the last notice. A run missed that day is made up on the last day.
    expect(await remindEndingPlans(server.app.appContext, addDays(planEnd, -1))).toBe(1);
    expect(await remindEndingPlans(server.app.appContext, planEnd)).toBe(0);
    expect(await titlesOf(db(), staff.admin3, 'planEnding')).toEqual(['套餐将在 7 天后到期', '套餐将在 1 天后到期']);

    // Renewed for a year: the new end date has notices of its own, a year on.
    await endsOn(3, { planEndDate: addDays(planEnd, 365) });
    expect(await run()).toBe('发送 0 条套餐到期提醒');
    expect(await remindEndingPlans(server.app.appContext, addDays(planEnd, 365 - 30))).toBe(1);
  });

  test('a turned-off kind gets none', async () => {
    await endsOn(3, { planEndDate: addDays(today, 30) });
    await turnOff(db(), staff.admin3, 'planEnding');
    await run();
    expect(await titlesOf(db(), staff.admin3, 'planEnding')).toEqual([]);
  });

  test('which notice a day before the end gets', () => {
    expect([31, 30, 27, 26, 8, 7, 4, 3, 2, 1, 0].map(endingNotice)).toEqual([
      null,
      30,
      30,
      null,
      null,
      7,
      7,
      null,
      null,
      1,
      1,
    ]);
  });
});
