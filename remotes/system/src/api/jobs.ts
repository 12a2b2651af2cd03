import type { ListPage } from '@yjf/domain/lists';
import type { JobRun, ScheduledJobRow } from '@yjf/area-system/domain/jobSchemas';
import { api } from '@yjf/api/api';
import type { ListParams } from '@yjf/api/records';

const tag = (id: string) => ({ type: 'Record' as const, id });

/** What 立即执行, 暂停 and 恢复 change: the jobs, their runs, and the operation log that records them. */
const changed = [tag('job'), tag('jobRun'), tag('log')];

/**
 * 定时任务 (系统监控, the platform's administrators): the jobs with their last and next run, the log of their runs,
 * and 立即执行, 暂停 and 恢复 of one job, by its name.
 *
 * @example const [runNow] = useRunJobNowMutation(); await runNow('session-cleanup').unwrap();
 */
export const jobsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getJobs: build.query<ScheduledJobRow[], void>({ query: () => 'api/jobs', providesTags: [tag('job')] }),
    getJobRuns: build.query<ListPage<JobRun>, ListParams>({
      query: (params) => ({ url: 'api/jobs/runs', params }),
      providesTags: [tag('jobRun')],
    }),
    runJobNow: build.mutation<{ message: string }, string>({
      query: (name) => ({ url: `api/jobs/${encodeURIComponent(name)}/run`, method: 'POST' }),
      invalidatesTags: changed,
    }),
    pauseJob: build.mutation<{ message: string }, string>({
      query: (name) => ({ url: `api/jobs/${encodeURIComponent(name)}/pause`, method: 'POST' }),
      invalidatesTags: changed,
    }),
    resumeJob: build.mutation<{ message: string }, string>({
      query: (name) => ({ url: `api/jobs/${encodeURIComponent(name)}/resume`, method: 'POST' }),
      invalidatesTags: changed,
    }),
  }),
});

export const { useGetJobsQuery, useGetJobRunsQuery, useRunJobNowMutation, usePauseJobMutation, useResumeJobMutation } =
  jobsApi;
