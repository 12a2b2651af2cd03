import { DICT } from '@yjf/domain/dictionaries';
import { TASK_PRIORITIES, type Task } from '@yjf/area-projects/domain/taskSchemas';
import { AttachmentUpload } from '@yjf/ui/attachments/AttachmentUpload';
import { Link } from '@yjf/ui/arco';
import type { CrudColumn, FormField, SearchField } from '@yjf/ui/crud/CrudPage';
import { UserSelect } from '@yjf/ui/UserSelect';
import { ProjectLink } from '../projects/ProjectLink';
import { DueDate } from './DueDate';
import { TaskProjectSelect } from './TaskProjectSelect';

/** The task list's columns; the title opens the task, the project its detail (for who may read projects). */
export const taskColumns = (open: (path: string) => void, withProject: boolean): CrudColumn<Task>[] => [
  {
    field: 'title',
    title: '任务标题',
    width: 220,
    render: (row) => <Link onClick={() => open(`/taskInfo/${row.id}`)}>{row.title}</Link>,
  },
  ...(withProject
    ? [
        {
          field: 'projectName',
          title: '所属项目',
          width: 180,
          render: (row: Task) => <ProjectLink id={row.projectId} name={row.projectName} />,
        } satisfies CrudColumn<Task>,
      ]
    : []),
  { field: 'assigneeName', title: '负责人', width: 100 },
  { field: 'priority', title: '优先级', width: 110, options: TASK_PRIORITIES, sortable: true },
  { field: 'dueDate', title: '截止日期', width: 130, sortable: true, render: (row) => <DueDate task={row} /> },
  { field: 'status', title: '任务状态', width: 100, dict: DICT.taskStatus },
  { field: 'completedAt', title: '完成时间', format: 'datetime', sortable: true },
  { field: 'createTime', title: '创建时间', format: 'datetime', sortable: true, hiddenByDefault: true },
];

export const taskSearch = (withProject: boolean): SearchField[] => [
  { name: 'blurry', label: '任务标题或描述', kind: 'text', placeholder: '任务标题或描述' },
  { name: 'status', label: '任务状态', kind: 'dict', dict: DICT.taskStatus },
  { name: 'priority', label: '优先级', kind: 'options', options: TASK_PRIORITIES },
  ...(withProject
    ? [
        {
          name: 'projectId',
          label: '所属项目',
          kind: 'custom',
          control: <TaskProjectSelect withTasks placeholder="所属项目" />,
        } satisfies SearchField,
      ]
    : []),
  { name: 'dueDate', label: '截止日期', kind: 'dateRange' },
];

export const taskFields: FormField[] = [
  {
    name: 'projectId',
    label: '所属项目',
    kind: 'custom',
    required: true,
    control: <TaskProjectSelect placeholder="输入项目名称查找" />,
  },
  { name: 'title', label: '任务标题', kind: 'text', required: true },
  { name: 'assigneeId', label: '负责人', kind: 'custom', control: <UserSelect placeholder="默认为自己" /> },
  { name: 'priority', label: '优先级', kind: 'options', options: TASK_PRIORITIES, required: true },
  { name: 'dueDate', label: '截止日期', kind: 'date' },
  { name: 'description', label: '任务描述', kind: 'textarea' },
  { name: 'attachments', label: '附件', kind: 'custom', wide: true, control: <AttachmentUpload /> },
];
