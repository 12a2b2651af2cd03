import { parseExpression } from 'cron-parser';

/** The clock every job's cron reads: China's (a job at 08:00 runs at 08:00 in China, whatever the server's zone). */
export const JOB_TIME_ZONE = 'Asia/Shanghai';

/** Throws when `cron` is not a five-field expression cron-parser reads (a sixth field would be seconds). */
export function assertCron(cron: string): void {
  if (cron.trim().split(/\s+/).length !== 5) throw new Error(`cron must have five fields: ${cron}`);
  parseExpression(cron, { tz: JOB_TIME_ZONE });
}

/** The first moment after `from` that the schedule falls on. */
export function nextRunAfter(cron: string, from: Date): Date {
  return parseExpression(cron, { tz: JOB_TIME_ZONE, currentDate: from }).next().toDate();
}

/**
 * The moment of the schedule a run queued at `queuedAt` serves: the latest one at or before it (pg-boss queues a
 * scheduled run a few seconds after its moment).
 */
export function scheduledMoment(cron: string, queuedAt: Date): Date {
  return parseExpression(cron, { tz: JOB_TIME_ZONE, currentDate: new Date(queuedAt.getTime() + 1) })
    .prev()
    .toDate();
}
