import type { ScheduledJob } from '../platform/jobs/scheduledJob';
import { sessionCleanupJob } from '../platform/auth/sessionCleanupJob';
import { runLogCleanupJob } from '../platform/jobs/runLogCleanupJob';
import { idempotentAnswersCleanupJob } from '../platform/jobs/idempotentAnswersCleanupJob';
import { messageCleanupJob } from '../platform/messages/messageCleanupJob';
import { followupRemindersJob } from '../areas/business/followups/followupReminders';
import { collectionOverdueJob } from '../areas/finance/collectionOverdue';
import { taskDueJob } from '../areas/projects/tasks/taskDueReminders';
import { planEndingJob } from '../platform/membership/planEnding';

/** Every scheduled job of the product (定时任务), in the order 定时任务 lists them. */
export const scheduledJobs: ScheduledJob[] = [
  // 消息中心's reminders: what depends on the date (the events' messages are sent where they happen).
  followupRemindersJob,
  taskDueJob,
  collectionOverdueJob,
  planEndingJob,
  // The product's own housekeeping.
  messageCleanupJob,
  sessionCleanupJob,
  runLogCleanupJob,
  idempotentAnswersCleanupJob,
];
