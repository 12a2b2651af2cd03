import { useMemo } from 'react';
import { useGetJobRunsQuery, useGetJobsQuery } from '@yjf/area-system/api/jobs';
import {
  formatRunDuration,
  JOB_RUN_STATUS_LABELS,
  JOB_TRIGGER_LABELS,
  type JobRun,
} from '@yjf/area-system/domain/jobSchemas';
import { formatDateTime } from '@yjf/domain/calendar';
import { Button, Space } from '@yjf/ui/arcoCore';
import type { SearchField } from '@yjf/ui/crud/CrudPage';
import { SearchBar } from '@yjf/ui/crud/SearchBar';
import type { ListController } from '@yjf/ui/list/useListController';
import { PagedTable } from '@yjf/ui/PagedTable';
import { IconRefresh } from '@arco-design/web-react/icon';
import { RunStatusTag } from './RunStatusTag';

const statusOptions = Object.entries(JOB_RUN_STATUS_LABELS).map(([value, label]) => ({ value, label }));

/**
 * 执行日志: every run of every job, newest first, by job and by outcome: when it started, what started it (定时, or
 * 手动 by whom), how it ended and what it did or why it failed, how long it took, the try and the instance.
 */
export function RunLog({ list }: { list: ListController }) {
  const jobs = useGetJobsQuery();
  const query = useGetJobRunsQuery(list.params);
  const fields = useMemo<SearchField[]>(
    () => [
      {
        name: 'job',
        label: '任务',
        kind: 'options',
        options: (jobs.data ?? []).map((job) => ({ value: job.name, label: job.title })),
      },
      { name: 'status', label: '执行结果', kind: 'options', options: statusOptions },
    ],
    [jobs.data],
  );

  return (
    <>
      <SearchBar fields={fields} values={list.filters} onSearch={list.search} />
      <Space style={{ margin: '16px 0 12px' }}>
        <Button icon={<IconRefresh />} onClick={() => void query.refetch()}>
          刷新
        </Button>
      </Space>
      <PagedTable<JobRun>
        aria-label="执行日志"
        data={query.data}
        list={list}
        sizeCanChange
        loading={query.isFetching}
        scroll={{ x: true }}
        noDataElement={<div style={{ padding: 32, textAlign: 'center' }}>暂无执行记录</div>}
        // On a phone's card, the four after the name: when, what started it, how it ended and what it did.
        columns={[
          { title: '任务名称', dataIndex: 'jobTitle', width: 130 },
          { title: '开始时间', dataIndex: 'startedAt', width: 170, render: (at: string) => formatDateTime(at) },
          {
            title: '触发方式',
            dataIndex: 'trigger',
            width: 160,
            render: (_: unknown, run) =>
              run.trigger === 'manual'
                ? `${JOB_TRIGGER_LABELS.manual}（${run.triggeredBy ?? '-'}）`
                : JOB_TRIGGER_LABELS.schedule,
          },
          {
            title: '执行结果',
            dataIndex: 'status',
            width: 100,
            render: (_: unknown, run) => <RunStatusTag status={run.status} />,
          },
          { title: '结果说明', dataIndex: 'result', render: (result: string) => result || '-' },
          {
            title: '耗时',
            dataIndex: 'durationMs',
            width: 100,
            render: (ms: number | null) => (ms === null ? '-' : formatRunDuration(ms)),
          },
          { title: '第几次', dataIndex: 'attempt', width: 80, render: (attempt: number) => `第 ${attempt} 次` },
          { title: '执行实例', dataIndex: 'instance', width: 170 },
        ]}
      />
    </>
  );
}
