import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { USER_IN_USE } from '@yjf/area-system/domain/userSchemas';
import { taskDeclaration } from '@yjf/area-projects/domain/taskSchemas';
import { chosenPerson } from '../../../crud/chosenPerson';
import { anyOf, belongsTo, namesPerson } from '../../../crud/dataScope';
import { defineResource } from '../../../crud/resourceDefinition';
import { users } from '../../../db/accountTables';
import { userName } from '../../../platform/accounts/userName';
import { companyAttachments } from '../../../platform/attachments/ownership';
import { projectScope } from '../projects/resource';
import { projects } from '../projects/schema';
import { tasks } from './schema';

const assignee = alias(users, 'assignee');
const finisher = alias(users, 'finisher');

/**
 * Who reaches a task (数据权限, `crud/dataScope.ts`): its assignee, who handed it out, and whoever reaches its
 * project.
 */
export const taskScope = anyOf(
  namesPerson(tasks.assigneeId, tasks.createdBy),
  belongsTo(tasks.projectId, projects, projectScope),
);

/** 任务 on the list engine: `/api/task` with permission prefix `task`. Completion has its own calls. */
export const taskResource = defineResource({
  path: 'task',
  permission: 'task',
  declaration: taskDeclaration,
  table: tasks,
  projection: {
    projectName: projects.name,
    projectCode: projects.code,
    assigneeName: userName(assignee, 'assignee_name'),
    completedByName: userName(finisher, 'completed_by_name'),
  },
  joins: (query) =>
    query
      .leftJoin(projects, eq(projects.id, tasks.projectId))
      .leftJoin(assignee, eq(assignee.id, tasks.assigneeId))
      .leftJoin(finisher, eq(finisher.id, tasks.completedBy)),
  filterTargets: { blurry: { target: tasks.searchText, lowercased: true } },
  dataScope: taskScope,
  prepare: async (form, context) => ({
    ...form,
    assigneeId: chosenPerson(form, 'assigneeId', context),
    attachments: companyAttachments(form.attachments, context.auth.company.id),
  }),
  blocksDelete: { projectId: true, assigneeId: () => USER_IN_USE },
  titleOf: (row) => String(row.title),
});
