import { taskDeclaration } from '@yjf/area-projects/domain/taskSchemas';
import { AttachmentUpload } from '@yjf/ui/attachments/AttachmentUpload';
import { Link } from '@yjf/ui/arcoCore';
import { columnsOf, formFieldsOf, searchFieldsOf } from '@yjf/ui/crud/ResourcePage';
import { UserSelect } from '@yjf/ui/UserSelect';
import { ProjectLink } from '../projects/ProjectLink';
import { DueDate } from './DueDate';
import { TaskProjectSelect } from './TaskProjectSelect';

/**
 * The task list's declared columns; the title opens the task, the project its detail (for who may read
 * projects). One project's list (`withProject` false) has no project column.
 */
export const taskColumns = (open: (path: string) => void, withProject: boolean) =>
  columnsOf(taskDeclaration, {
    title: { render: (row) => <Link onClick={() => open(`/taskInfo/${row.id}`)}>{row.title}</Link> },
    projectName: { render: (row) => <ProjectLink id={row.projectId} name={row.projectName} /> },
    dueDate: { render: (row) => <DueDate task={row} /> },
  }).filter((column) => withProject || column.field !== 'projectName');

/** The task list's declared search bar; one project's list has no project picker. */
export const taskSearch = (withProject: boolean) =>
  searchFieldsOf(taskDeclaration, { projectId: <TaskProjectSelect withTasks placeholder="所属项目" /> }).filter(
    (field) => withProject || field.name !== 'projectId',
  );

/** The add/edit dialog of a task: the declared form with its pickers. */
export const taskFields = formFieldsOf(taskDeclaration, {
  projectId: <TaskProjectSelect placeholder="输入项目名称查找" />,
  assigneeId: <UserSelect placeholder="默认为自己" />,
  attachments: <AttachmentUpload />,
});
