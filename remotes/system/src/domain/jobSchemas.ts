import { z } from '@yjf/domain/zod';
import { pagingFields } from '@yjf/domain/listQuerySchema';

/**
 * 定时任务 (系统监控, the platform's administrators only): the jobs the server runs on a schedule, each with its
 * last run and next run, 立即执行 and 暂停/恢复, and the log of every run (执行日志).
 */

/** A job's name as its declaration gives it: lower-case letters, digits and dashes (`followup-reminders`). */
export const JOB_NAME = /^[a-z][a-z0-9-]{0,63}$/;

/** Who started a run: its schedule (定时) or an administrator's 立即执行 (手动). */
export const jobTriggerSchema = z.enum(['schedule', 'manual']);
export type JobTrigger = z.infer<typeof jobTriggerSchema>;
export const JOB_TRIGGER_LABELS: Record<JobTrigger, string> = { schedule: '定时', manual: '手动' };

export const jobRunStatusSchema = z.enum(['running', 'succeeded', 'failed']);
export type JobRunStatus = z.infer<typeof jobRunStatusSchema>;
export const JOB_RUN_STATUS_LABELS: Record<JobRunStatus, string> = {
  running: '执行中',
  succeeded: '成功',
  failed: '失败',
};

/** One run (one attempt) of a job, as 执行日志 lists it. Times are ISO strings. */
export const jobRunSchema = z.object({
  id: z.number().int(),
  jobName: z.string(),
  /** The job's title (会话清理); its name for a job the server no longer declares. */
  jobTitle: z.string(),
  trigger: jobTriggerSchema,
  /** The minute of the schedule a scheduled run serves; null for a manual run. */
  scheduledFor: z.string().nullable(),
  /** The nickname of who asked for a manual run. */
  triggeredBy: z.string().nullable(),
  /** 1 for the first try, 2 for the first retry. */
  attempt: z.number().int(),
  status: jobRunStatusSchema,
  /** What the run did, or why it failed. */
  result: z.string(),
  /** The server instance that ran it (host:pid). */
  instance: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  durationMs: z.number().int().nullable(),
});
export type JobRun = z.infer<typeof jobRunSchema>;

/** `GET /api/jobs`: every job the server declares, in its order. */
export const scheduledJobRowSchema = z.object({
  name: z.string(),
  title: z.string(),
  description: z.string(),
  /** Five-field cron in China time. */
  cron: z.string(),
  /** The cron in words (每分钟, 每天 08:00). */
  schedule: z.string(),
  paused: z.boolean(),
  /** When and by whom it was paused; null while it runs. */
  pausedAt: z.string().nullable(),
  pausedBy: z.string().nullable(),
  lastRun: jobRunSchema.nullable(),
  /** The next minute its schedule falls on; null while it is paused. */
  nextRunAt: z.string().nullable(),
});
export type ScheduledJobRow = z.infer<typeof scheduledJobRowSchema>;
export const scheduledJobListSchema = z.array(scheduledJobRowSchema);

export const JOB_NAME_WRONG = '任务名称不正确';

/** `/api/jobs/{name}/…`: the job. */
export const jobNameParamsSchema = z.object({ name: z.string().regex(JOB_NAME, JOB_NAME_WRONG) });

/** `GET /api/jobs/runs`: a page of runs, newest first, of one job and of one outcome when asked. */
export const jobRunQuerySchema = z.strictObject(
  {
    ...pagingFields,
    job: z.string().regex(JOB_NAME, JOB_NAME_WRONG).optional(),
    status: z.enum(jobRunStatusSchema.options, { error: '执行结果只能是 running、succeeded 或 failed' }).optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `不支持的查询参数：${issue.keys.join('、')}` : undefined) },
);
export type JobRunQuery = z.infer<typeof jobRunQuerySchema>;

/** What 立即执行, 暂停 and 恢复 answer. */
export const jobCommandResultSchema = z.object({ message: z.string() });

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六', '日'];

const NUMBER = /^\d{1,2}$/;
const pad = (value: string) => value.padStart(2, '0');

/**
 * A five-field cron in words, as 定时任务 shows it: 每分钟, 每 5 分钟, 每小时第 5 分钟, 每天 08:00, 每天 08:00、18:00,
 * 每周一 09:30, 每月 1 日 03:00; anything else as the expression itself (cron 表达式 …).
 */
export function describeCron(cron: string): string {
  const fields = cron.trim().split(/\s+/);
  const other = `cron 表达式 ${cron.trim()}`;
  if (fields.length !== 5) return other;
  const [minute, hour, dayOfMonth, month, dayOfWeek] = fields as [string, string, string, string, string];
  if (month !== '*') return other;
  const anyDay = dayOfMonth === '*' && dayOfWeek === '*';
  if (anyDay && hour === '*') {
    if (minute === '*') return '每分钟';
    const every = /^\*\/(\d{1,2})$/.exec(minute);
    if (every) return `每 ${Number(every[1])} 分钟`;
    if (NUMBER.test(minute)) return `每小时第 ${Number(minute)} 分钟`;
    return other;
  }
  if (!NUMBER.test(minute)) return other;
  const hours = hour.split(',');
  if (!hours.every((h) => NUMBER.test(h) && Number(h) < 24)) {
    const every = /^\*\/(\d{1,2})$/.exec(hour);
    return every && anyDay ? `每 ${Number(every[1])} 小时（第 ${Number(minute)} 分钟）` : other;
  }
  const times = hours.map((h) => `${pad(h)}:${pad(minute)}`).join('、');
  if (anyDay) return `每天 ${times}`;
  if (dayOfMonth === '*' && /^[0-7]$/.test(dayOfWeek)) return `每周${WEEKDAYS[Number(dayOfWeek)]} ${times}`;
  if (dayOfWeek === '*' && NUMBER.test(dayOfMonth)) return `每月 ${Number(dayOfMonth)} 日 ${times}`;
  return other;
}

/** How long a run took, as 定时任务 shows it: 35 毫秒, 1.2 秒, 2 分 5 秒. */
export function formatRunDuration(ms: number): string {
  if (ms < 1000) return `${ms} 毫秒`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} 秒`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} 分 ${seconds % 60} 秒`;
}
