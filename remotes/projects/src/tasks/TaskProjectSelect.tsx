import { RecordSelect } from '@yjf/ui/RecordSelect';
import { usePermission } from '@yjf/ui/Permission';

type Props = {
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  placeholder?: string;
  /** Only projects that have tasks (the search of a task list): every user who reads tasks may ask for them. */
  withTasks?: boolean;
};

/**
 * The project of a task: the company's projects for a user who may list them, otherwise the projects of the
 * tasks they can see (`/api/task/projects`), so a page never asks for what its user may not read.
 */
export function TaskProjectSelect({ withTasks, ...select }: Props) {
  const mayListProjects = usePermission().can('project:list');
  return <RecordSelect resource={withTasks || !mayListProjects ? 'task/projects' : 'project'} {...select} />;
}
