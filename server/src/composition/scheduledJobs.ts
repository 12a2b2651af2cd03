import type { ScheduledJob } from '../platform/jobs/scheduledJob';
import { messageCleanupJob } from '../platform/messages/messageCleanupJob';

/** Every scheduled job of the product (定时任务), in the order 定时任务 lists them. */
export const scheduledJobs: ScheduledJob[] = [messageCleanupJob];
