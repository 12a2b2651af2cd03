import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { chinaToday, daysBetween } from '@yjf/domain/calendar';
import { TASK_OPEN } from '@yjf/area-projects/domain/taskSchemas';
import type { AppContext } from '../../../context';
import type { ScheduledJob } from '../../../platform/jobs/scheduledJob';
import { sendMessages, type MessageDraft } from '../../../platform/messages/sendMessages';
import { projects } from '../projects/schema';
import { taskResource } from './resource';
import { tasks } from './schema';

/** How many tasks one round reads and sends for. */
const BATCH = 500;

/** What the reminder of an open task says on `today`: due today, or overdue by how many days. */
export function taskDueTitle(title: string, dueDate: string, today: string): string {
  const late = daysBetween(dueDate, today);
  return late > 0 ? `任务「${title}」已逾期 ${late} 天` : `任务「${title}」今天到期`;
}

/**
 * 任务到期: each open task (D009 未处理) due `today` or before reminds its assignee, or whoever handed it out when
 * it has none (the assignee's account was removed), once a day (`taskDue:<id>:<today>`), so an overdue task is
 * mentioned again each day until it is done. The recipient must still hold `task:list` and reach the task. Read
 * in rounds along the open tasks' due-date index (`tasks_open_due_idx`), oldest first. Answers how many messages
 * were written: none for a repeated run.
 */
export async function remindDueTasks(ctx: AppContext, today = chinaToday()): Promise<number> {
  const db = ctx.database.db;
  let sent = 0;
  let after: { dueDate: string; id: number } | null = null;
  for (;;) {
    const rows = await db
      .select({
        id: tasks.id,
        companyId: tasks.companyId,
        title: tasks.title,
        dueDate: tasks.dueDate,
        assigneeId: tasks.assigneeId,
        createdBy: tasks.createdBy,
        projectName: projects.name,
      })
      .from(tasks)
      .innerJoin(projects, eq(projects.id, tasks.projectId))
      .where(
        and(
          eq(tasks.status, TASK_OPEN),
          lte(tasks.dueDate, today),
          after ? sql`(${tasks.dueDate}, ${tasks.id}) > (${after.dueDate}, ${after.id})` : undefined,
        ),
      )
      .orderBy(asc(tasks.dueDate), asc(tasks.id))
      .limit(BATCH);
    const drafts = rows.flatMap((task): MessageDraft[] => {
      const to = task.assigneeId ?? task.createdBy;
      if (!to || !task.dueDate) return [];
      return [
        {
          companyId: task.companyId,
          kind: 'taskDue',
          title: taskDueTitle(task.title, task.dueDate, today),
          content: `所属项目「${task.projectName}」，截止日期 ${task.dueDate}`,
          link: `/taskInfo/${task.id}`,
          to: [to],
          permission: 'task:list',
          about: { resource: taskResource, id: task.id },
          dedupeKey: `taskDue:${task.id}:${today}`,
        },
      ];
    });
    sent += await sendMessages(db, ctx, drafts);
    const last = rows.at(-1);
    if (rows.length < BATCH || !last?.dueDate) return sent;
    after = { dueDate: last.dueDate, id: last.id };
  }
}

/** Every morning at 8, the tasks due today and those overdue (消息中心 › 任务到期). */
export const taskDueJob: ScheduledJob = {
  name: 'task-due-reminders',
  title: '任务到期提醒',
  description: '每天 8 点提醒负责人今天到期和已逾期的未完成任务',
  cron: '0 8 * * *',
  run: async (ctx) => `发送 ${await remindDueTasks(ctx)} 条任务到期提醒`,
};
