import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobPauses } from './jobTables';

export type JobPause = { pausedAt: Date; pausedBy: string };

/** Whether an administrator paused the job: its scheduled runs are then skipped. */
export async function isPaused(db: Db, name: string): Promise<boolean> {
  const [row] = await db.select({ name: jobPauses.jobName }).from(jobPauses).where(eq(jobPauses.jobName, name));
  return Boolean(row);
}

/** Every paused job, by name. */
export async function pausedJobs(db: Db): Promise<Map<string, JobPause>> {
  const rows = await db.select().from(jobPauses);
  return new Map(rows.map((row) => [row.jobName, { pausedAt: row.pausedAt, pausedBy: row.pausedBy }]));
}

/** Pauses a job (暂停); answers false when it was paused already. */
export async function pauseJob(db: Db, name: string, by: { id: number; name: string }): Promise<boolean> {
  const inserted = await db
    .insert(jobPauses)
    .values({ jobName: name, pausedById: by.id, pausedBy: by.name })
    .onConflictDoNothing()
    .returning({ name: jobPauses.jobName });
  return inserted.length > 0;
}

/** Lets a paused job run on its schedule again (恢复); answers false when it was not paused. */
export async function resumeJob(db: Db, name: string): Promise<boolean> {
  const removed = await db.delete(jobPauses).where(eq(jobPauses.jobName, name)).returning({ name: jobPauses.jobName });
  return removed.length > 0;
}
