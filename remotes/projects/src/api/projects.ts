import type {
  Project,
  ProjectForm,
  ProjectStatusChange,
  ProjectStatusEntry,
  ProjectSummary,
} from '@yjf/area-projects/domain/projectSchemas';
import type { NewSchemeVersion, Scheme, SchemeForm, SchemeVersion } from '@yjf/area-projects/domain/schemeSchemas';
import type { CompleteTask, ReopenTask, Task, TaskForm } from '@yjf/area-projects/domain/taskSchemas';
import { api } from '@yjf/api/api';
import { resourceApi } from '@yjf/api/records';

/** The delivery side's resources on the list engine; a task or drawing changes its project's summary. */
export const projectApi = resourceApi<Project, ProjectForm>('project');
export const taskApi = resourceApi<Task, TaskForm>('task', { invalidates: ['Project'] });
export const schemeApi = resourceApi<Scheme, SchemeForm>('scheme', { invalidates: ['Project'] });

const tag = (id: string) => ({ type: 'Record' as const, id });
type Message = { message: string };

/** A project's status moves and history, its summary, a task's completion and a drawing's new version. */
export const deliveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    changeProjectStatus: build.mutation<Message, ProjectStatusChange>({
      query: (body) => ({ url: 'api/project/status', method: 'POST', body }),
      invalidatesTags: [tag('project'), tag('Project')],
    }),
    projectStatusHistory: build.query<ProjectStatusEntry[], number>({
      query: (id) => `api/project/${id}/statusHistory`,
      providesTags: [tag('project'), tag('Project')],
    }),
    projectSummary: build.query<ProjectSummary, number>({
      query: (id) => `api/project/${id}/summary`,
      providesTags: [tag('project'), tag('Project')],
    }),
    completeTask: build.mutation<Message, CompleteTask>({
      query: (body) => ({ url: 'api/task/complete', method: 'POST', body }),
      invalidatesTags: [tag('task'), tag('Project')],
    }),
    reopenTask: build.mutation<Message, ReopenTask>({
      query: (body) => ({ url: 'api/task/reopen', method: 'POST', body }),
      invalidatesTags: [tag('task'), tag('Project')],
    }),
    newSchemeVersion: build.mutation<Message & { id: number; revision: number }, NewSchemeVersion>({
      query: (body) => ({ url: 'api/scheme/newVersion', method: 'POST', body }),
      invalidatesTags: [tag('scheme'), tag('Project')],
    }),
    schemeVersions: build.query<SchemeVersion[], number>({
      query: (id) => `api/scheme/${id}/versions`,
      providesTags: [tag('scheme')],
    }),
  }),
});
