import { deliveryApi } from '@yjf/area-projects/api/projects';
import { formatDateTime } from '@yjf/domain/calendar';
import { DICT } from '@yjf/domain/dictionaries';
import { Empty, Spin } from '@yjf/ui/arcoCore';
import { Steps, Timeline } from '@yjf/ui/arcoDetails';
import { useDictItems } from '@yjf/ui/dict/useDictItems';
import { useIsPhone } from '@yjf/ui/useIsPhone';

/**
 * Where a project stands: the D004 statuses as steps with the current one lit, and below, every change of
 * its status (who, when, from, to and why), newest first.
 */
export function StatusTimeline({ projectId, status }: { projectId: number; status: number }) {
  const { items } = useDictItems(DICT.projectStatus);
  // Ten statuses side by side need 1000 px; a phone lists them one under another.
  const phone = useIsPhone();
  const { data: history, isLoading } = deliveryApi.useProjectStatusHistoryQuery(projectId);
  const nameOf = (value: number | null) => items.find((item) => item.value === String(value))?.name ?? String(value);
  const current = items.findIndex((item) => item.value === String(status));
  return (
    <>
      <Steps
        size="small"
        direction={phone ? 'vertical' : 'horizontal'}
        current={current + 1}
        style={{ marginBottom: 24, overflowX: 'auto' }}
        aria-label="项目进度"
      >
        {items.map((item) => (
          <Steps.Step key={item.value} title={item.name} />
        ))}
      </Steps>
      {isLoading ? (
        <Spin />
      ) : !history?.length ? (
        <Empty description="暂无状态记录" />
      ) : (
        <Timeline aria-label="状态记录">
          {[...history].reverse().map((entry) => (
            <Timeline.Item key={entry.id} label={formatDateTime(entry.changedAt)}>
              <div>
                {entry.fromStatus === null
                  ? `创建项目，状态「${nameOf(entry.toStatus)}」`
                  : `「${nameOf(entry.fromStatus)}」→「${nameOf(entry.toStatus)}」`}
                <span style={{ color: 'var(--color-text-3)', marginLeft: 8 }}>{entry.changedByName ?? '—'}</span>
              </div>
              {entry.remark && <div style={{ color: 'var(--color-text-2)' }}>{entry.remark}</div>}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </>
  );
}
