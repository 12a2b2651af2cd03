import { formatDateTime, relativeTime } from '@yjf/domain/calendar';
import { labelOf } from '@yjf/domain/dictionaries';
import { FOLLOW_METHODS } from '../domain/followupSchemas';
import type { FollowupKind } from './followupKind';
import { Empty, Space, Spin, Tag, Typography } from '@yjf/ui/arcoCore';
import { Timeline } from '@yjf/ui/arcoDetails';
import { AttachmentGallery } from '@yjf/ui/attachments/AttachmentGallery';

type Props = { kind: FollowupKind; id: number };

const LATEST = 50;

/** A record's follow-ups, newest first: method, when, who, what was said, the planned next time, attachments. */
export function FollowupTimeline({ kind, id }: Props) {
  const { data, isLoading } = kind.api.useList({ page: 0, size: LATEST, sort: 'followTime,desc', [kind.key]: id });
  if (isLoading) return <Spin style={{ display: 'block', padding: 24 }} />;
  if (!data?.content.length) return <Empty description="还没有跟进记录" />;
  return (
    <Timeline aria-label="跟进记录">
      {data.content.map((item) => (
        <Timeline.Item
          key={item.id}
          label={<span title={formatDateTime(item.followTime)}>{relativeTime(item.followTime)}</span>}
        >
          <Space size={8} style={{ marginBottom: 4 }}>
            <Tag color="arcoblue">{labelOf(FOLLOW_METHODS, item.method)}</Tag>
            <Typography.Text type="secondary">
              {formatDateTime(item.followTime)} · {item.followerName ?? '—'}
            </Typography.Text>
          </Space>
          <Typography.Paragraph style={{ margin: '4px 0', whiteSpace: 'pre-wrap' }}>
            {item.content}
          </Typography.Paragraph>
          {item.nextFollowTime && (
            <Typography.Text type="secondary">下次跟进：{formatDateTime(item.nextFollowTime)}</Typography.Text>
          )}
          {item.attachments.length > 0 && (
            <div style={{ marginTop: 6 }}>
              <AttachmentGallery files={item.attachments} />
            </div>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
