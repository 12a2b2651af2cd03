import { useState } from 'react';
import {
  useGetDeployOverviewQuery,
  useRollbackReleaseMutation,
  useSwitchReleaseMutation,
} from '@yjf/area-system/api/releases';
import { formatFileSize } from '@yjf/domain/attachments';
import { formatDateTime } from '@yjf/domain/calendar';
import type { AreaReleaseInfo, ReleaseVersionInfo } from '@yjf/area-system/domain/releaseSchemas';
import { Button, Card, Message, Popconfirm, Space, Tag } from '@yjf/ui/arcoCore';
import { Table, type TableColumnProps } from '@yjf/ui/arcoTable';
import { usePermission } from '@yjf/ui/Permission';
import { DeployTokens } from './DeployTokens';
import { ReleaseUploadDialog } from './ReleaseUploadDialog';
import { ReleaseHealth } from './ReleaseHealth';
import './Releases.css';

const liveVersionOf = (area: AreaReleaseInfo) => area.versions.find((v) => v.live);

/**
 * 发布管理 (platform administrators): each area's live version and its versions, publishing a new build from
 * an archive, switching the live version and rolling back, and the deploy tokens of the area teams' pipelines.
 * Users get a change on their next page load; open pages are told 有新版本.
 */
export default function Releases() {
  const { data, isFetching, refetch } = useGetDeployOverviewQuery();
  const [switchRelease] = useSwitchReleaseMutation();
  const [rollbackRelease] = useRollbackReleaseMutation();
  const { can } = usePermission();
  const [expanded, setExpanded] = useState<string[]>([]);
  const [uploading, setUploading] = useState<{ area?: string } | null>(null);
  const areas = data?.areas ?? [];

  const toggle = (area: string) =>
    setExpanded((keys) => (keys.includes(area) ? keys.filter((key) => key !== area) : [...keys, area]));
  const makeLive = async (area: AreaReleaseInfo, version: string) => {
    try {
      Message.success((await switchRelease({ area: area.area, version }).unwrap()).message);
    } catch {
      // the error presenter has said why
    }
  };
  const rollback = async (area: AreaReleaseInfo) => {
    try {
      Message.success((await rollbackRelease({ area: area.area }).unwrap()).message);
    } catch {
      // the error presenter has said why
    }
  };

  const columns: TableColumnProps<AreaReleaseInfo>[] = [
    {
      title: '区域',
      dataIndex: 'title',
      render: (_: unknown, area) => (
        <Space size={6}>
          <span>{area.title}</span>
          {area.title !== area.area && <span className="release-area-code">{area.area}</span>}
        </Space>
      ),
    },
    {
      title: '当前版本',
      dataIndex: 'live',
      render: (_: unknown, area) => (area.live ? <code>{area.live}</code> : <Tag>未发布</Tag>),
    },
    {
      title: '发布时间',
      dataIndex: 'publishedAt',
      width: 180,
      render: (_: unknown, area) => formatDateTime(liveVersionOf(area)?.publishedAt) || '-',
    },
    { title: '文件数', dataIndex: 'files', width: 90, render: (_: unknown, area) => liveVersionOf(area)?.files ?? '-' },
    {
      title: '大小',
      dataIndex: 'bytes',
      width: 110,
      render: (_: unknown, area) => {
        const live = liveVersionOf(area);
        return live ? formatFileSize(live.bytes) : '-';
      },
    },
    { title: '近一小时', dataIndex: 'health', width: 250, render: (_: unknown, area) => <ReleaseHealth area={area} /> },
    {
      title: '操作',
      dataIndex: '__actions',
      width: 220,
      render: (_: unknown, area) => {
        const previous = area.history.at(-1);
        return (
          <Space size={4}>
            <Button type="text" size="mini" disabled={!area.versions.length} onClick={() => toggle(area.area)}>
              {expanded.includes(area.area) ? '收起版本' : `版本列表（${area.versions.length}）`}
            </Button>
            {can('release:add') && (
              <Button type="text" size="mini" onClick={() => setUploading({ area: area.area })}>
                发布
              </Button>
            )}
            {can('release:edit') && (
              <Popconfirm
                title={`确定将「${area.title}」回滚到上一个版本 ${previous ?? ''} 吗？`}
                okText="确定"
                cancelText="取消"
                disabled={!previous}
                onOk={() => rollback(area)}
              >
                <Button type="text" size="mini" status="warning" disabled={!previous}>
                  回滚
                </Button>
              </Popconfirm>
            )}
          </Space>
        );
      },
    },
  ];

  const versionColumns = (area: AreaReleaseInfo): TableColumnProps<ReleaseVersionInfo>[] => [
    { title: '版本', dataIndex: 'version', render: (version: string) => <code>{version}</code> },
    { title: '发布时间', dataIndex: 'publishedAt', width: 180, render: (at: string) => formatDateTime(at) },
    { title: '文件数', dataIndex: 'files', width: 90 },
    { title: '大小', dataIndex: 'bytes', width: 110, render: (bytes: number) => formatFileSize(bytes) },
    {
      title: '状态',
      dataIndex: 'live',
      width: 100,
      render: (live: boolean) => (live ? <Tag color="green">当前</Tag> : null),
    },
    {
      title: '操作',
      dataIndex: '__actions',
      width: 110,
      render: (_: unknown, version) =>
        !version.live &&
        can('release:edit') && (
          <Popconfirm
            title={`确定将「${area.title}」切换到版本 ${version.version} 吗？`}
            okText="确定"
            cancelText="取消"
            onOk={() => makeLive(area, version.version)}
          >
            <Button type="text" size="mini">
              设为当前
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <>
      <Card
        title="发布管理"
        extra={
          <Space>
            <Button loading={isFetching} onClick={refetch}>
              刷新
            </Button>
            {can('release:add') && (
              <Button type="primary" onClick={() => setUploading({})}>
                发布新版本
              </Button>
            )}
          </Space>
        }
      >
        <p className="release-intro">
          发布后，用户下次打开或刷新页面即使用新版本；已打开的页面会收到“有新版本”的提示。
        </p>
        <Table
          rowKey="area"
          loading={!data && isFetching}
          columns={columns}
          data={areas}
          pagination={false}
          expandedRowKeys={expanded}
          onExpand={(area) => toggle(area.area)}
          expandedRowRender={(area) =>
            area.versions.length ? (
              <Table
                rowKey="version"
                size="small"
                columns={versionColumns(area)}
                data={area.versions}
                pagination={false}
              />
            ) : null
          }
        />
        {uploading && (
          <ReleaseUploadDialog areas={areas} initialArea={uploading.area} onClose={() => setUploading(null)} />
        )}
      </Card>
      <DeployTokens areas={areas} />
    </>
  );
}
