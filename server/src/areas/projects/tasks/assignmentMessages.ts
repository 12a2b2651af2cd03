import type { ResourceDefinition, ResourceRow } from '../../../crud/resourceDefinition';
import { sendMessages } from '../../../platform/messages/sendMessages';
import { taskResource } from './resource';

/** The page that opens a task (任务详情, the projects area's `/taskInfo/:pid`). */
export const taskPage = (id: number) => `/taskInfo/${id}`;

/**
 * 任务指派: when a task gets an assignee (added with one, or edited to another) who is not the person making the
 * change, the assignee is told, inside the write's transaction (nothing is sent if it rolls back, and the bell
 * counts again at the commit). Only an assignee who may list tasks and reaches this one gets it (`sendMessages`).
 */
export const assignmentMessages: NonNullable<ResourceDefinition['afterWrite']> = async (
  rows,
  { tx, auth, action, ctx },
) => {
  if (action !== 'add' && action !== 'edit') return;
  const after = rows.at(-1)!;
  const before: ResourceRow | undefined = action === 'edit' ? rows[0] : undefined;
  const assigneeId = after.assigneeId as number | null;
  if (!assigneeId || assigneeId === auth.user.id || assigneeId === before?.assigneeId) return;
  const assigner = auth.user.realName || auth.user.nickName;
  const due = after.dueDate ? `截止日期 ${String(after.dueDate)}` : '未设截止日期';
  await sendMessages(tx, ctx, [
    {
      companyId: auth.company.id,
      kind: 'taskAssigned',
      title: `任务「${String(after.title)}」指派给了你`,
      content: `项目「${String(after.projectName ?? '')}」，${due}，由${assigner}指派`,
      link: taskPage(after.id),
      to: [assigneeId],
      permission: `${taskResource.permission}:list`,
      about: { resource: taskResource, id: after.id },
    },
  ]);
};

/** The task resource as the app serves it: its own `afterWrite`, if any, then the assignee's message. */
export const taskResourceWithMessages: ResourceDefinition = {
  ...taskResource,
  afterWrite: async (rows, context) => {
    await taskResource.afterWrite?.(rows, context);
    await assignmentMessages(rows, context);
  },
};
