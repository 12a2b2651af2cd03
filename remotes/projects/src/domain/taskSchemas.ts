/** 任务: work on a project assigned to one person (`/api/task`); D009 says whether it is done. */
import { DICT, type Option } from '@yjf/domain/dictionaries';
import { codeField, optionalText } from '@yjf/domain/fieldSchemas';
import {
  attachments,
  choice,
  dateTime,
  day,
  declareList,
  declareResource,
  dict,
  joined,
  recordTime,
  ref,
  text,
  textarea,
  type ListRowOf,
  type RowOf,
} from '@yjf/domain/resourceFields';
import { z } from '@yjf/domain/zod';

export const TASK_PRIORITIES: Option[] = [
  { value: '1', label: '紧急' },
  { value: '2', label: '普通' },
  { value: '3', label: '较低' },
];
/** D009 (任务状态) */
export const TASK_OPEN = 0;
export const TASK_DONE = 1;

/**
 * 任务 (`/api/task`), declared once: the list's columns, search bar and sorts, the add/edit form and its checks,
 * the export and the table's columns all come from here. Completion has calls of its own.
 */
export const taskDeclaration = declareResource({
  noun: '任务',
  title: '任务列表',
  search: { label: '任务标题或描述' },
  fields: {
    // The search bar reads 任务状态, 优先级, 所属项目, 截止日期: 所属项目 and then 优先级 go right behind
    // 任务状态, 截止日期 behind 所属项目.
    projectId: ref('所属项目', { to: 'project', required: true, filter: { after: 'status' }, form: true }),
    title: text('任务标题', { max: 100, required: true, column: { width: 220 }, form: true, export: { width: 28 } }),
    projectName: joined(text('所属项目', { max: 100, column: { width: 180 }, export: { width: 24 } })),
    /** Blank: the user who adds it. */
    assigneeId: ref('负责人', { to: 'users', filter: { inBar: false }, form: true }),
    assigneeName: joined(text('负责人', { max: 50, column: { width: 100 }, export: true })),
    priority: {
      ...choice('优先级', TASK_PRIORITIES, {
        required: true,
        column: { width: 110 },
        filter: { after: 'status' },
        sortable: true,
        form: true,
        export: { width: 10 },
      }),
      /** Only a priority of TASK_PRIORITIES. */
      schema: codeField('优先级').refine((v) => TASK_PRIORITIES.some((p) => p.value === String(v)), '请选择优先级'),
    },
    dueDate: day('截止日期', {
      column: { width: 130 },
      filter: { after: 'projectId' },
      sortable: true,
      form: true,
      export: { width: 14 },
    }),
    /** D009: 0 未处理, 1 已完成; changed by completing or reopening the task. */
    status: dict('任务状态', DICT.taskStatus, { required: true, column: { width: 100 }, filter: true, export: true }),
    completedAt: dateTime('完成时间', { column: { hidden: true }, sortable: true, export: { width: 20 } }),
    completedByName: joined(text('完成人', { max: 50 })),
    completionNote: text('完成说明', { max: 500, export: { width: 30 } }),
    description: textarea('任务描述', { max: 2000, form: true, export: { width: 40 } }),
    attachments: attachments('附件', { form: { wide: true } }),
    createTime: recordTime('创建时间', {
      column: { hidden: true },
      filter: { inBar: false },
      sortable: true,
      export: { width: 20 },
    }),
    updateTime: recordTime('更新时间', { sortable: true }),
  },
});

/** The add and edit form (`POST`/`PUT /api/task`). */
export const taskFormSchema = taskDeclaration.form;
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
export const taskProjectDeclaration = declareList({
  title: '任务项目',
  search: { label: '项目名称' },
  fields: { name: text('项目名称', { max: 100 }), code: text('项目编号', { max: 30 }) },
});

/** A project as the task pages' project picker lists it. */
export type TaskProject = ListRowOf<typeof taskProjectDeclaration>;

/** A row of the task list as the server answers it: every task has its project. */
export type Task = RowOf<typeof taskDeclaration> & {
  projectName: string;
  projectCode: string;
  createdBy: number | null;
};

/** A task still open after its due day (China calendar days, `yyyy-MM-dd`). */
export const isOverdue = (task: Pick<Task, 'status' | 'dueDate'>, today: string) =>
  task.status === TASK_OPEN && task.dueDate !== null && task.dueDate < today;
