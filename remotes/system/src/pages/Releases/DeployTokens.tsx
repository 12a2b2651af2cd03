import { useState } from 'react';
import { useGetDeployTokensQuery, useRevokeDeployTokenMutation } from '@yjf/area-system/api/releases';
import type { CreatedDeployToken, DeployTokenInfo, DeployTokenLevel } from '@yjf/area-system/domain/deployTokenSchemas';
import { formatDateTime } from '@yjf/domain/calendar';
import { Button, Card, Message, Popconfirm, Space, Tag } from '@yjf/ui/arcoCore';
import { Table, type TableColumnProps } from '@yjf/ui/arcoTable';
import { usePermission } from '@yjf/ui/Permission';
import { DeployTokenDialog } from './DeployTokenDialog';
import { IssuedDeployToken } from './IssuedDeployToken';

/** 发布级 may put code in front of every user; 候选级 only in front of a canary and its previews. */
const levelName = (level: DeployTokenLevel) => (level === 'release' ? '发布级' : '候选级');

type Props = {
  /** The areas a token may name, with their Chinese names. */
  areas: { area: string; title: string }[];
};

/**
 * 部署令牌: the tokens area teams' pipelines release with (`pnpm release <area> --server … --token …`), each
 * for the areas it names. A new token is shown once; a revoked one stays listed, struck out, with when.
 */
export function DeployTokens({ areas }: Props) {
  const { data: tokens = [], isFetching } = useGetDeployTokensQuery();
  const [revoke] = useRevokeDeployTokenMutation();
  const { can } = usePermission();
  const [creating, setCreating] = useState(false);
  const [issued, setIssued] = useState<CreatedDeployToken | null>(null);
  const titleOf = (area: string) => areas.find((a) => a.area === area)?.title ?? area;

  const revokeToken = async (token: DeployTokenInfo) => {
    try {
      Message.success((await revoke(token.id).unwrap()).message);
    } catch {
      // the error presenter has said why
    }
  };

  const columns: TableColumnProps<DeployTokenInfo>[] = [
    {
      title: '名称',
      dataIndex: 'name',
      width: 180,
      render: (name: string, token) => (
        <Space size={6} wrap>
          <span>{name}</span>
          <Tag size="small" color={token.level === 'release' ? 'orangered' : 'arcoblue'}>
            {levelName(token.level)}
          </Tag>
        </Space>
      ),
    },
    {
      title: '可发布区域',
      dataIndex: 'areas',
      render: (names: string[]) => (
        <Space size={4} wrap>
          {names.map((area) => (
            <Tag key={area}>{titleOf(area)}</Tag>
          ))}
        </Space>
      ),
    },
    { title: '令牌', dataIndex: 'hint', width: 130, render: (hint: string) => <code>{hint}</code> },
    { title: '创建人', dataIndex: 'createdBy', width: 130 },
    { title: '创建时间', dataIndex: 'createdAt', width: 170, render: (at: string) => formatDateTime(at) },
    {
      title: '最近使用',
      dataIndex: 'lastUsedAt',
      width: 170,
      render: (at: string | null) => (at ? formatDateTime(at) : '从未使用'),
    },
    {
      title: '状态',
      dataIndex: 'revokedAt',
      width: 190,
      render: (at: string | null) => (at ? <Tag>已撤销 {formatDateTime(at)}</Tag> : <Tag color="green">有效</Tag>),
    },
    {
      title: '操作',
      dataIndex: '__actions',
      width: 90,
      render: (_: unknown, token) =>
        !token.revokedAt &&
        can('release:edit') && (
          <Popconfirm
            title={`确定撤销部署令牌「${token.name}」吗？使用它的流水线将无法再发布。`}
            okText="撤销"
            cancelText="取消"
            onOk={() => revokeToken(token)}
          >
            <Button type="text" size="mini" status="danger" aria-label={`撤销「${token.name}」`}>
              撤销
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <Card
      title="部署令牌"
      className="deploy-tokens"
      extra={
        can('release:edit') && (
          <Button type="primary" onClick={() => setCreating(true)}>
            新建令牌
          </Button>
        )
      }
    >
      <p className="release-intro">
        区域团队的流水线用部署令牌发布自己的区域：
        <code>pnpm release &lt;区域&gt; --server &lt;网址&gt; --token &lt;令牌&gt;</code>
        （或环境变量 YJF_DEPLOY_TOKEN）。令牌只能发布、切换和回滚它列出的区域，每次使用都记入操作日志。
      </p>
      <Table
        rowKey="id"
        loading={!tokens.length && isFetching}
        columns={columns}
        data={tokens}
        pagination={false}
        noDataElement={<span className="release-intro">还没有部署令牌</span>}
        rowClassName={(token) => (token.revokedAt ? 'deploy-token-revoked' : '')}
      />
      {creating && (
        <DeployTokenDialog
          areas={areas}
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            setIssued(created);
          }}
        />
      )}
      <IssuedDeployToken issued={issued} onClose={() => setIssued(null)} />
    </Card>
  );
}
