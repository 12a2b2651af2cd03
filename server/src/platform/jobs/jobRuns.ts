import { and, count, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { JobRun, JobRunQuery, JobRunStatus, JobTrigger } from '@yjf/area-system/domain/jobSchemas';
import type { ListPage } from '@yjf/domain/lists';
import type { Db } from '../../db/client';
import { jobRuns } from './jobTables';

/** The longest result kept: the column's length. */
const RESULT_MAX = 1000;

/** What the log says of an attempt an instance stopped in the middle of (killed, or its database went away). */
export const RUN_INTERRUPTED = '执行中断：执行它的实例已停止，已重新执行';

export type RunStart = {
  jobName: string;
  trigger: JobTrigger;
  scheduledFor: Date | null;
  triggeredById: number | null;
  triggeredBy: string | null;
  attempt: number;
  queueJobId: string;
  instance: string;
};

/**
 * Records that an attempt starts (执行中) and answers its row's id, or null when the schedule's minute already had
 * its first attempt (a second queued copy, which must not run). An earlier attempt of the same queued run still
 * marked 执行中 was cut off by a stopped instance: it is closed as failed.
 */
export async function startRun(db: Db, run: RunStart): Promise<number | null> {
  await db
    .update(jobRuns)
    .set({ status: 'failed', result: RUN_INTERRUPTED, finishedAt: sql`now()` })
    .where(and(eq(jobRuns.queueJobId, run.queueJobId), eq(jobRuns.status, 'running')));
  const [row] = await db
    .insert(jobRuns)
    .values({ ...run, status: 'running' })
    .onConflictDoNothing()
    .returning({ id: jobRuns.id });
  return row?.id ?? null;
}

/** Records how an attempt ended: its summary, or the error's message. */
export async function finishRun(
  db: Db,
  id: number,
  outcome: { status: Exclude<JobRunStatus, 'running'>; result: string; durationMs: number },
): Promise<void> {
  await db
    .update(jobRuns)
    .set({
      status: outcome.status,
      result: outcome.result.slice(0, RESULT_MAX),
      durationMs: Math.round(outcome.durationMs),
      finishedAt: sql`now()`,
    })
    .where(eq(jobRuns.id, id));
}

type RunRow = typeof jobRuns.$inferSelect;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function toJobRun(row: RunRow, titleOf: (name: string) => string): JobRun {
  return {
    id: row.id,
    jobName: row.jobName,
    jobTitle: titleOf(row.jobName),
    trigger: row.trigger,
    scheduledFor: iso(row.scheduledFor),
    triggeredBy: row.triggeredBy,
    attempt: row.attempt,
    status: row.status,
    result: row.result,
    instance: row.instance,
    startedAt: row.startedAt.toISOString(),
    finishedAt: iso(row.finishedAt),
    durationMs: row.durationMs,
  };
}

/** The latest attempt of each of these jobs (one statement: the newest row per name, by the job's index). */
export async function lastRuns(
  db: Db,
  names: readonly string[],
  titleOf: (name: string) => string,
): Promise<Map<string, JobRun>> {
  if (!names.length) return new Map();
  const latest = await Promise.all(
    names.map((name) =>
      db.select().from(jobRuns).where(eq(jobRuns.jobName, name)).orderBy(desc(jobRuns.startedAt)).limit(1),
    ),
  );
  return new Map(latest.flat().map((row) => [row.jobName, toJobRun(row, titleOf)]));
}

/** One page of the log, newest first, of one job and one outcome when the query names them. */
export async function runPage(
  db: Db,
  query: JobRunQuery,
  titleOf: (name: string) => string,
): Promise<ListPage<JobRun>> {
  const conditions: SQL[] = [];
  if (query.job) conditions.push(eq(jobRuns.jobName, query.job));
  if (query.status) conditions.push(eq(jobRuns.status, query.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(jobRuns)
      .where(where)
      .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(jobRuns).where(where),
  ]);
  return { content: rows.map((row) => toJobRun(row, titleOf)), totalElements: total?.n ?? 0 };
}

/** Deletes the runs that started before `before`; answers how many. */
export async function pruneRuns(db: Db, before: Date): Promise<number> {
  const removed = await db.delete(jobRuns).where(lt(jobRuns.startedAt, before)).returning({ id: jobRuns.id });
  return removed.length;
}
