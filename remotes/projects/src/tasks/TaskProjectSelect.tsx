import { RecordSelect } from '@yjf/ui/RecordSelect';

type Props = {
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  placeholder?: string;
  /** Only projects that have tasks the caller sees (the search of a task list, `/api/task/projects`). */
  withTasks?: boolean;
};

/**
 * The project of a task. The form offers the projects the caller reaches (数据权限), which the server accepts and
 * lets every holder of the task form list; the search of a task list offers the projects of the tasks they see.
 */
export function TaskProjectSelect({ withTasks, ...select }: Props) {
  return <RecordSelect resource={withTasks ? 'task/projects' : 'project'} {...select} />;
}
