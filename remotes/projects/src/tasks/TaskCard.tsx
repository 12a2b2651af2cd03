import { labelOf } from '@yjf/domain/dictionaries';
import { TASK_PRIORITIES, type Task } from '@yjf/area-projects/domain/taskSchemas';
import { Card, Link, Space, Tag } from '@yjf/ui/arcoCore';
import { DueDate } from './DueDate';
import { TaskActions } from './TaskActions';

const PRIORITY_COLORS: Record<string, string> = { '1': 'red', '2': 'arcoblue', '3': 'gray' };

/** One task on the board: its title (opens it), priority, due day and 完成 / 重新打开. */
export function TaskCard({
  task,
  open,
  onComplete,
}: {
  task: Task;
  open: (path: string) => void;
  onComplete: (task: Task) => void;
}) {
  return (
    <Card size="small" className="task-card" aria-label={task.title}>
      <Space direction="vertical" size={4} style={{ width: '100%' }}>
        <Link onClick={() => open(`/taskInfo/${task.id}`)}>{task.title}</Link>
        <Space size={6} wrap>
          <Tag size="small" color={PRIORITY_COLORS[String(task.priority)]}>
            {labelOf(TASK_PRIORITIES, task.priority)}
          </Tag>
          <span style={{ fontSize: 12, color: 'var(--color-text-3)' }}>
            <DueDate task={task} />
          </span>
        </Space>
        <div style={{ textAlign: 'right' }}>
          <TaskActions task={task} onComplete={onComplete} />
        </div>
      </Space>
    </Card>
  );
}
