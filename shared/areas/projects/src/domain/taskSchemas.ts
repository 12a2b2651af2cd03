/** 任务: work on a project assigned to one person (`/api/task`); D009 says whether it is done. */
import { attachmentListSchema, type Attachment } from '@yjf/domain/attachments';
import type { Option } from '@yjf/domain/dictionaries';
import {
  codeField,
  optionalDate,
  optionalRefField,
  optionalText,
  refField,
  requiredText,
} from '@yjf/domain/fieldSchemas';
import type { ListSpec } from '@yjf/domain/lists';
import { z } from '@yjf/domain/zod';

export const TASK_PRIORITIES: Option[] = [
  { value: '1', label: '紧急' },
  { value: '2', label: '普通' },
  { value: '3', label: '较低' },
];
/** D009 (任务状态) */
export const TASK_OPEN = 0;
export const TASK_DONE = 1;

export const taskFormSchema = z.object({
  projectId: refField('所属项目'),
  title: requiredText('任务标题', 100),
  description: optionalText('任务描述', 2000),
  /** Blank: the user who adds it. */
  assigneeId: optionalRefField('负责人'),
  priority: codeField('优先级').refine((v) => TASK_PRIORITIES.some((p) => p.value === String(v)), '请选择优先级'),
  dueDate: optionalDate('截止日期'),
  attachments: attachmentListSchema,
});
export type TaskForm = z.input<typeof taskFormSchema>;

const recordKeys = {
  id: z.number({ error: '缺少任务编号' }).int().positive('缺少任务编号'),
  version: z.number({ error: '缺少数据版本，请刷新后重试' }).int().positive('缺少数据版本，请刷新后重试'),
};
/** `POST /api/task/complete`: the task is done, with what was done. */
export const completeTaskSchema = z.object({ ...recordKeys, note: optionalText('完成说明', 500) });
export type CompleteTask = z.input<typeof completeTaskSchema>;
/** `POST /api/task/reopen`: a done task goes back to 未处理. */
export const reopenTaskSchema = z.object(recordKeys);
export type ReopenTask = z.input<typeof reopenTaskSchema>;

/** `GET /api/task/projects`: the projects of the company's tasks, found by part of their name. */
export const TASK_PROJECT_LIST: ListSpec = { filters: { blurry: { kind: 'text', label: '项目名称' } }, sortable: [] };

/** A project as the task pages' project picker lists it. */
export type TaskProject = { id: number; name: string; code: string };

export const TASK_LIST: ListSpec = {
  filters: {
    blurry: { kind: 'text', label: '任务标题或描述' },
    projectId: { kind: 'id', label: '所属项目' },
    assigneeId: { kind: 'id', label: '负责人' },
    status: { kind: 'code', label: '任务状态' },
    priority: { kind: 'code', label: '优先级' },
    dueDate: { kind: 'dateRange', label: '截止日期' },
    createTime: { kind: 'dateRange', label: '创建时间' },
  },
  sortable: ['dueDate', 'priority', 'completedAt', 'createTime', 'updateTime'],
};

export type Task = {
  id: number;
  version: number;
  projectId: number;
  projectName: string;
  projectCode: string;
  title: string;
  description: string;
  assigneeId: number | null;
  assigneeName: string | null;
  priority: number;
  dueDate: string | null;
  status: number;
  completedAt: string | null;
  completedByName: string | null;
  completionNote: string;
  attachments: Attachment[];
  createdBy: number | null;
  createTime: string;
  updateTime: string;
};

/** A task still open after its due day (China calendar days, `yyyy-MM-dd`). */
export const isOverdue = (task: Pick<Task, 'status' | 'dueDate'>, today: string) =>
  task.status === TASK_OPEN && task.dueDate !== null && task.dueDate < today;
