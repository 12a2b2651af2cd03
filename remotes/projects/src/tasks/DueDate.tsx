import { formatDate } from '@yjf/domain/calendar';
import { isOverdue, type Task } from '@yjf/area-projects/domain/taskSchemas';
import { Tag } from '@yjf/ui/arcoCore';

/** A task's due day; an open task past it is marked 已逾期. */
export function DueDate({ task }: { task: Pick<Task, 'status' | 'dueDate'> }) {
  if (!task.dueDate) return <>-</>;
  return (
    <>
      {formatDate(task.dueDate)}
      {isOverdue(task, formatDate(new Date())) && (
        <Tag color="red" size="small" style={{ marginLeft: 6 }}>
          已逾期
        </Tag>
      )}
    </>
  );
}
