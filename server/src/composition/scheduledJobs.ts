import type { ScheduledJob } from '../platform/jobs/scheduledJob';
import { sessionCleanupJob } from '../platform/auth/sessionCleanupJob';
import { runLogCleanupJob } from '../platform/jobs/runLogCleanupJob';

/** Every scheduled job of the product (定时任务), in the order 定时任务 lists them. */
export const scheduledJobs: ScheduledJob[] = [sessionCleanupJob, runLogCleanupJob];
