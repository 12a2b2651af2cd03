import {
  useGetJobsQuery,
  usePauseJobMutation,
  useResumeJobMutation,
  useRunJobNowMutation,
} from '@yjf/area-system/api/jobs';
import { formatRunDuration, type ScheduledJobRow } from '@yjf/area-system/domain/jobSchemas';
import { formatDateTime } from '@yjf/domain/calendar';
import { Button, Popconfirm, Space, Tag, Typography } from '@yjf/ui/arcoCore';
import { notifySaved } from '@yjf/ui/notices';
import { PagedTable } from '@yjf/ui/PagedTable';
import { usePermission } from '@yjf/ui/Permission';
import { useIsPhone } from '@yjf/ui/useIsPhone';
import { IconRefresh } from '@arco-design/web-react/icon';
import { RunStatusTag } from './RunStatusTag';

/** How often the list is read again while it is shown: the last and next runs move every minute. */
const REFRESH_MS = 15_000;

/**
 * A job as the table draws it: `id` is its place in the list (the table and the phone's cards key rows by it), and
 * its name is `jobName`, so a card and its 操作 menu are named by the title, as a user knows the job.
 */
type Row = Omit<ScheduledJobRow, 'name'> & { id: number; jobName: string };

/** The table is one page of every job: nothing to turn. */
const WHOLE_LIST = { page: 0, size: 100, turn: () => {} };

/**
 * 任务列表: every job with its schedule, state, last run (when, how it ended, how long) and next run; 立即执行 and
 * 暂停/恢复 after asking (job:edit), and 日志 for its runs.
 */
export function JobTable({ onShowRuns }: { onShowRuns: (job: string) => void }) {
  const query = useGetJobsQuery(undefined, { pollingInterval: REFRESH_MS });
  const [runNow] = useRunJobNowMutation();
  const [pause] = usePauseJobMutation();
  const [resume] = useResumeJobMutation();
  const mayEdit = usePermission().can('job:edit');
  const phone = useIsPhone();
  const rows: Row[] = (query.data ?? []).map(({ name, ...job }, index) => ({ ...job, id: index + 1, jobName: name }));

  const command = async (send: (name: string) => { unwrap(): Promise<{ message: string }> }, name: string) => {
    try {
      notifySaved((await send(name).unwrap()).message);
    } catch {
      // shown by the error presenter
    }
  };

  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button icon={<IconRefresh />} onClick={() => void query.refetch()}>
          刷新
        </Button>
      </Space>
      <PagedTable<Row>
        aria-label="定时任务"
        data={query.data ? { content: rows, totalElements: rows.length } : undefined}
        list={WHOLE_LIST}
        loading={query.isFetching && !query.data}
        scroll={{ x: true }}
        noDataElement={<div style={{ padding: 32, textAlign: 'center' }}>暂无定时任务</div>}
        columns={[
          {
            title: '任务名称',
            dataIndex: 'title',
            width: 140,
            render: (title: string, row) =>
              phone ? (
                title
              ) : (
                <Space direction="vertical" size={0}>
                  <span>{title}</span>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {row.jobName}
                  </Typography.Text>
                </Space>
              ),
          },
          // A phone's card shows the four after the name: what a job does is the desktop's.
          // The one column without a width: it takes what the others leave.
          ...(phone ? [] : [{ title: '说明', dataIndex: 'description' }]),
          {
            title: '执行计划',
            dataIndex: 'schedule',
            width: 130,
            render: (schedule: string, row) => (
              <Space direction="vertical" size={0}>
                <span>{schedule}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {row.cron}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: '状态',
            dataIndex: 'paused',
            width: 130,
            render: (paused: boolean, row) =>
              paused ? (
                <Space direction="vertical" size={2}>
                  <Tag color="orange">已暂停</Tag>
                  {row.pausedAt && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {/* Who paused it, and when: 12-05 15:20, the year and seconds left out. */}
                      {row.pausedBy ?? ''}暂停于 {formatDateTime(row.pausedAt).slice(5, 16)}
                    </Typography.Text>
                  )}
                </Space>
              ) : (
                <Tag color="green">运行中</Tag>
              ),
          },
          {
            title: '上次执行',
            dataIndex: 'lastRun',
            width: 210,
            render: (_: unknown, row) => {
              const run = row.lastRun;
              if (!run) return '未执行';
              return (
                <Space direction="vertical" size={2}>
                  <span>{formatDateTime(run.startedAt)}</span>
                  <Space size={6}>
                    <RunStatusTag status={run.status} />
                    {run.durationMs !== null && <span>{formatRunDuration(run.durationMs)}</span>}
                  </Space>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {run.result}
                  </Typography.Text>
                </Space>
              );
            },
          },
          {
            title: '下次执行',
            dataIndex: 'nextRunAt',
            width: 170,
            render: (next: string | null) => (next ? formatDateTime(next) : '无'),
          },
          {
            title: '操作',
            dataIndex: '__actions',
            width: mayEdit ? 200 : 80,
            fixed: 'right' as const,
            render: (_: unknown, row) => (
              <Space size={0}>
                {mayEdit && (
                  <Popconfirm
                    title={`确定立即执行「${row.title}」吗？`}
                    okText="确定"
                    cancelText="取消"
                    onOk={() => command(runNow, row.jobName)}
                  >
                    <Button type="text" size="mini">
                      立即执行
                    </Button>
                  </Popconfirm>
                )}
                {mayEdit &&
                  (row.paused ? (
                    <Popconfirm
                      title={`确定恢复「${row.title}」吗？`}
                      okText="确定"
                      cancelText="取消"
                      onOk={() => command(resume, row.jobName)}
                    >
                      <Button type="text" size="mini">
                        恢复
                      </Button>
                    </Popconfirm>
                  ) : (
                    <Popconfirm
                      title={`确定暂停「${row.title}」吗？暂停后不再按计划执行，可随时恢复。`}
                      okText="确定"
                      cancelText="取消"
                      onOk={() => command(pause, row.jobName)}
                    >
                      <Button type="text" size="mini" status="warning">
                        暂停
                      </Button>
                    </Popconfirm>
                  ))}
                <Button type="text" size="mini" onClick={() => onShowRuns(row.jobName)}>
                  日志
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}
