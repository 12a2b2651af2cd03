import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { JobRunStatus, JobTrigger } from '@yjf/area-system/domain/jobSchemas';

const at = () => timestamp({ withTimezone: true });

/**
 * Every run of a scheduled job (定时任务 › 执行日志), one row per attempt: written when it starts (执行中) and
 * when it ends, by whichever instance ran it. Kept 30 days (`job-run-cleanup`). The queue itself (what is due,
 * retries, who holds a run) is pg-boss's, in its own schema `pgboss`.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    jobName: varchar({ length: 64 }).notNull(),
    trigger: varchar({ length: 16 }).$type<JobTrigger>().notNull(),
    /** The minute of the schedule a scheduled run serves; null for a manual run. */
    scheduledFor: at(),
    /** Who asked for a manual run: the user's id and nickname as they were (the log outlives a rename). */
    triggeredById: integer(),
    triggeredBy: varchar({ length: 50 }),
    /** 1 for the first try, 2 for the first retry. */
    attempt: smallint().notNull(),
    /** pg-boss's id of the queued run: its attempts share it. */
    queueJobId: uuid().notNull(),
    status: varchar({ length: 16 }).$type<JobRunStatus>().notNull(),
    /** The run's summary, or why it failed. */
    result: varchar({ length: 1000 }).notNull().default(''),
    /** The server instance that ran it (host:pid). */
    instance: varchar({ length: 100 }).notNull(),
    startedAt: at().notNull().defaultNow(),
    finishedAt: at(),
    durationMs: integer(),
  },
  (t) => [
    index('job_runs_job_started_idx').on(t.jobName, t.startedAt),
    index('job_runs_started_idx').on(t.startedAt),
    index('job_runs_queue_job_idx').on(t.queueJobId),
    // One first try per minute of a schedule, whatever queued it twice: pg-boss sends a schedule's run once per
    // 60-second slot, and a send that crosses into the next slot, or one repeated after a crash, would run again.
    uniqueIndex('job_runs_scheduled_once_idx')
      .on(t.jobName, t.scheduledFor)
      .where(sql`${t.scheduledFor} is not null and ${t.attempt} = 1`),
  ],
);

/** The jobs an administrator paused (暂停): their scheduled runs are skipped, on every instance, until 恢复. */
export const jobPauses = pgTable('job_pauses', {
  jobName: varchar({ length: 64 }).primaryKey(),
  pausedById: integer(),
  pausedBy: varchar({ length: 50 }).notNull().default(''),
  pausedAt: at().notNull().defaultNow(),
});
