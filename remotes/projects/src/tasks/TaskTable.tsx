import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { taskApi } from '@yjf/area-projects/api/projects';
import type { ListParams } from '@yjf/api/records';
import { taskDeclaration, taskFormSchema, type Task } from '@yjf/area-projects/domain/taskSchemas';
import { CrudPage } from '@yjf/ui/crud/CrudPage';
import { CompleteDialog } from './CompleteDialog';
import { TaskActions } from './TaskActions';
import { taskColumns, taskFields, taskSearch } from './taskFields';

type Props = {
  title: string;
  /** One project's tasks (its detail page): no project column or filter, new tasks belong to it. */
  projectId?: number;
  /** More fixed filters: 我的任务 is the caller's. */
  fixedFilters?: ListParams;
  toolbar?: React.ReactNode;
};

/** A list of tasks on the list engine, with 完成 and 重新打开 in each row. */
export function TaskTable({ title, projectId, fixedFilters, toolbar }: Props) {
  const navigate = useNavigate();
  const [completing, setCompleting] = useState<Task | null>(null);
  const inProject = projectId !== undefined;
  return (
    <>
      <CrudPage
        title={title}
        noun={taskDeclaration.noun}
        api={taskApi}
        permission="task"
        columns={taskColumns(navigate, !inProject)}
        searchFields={taskSearch(!inProject)}
        formFields={inProject ? taskFields.filter((field) => field.name !== 'projectId') : taskFields}
        schema={taskFormSchema}
        newValues={{ priority: '2', ...(inProject ? { projectId } : {}) }}
        nameOf={(row) => row.title}
        fixedFilters={{ ...fixedFilters, ...(inProject ? { projectId } : {}) }}
        toolbar={toolbar}
        rowActionLabels={['重新打开']}
        rowActions={(row) => <TaskActions task={row} onComplete={setCompleting} />}
      />
      <CompleteDialog task={completing} onClose={() => setCompleting(null)} />
    </>
  );
}
