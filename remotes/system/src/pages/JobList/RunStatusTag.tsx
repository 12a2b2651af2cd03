import { JOB_RUN_STATUS_LABELS, type JobRunStatus } from '@yjf/area-system/domain/jobSchemas';
import { Tag } from '@yjf/ui/arcoCore';

const COLORS: Record<JobRunStatus, string> = { succeeded: 'green', failed: 'red', running: 'arcoblue' };

/** How a run ended (成功, 失败) or that it is still running (执行中). */
export function RunStatusTag({ status }: { status: JobRunStatus }) {
  return <Tag color={COLORS[status]}>{JOB_RUN_STATUS_LABELS[status]}</Tag>;
}
