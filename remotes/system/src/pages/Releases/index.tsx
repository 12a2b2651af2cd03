import { useState } from 'react';
import {
  useChooseCandidateMutation,
  useGetDeployOverviewQuery,
  useRollbackReleaseMutation,
  useSwitchReleaseMutation,
} from '@yjf/area-system/api/releases';
import { formatFileSize } from '@yjf/domain/attachments';
import { formatDateTime } from '@yjf/domain/calendar';
import type { AreaReleaseInfo, ReleaseVersionInfo } from '@yjf/area-system/domain/releaseSchemas';
import { Alert, Button, Card, Message, Popconfirm, Space, Tag } from '@yjf/ui/arcoCore';
import { Table, type TableColumnProps } from '@yjf/ui/arcoTable';
import { usePermission } from '@yjf/ui/Permission';
import { CanaryDialog } from './CanaryDialog';
import { CandidatePanel, candidateReach } from './CandidatePanel';
import { DeployTokens } from './DeployTokens';
import { ReleaseUploadDialog } from './ReleaseUploadDialog';
import { ReleaseHealth } from './ReleaseHealth';
import './Releases.css';

const liveVersionOf = (area: AreaReleaseInfo) => area.versions.find((v) => v.live);

/**
 * 发布管理 (platform administrators): each area's live version, its candidate and its versions, publishing a
 * new build from an archive (live at once, or as the candidate), switching the live version and rolling back;
 * a candidate is previewed, canaried to named companies and a share of them, promoted to everyone or
 * withdrawn; and the deploy tokens of the area teams' pipelines. Users get a change on their next page load;
 * open pages are told 有新版本.
 */
/** The host's row (the server's HOST_RELEASE): released, switched and rolled back, but never a candidate. */
const isHost = (area: AreaReleaseInfo) => area.area === 'host';

export default function Releases() {
  const { data, isFetching, refetch } = useGetDeployOverviewQuery();
  const [switchRelease] = useSwitchReleaseMutation();
  const [rollbackRelease] = useRollbackReleaseMutation();
  const [chooseCandidate] = useChooseCandidateMutation();
  const { can } = usePermission();
  const [expanded, setExpanded] = useState<string[]>([]);
  const [uploading, setUploading] = useState<{ area?: string } | null>(null);
  const [canary, setCanary] = useState<string | null>(null);
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
  const makeCandidate = async (area: AreaReleaseInfo, version: string) => {
    try {
      Message.success((await chooseCandidate({ area: area.area, version }).unwrap()).message);
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
      width: 120,
      render: (_: unknown, area) => (
        <Space direction="vertical" size={0}>
          <span>{area.title}</span>
          {area.title !== area.area && <span className="release-area-code">{area.area}</span>}
        </Space>
      ),
    },
    {
      title: '当前版本 / 候选版本',
      dataIndex: 'live',
      width: 240,
      className: 'release-version-cell',
      render: (_: unknown, area) => (
        <Space direction="vertical" size={2}>
          {area.live ? <code>{area.live}</code> : <Tag>未发布</Tag>}
          {area.candidate && (
            <Space size={6} wrap className="release-candidate-line">
              <Tag size="small" color="orangered">
                候选
              </Tag>
              <code>{area.candidate.version}</code>
              <span className="release-candidate-reach">{candidateReach(area.candidate)}</span>
            </Space>
          )}
        </Space>
      ),
    },
    {
      title: '发布时间',
      dataIndex: 'publishedAt',
      width: 180,
      className: 'release-time-cell',
      render: (_: unknown, area) => formatDateTime(liveVersionOf(area)?.publishedAt) || '-',
    },
    { title: '文件数', dataIndex: 'files', width: 80, render: (_: unknown, area) => liveVersionOf(area)?.files ?? '-' },
    {
      title: '大小',
      dataIndex: 'bytes',
      width: 100,
      render: (_: unknown, area) => {
        const live = liveVersionOf(area);
        return live ? formatFileSize(live.bytes) : '-';
      },
    },
    {
      title: '近一小时',
      dataIndex: 'health',
      width: 250,
      // The host is no area: browsers count the areas' loads, not its own.
      render: (_: unknown, area) => (isHost(area) ? '-' : <ReleaseHealth area={area} />),
    },
    {
      title: '操作',
      dataIndex: '__actions',
      width: 220,
      fixed: 'right',
      render: (_: unknown, area) => {
        const previous = area.history.at(-1);
        return (
          <Space size={4}>
            <Button type="text" size="mini" disabled={!area.versions.length} onClick={() => toggle(area.area)}>
              {expanded.includes(area.area)
                ? '收起版本'
                : area.candidate
                  ? '候选与版本'
                  : `版本列表（${area.versions.length}）`}
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
      render: (live: boolean, version) =>
        live ? (
          <Tag color="green">当前</Tag>
        ) : version.version === area.candidate?.version ? (
          <Tag color="orangered">候选</Tag>
        ) : null,
    },
    {
      title: '操作',
      dataIndex: '__actions',
      width: 170,
      render: (_: unknown, version) =>
        !version.live && (
          <Space size={4}>
            {can('release:add') && !isHost(area) && version.version !== area.candidate?.version && (
              <Popconfirm
                title={
                  area.candidate
                    ? `确定将「${area.title}」的候选版本改为 ${version.version} 吗？原候选版本 ${area.candidate.version} 将被替换，它的灰度范围和预览随之结束，需为新候选版本重新设置。`
                    : `确定将「${area.title}」的版本 ${version.version} 设为候选版本吗？设好后可预览、灰度。`
                }
                okText="确定"
                cancelText="取消"
                onOk={() => makeCandidate(area, version.version)}
              >
                <Button type="text" size="mini">
                  设为候选
                </Button>
              </Popconfirm>
            )}
            {can('release:edit') && (
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
            )}
          </Space>
        ),
    },
  ];
  const canaryArea = areas.find((area) => area.area === canary);

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
        {data?.automatic.length ? (
          <Alert
            className="release-automatic"
            type="warning"
            title="近 24 小时的自动撤回与回滚"
            content={
              <ul>
                {data.automatic.map((change) => (
                  <li key={`${change.at}-${change.description}`}>
                    {formatDateTime(change.at)} {change.description}
                  </li>
                ))}
              </ul>
            }
          />
        ) : null}
        <Table
          rowKey="area"
          loading={!data && isFetching}
          columns={columns}
          data={areas}
          pagination={false}
          scroll={{ x: 1200 }}
          expandedRowKeys={expanded}
          onExpand={(area) => toggle(area.area)}
          expandedRowRender={(area) =>
            area.versions.length ? (
              <>
                {area.candidate && (
                  <CandidatePanel area={area} candidate={area.candidate} onCanary={() => setCanary(area.area)} />
                )}
                <Table
                  rowKey="version"
                  size="small"
                  columns={versionColumns(area)}
                  data={area.versions}
                  pagination={false}
                />
              </>
            ) : null
          }
        />
        {uploading && (
          <ReleaseUploadDialog areas={areas} initialArea={uploading.area} onClose={() => setUploading(null)} />
        )}
        {canaryArea?.candidate && (
          <CanaryDialog area={canaryArea} candidate={canaryArea.candidate} onClose={() => setCanary(null)} />
        )}
      </Card>
      <DeployTokens areas={areas} />
    </>
  );
}
