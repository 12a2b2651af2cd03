import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DICT } from '@yjf/domain/dictionaries';
import { TASK_LIST, TASK_PRIORITIES, taskFormSchema, type Task } from '@yjf/area-projects/domain/taskSchemas';
import { assertCompanyRecord, resolveOwner } from '../../crud/companyRefs';
import { defineResource } from '../../crud/resourceDefinition';
import { users } from '../accounts/schema';
import { userName } from '../accounts/userName';
import { companyAttachments } from '../attachments/ownership';
import { projects } from '../projects/schema';
import { tasks } from './schema';

const assignee = alias(users, 'assignee');
const finisher = alias(users, 'finisher');

/** 任务 on the list engine: `/api/task` with permission prefix `task`. Completion has its own calls. */
export const taskResource = defineResource<Record<string, unknown>>({
  path: 'task',
  permission: 'task',
  noun: '任务',
  table: tasks,
  projection: {
    id: tasks.id,
    version: tasks.version,
    projectId: tasks.projectId,
    projectName: projects.name,
    projectCode: projects.code,
    title: tasks.title,
    description: tasks.description,
    assigneeId: tasks.assigneeId,
    assigneeName: userName(assignee, 'assignee_name'),
    priority: tasks.priority,
    dueDate: tasks.dueDate,
    status: tasks.status,
    completedAt: tasks.completedAt,
    completedByName: userName(finisher, 'completed_by_name'),
    completionNote: tasks.completionNote,
    attachments: tasks.attachments,
    createdBy: tasks.createdBy,
    createTime: tasks.createTime,
    updateTime: tasks.updateTime,
  } satisfies Record<keyof Task, unknown>,
  joins: (query) =>
    query
      .leftJoin(projects, eq(projects.id, tasks.projectId))
      .leftJoin(assignee, eq(assignee.id, tasks.assigneeId))
      .leftJoin(finisher, eq(finisher.id, tasks.completedBy)),
  list: TASK_LIST,
  filterTargets: {
    blurry: { target: tasks.searchText, lowercased: true },
    projectId: tasks.projectId,
    assigneeId: tasks.assigneeId,
    status: tasks.status,
    priority: tasks.priority,
    dueDate: tasks.dueDate,
    createTime: tasks.createTime,
  },
  sortColumns: {
    dueDate: tasks.dueDate,
    priority: tasks.priority,
    completedAt: tasks.completedAt,
    createTime: tasks.createTime,
    updateTime: tasks.updateTime,
  },
  form: taskFormSchema,
  prepare: async (form, { tx, auth, existing }) => {
    const companyId = auth.company.id;
    await assertCompanyRecord(tx, projects, companyId, form.projectId as number, '项目不存在或不属于本企业');
    const assigneeId = await resolveOwner(form, { tx, auth, existing }, { field: 'assigneeId' });
    return { ...form, assigneeId, attachments: companyAttachments(form.attachments, companyId) };
  },
  titleOf: (row) => String(row.title),
  export: {
    title: '任务列表',
    columns: [
      { header: '任务标题', field: 'title', width: 28 },
      { header: '所属项目', field: 'projectName', width: 24 },
      { header: '负责人', field: 'assigneeName' },
      { header: '优先级', field: 'priority', options: TASK_PRIORITIES, width: 10 },
      { header: '截止日期', field: 'dueDate', format: 'date', width: 14 },
      { header: '任务状态', field: 'status', dict: DICT.taskStatus },
      { header: '完成时间', field: 'completedAt', format: 'datetime', width: 20 },
      { header: '完成说明', field: 'completionNote', width: 30 },
      { header: '任务描述', field: 'description', width: 40 },
      { header: '创建时间', field: 'createTime', format: 'datetime', width: 20 },
    ],
  },
});
