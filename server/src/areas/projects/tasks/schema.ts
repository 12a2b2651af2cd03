import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { taskDeclaration } from '@yjf/area-projects/domain/taskSchemas';
import type { Attachment } from '@yjf/domain/attachments';
import { declaredColumns } from '../../../db/declaredColumns';
import { recordColumns } from '../../../crud/recordColumns';
import { users } from '../../../db/accountTables';
import { projects } from '../projects/schema';

/** 任务: work on a project, assigned to one person, done once (D009). */
export const tasks = pgTable(
  'tasks',
  {
    ...recordColumns(),
    ...declaredColumns(taskDeclaration, {
      projectId: integer()
        .notNull()
        .references(() => projects.id, { onDelete: 'restrict' }),
      assigneeId: integer().references(() => users.id, { onDelete: 'set null' }),
      /** TASK_PRIORITIES */
      priority: smallint().notNull().default(2),
      dueDate: date({ mode: 'string' }),
      /** D009: 0 未处理, 1 已完成. */
      status: smallint().notNull().default(0),
      attachments: jsonb().$type<Attachment[]>().notNull().default([]),
    }),
    /** Who completed it (completedByName). */
    completedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    searchText: text()
      .notNull()
      .generatedAlwaysAs(sql`lower(title || ' ' || description)`),
  },
  (t) => [
    index('tasks_company_id_idx').on(t.companyId, t.id),
    index('tasks_project_idx').on(t.projectId, t.status),
    index('tasks_company_assignee_idx').on(t.companyId, t.assigneeId, t.status),
    index('tasks_company_due_idx').on(t.companyId, t.dueDate, t.id),
    // The daily due reminder reads the open tasks of every company by due date (`taskDueReminders.ts`).
    index('tasks_open_due_idx')
      .on(t.dueDate, t.id)
      .where(sql`${t.status} = 0`),
    index('tasks_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('tasks_search_chars_idx').using('gin', sql`string_to_array(${t.searchText}, null)`),
  ],
);
