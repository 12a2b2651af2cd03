import type { ScheduledJob } from '../jobs/scheduledJob';
import { sweepExpiredSignIns } from './expiredSignIns';

/** 会话清理, every minute: what sign-in no longer needs (`sweepExpiredSignIns`), with what it deleted. */
export const sessionCleanupJob: ScheduledJob = {
  name: 'session-cleanup',
  title: '会话清理',
  description: '删除已过期的登录会话、图形和短信验证码，以及不再计入限制的登录失败和短信发送记录',
  cron: '* * * * *',
  run: async (ctx) => {
    const swept = await sweepExpiredSignIns(ctx.database.db);
    const parts = [
      swept.sessions && `过期会话 ${swept.sessions} 个`,
      swept.codes && `过期验证码 ${swept.codes} 个`,
      swept.loginFailures && `登录失败记录 ${swept.loginFailures} 条`,
      swept.smsSends && `短信发送记录 ${swept.smsSends} 条`,
    ].filter(Boolean);
    return parts.length ? `删除${parts.join('、')}` : '没有需要清理的记录';
  },
};
