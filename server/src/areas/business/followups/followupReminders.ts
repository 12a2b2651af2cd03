import type { AppContext } from '../../../context';
import type { ScheduledJob } from '../../../platform/jobs/scheduledJob';
import { customerFollowups, remindFollowups, type FollowupSource } from '../../customers/followups/followupReminders';
import { businessResource } from '../opportunities/resource';
import { businessOpportunities as business } from '../opportunities/schema';
import { businessWaits } from './waitFollow';

/** 待跟进商机's opportunities. */
export const businessFollowups: FollowupSource = {
  key: 'business',
  noun: '商机',
  table: business,
  waits: businessWaits,
  resource: businessResource,
  link: (id) => `/businessInfo/${id}`,
};

/** 跟进提醒 of customers and business opportunities whose 下次跟进时间 came by `now`; answers the messages written. */
export async function remindAllFollowups(ctx: AppContext, now = new Date()): Promise<number> {
  return (await remindFollowups(ctx, customerFollowups, now)) + (await remindFollowups(ctx, businessFollowups, now));
}

/**
 * Every minute: the customers and opportunities whose 下次跟进时间 has just come remind their owners (消息中心 ›
 * 跟进提醒). The customers' half is theirs (`customers/followups/followupReminders.ts`); the job is here, where
 * both areas are in reach.
 */
export const followupRemindersJob: ScheduledJob = {
  name: 'followup-reminders',
  title: '跟进提醒',
  description: '每分钟提醒负责人到了下次跟进时间的客户和商机',
  cron: '* * * * *',
  run: async (ctx) => `发送 ${await remindAllFollowups(ctx)} 条跟进提醒`,
};
