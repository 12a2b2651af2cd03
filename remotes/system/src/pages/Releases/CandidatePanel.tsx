import type { ReactNode } from 'react';
import {
  usePreviewCandidateMutation,
  usePromoteCandidateMutation,
  useWithdrawCandidateMutation,
} from '@yjf/area-system/api/releases';
import { formatDateTime } from '@yjf/domain/calendar';
import type { AreaReleaseInfo, ReleaseCandidateInfo } from '@yjf/area-system/domain/releaseSchemas';
import { Button, Message, Popconfirm, Space, Tag } from '@yjf/ui/arcoCore';
import { Descriptions } from '@yjf/ui/arcoDetails';
import { usePermission } from '@yjf/ui/Permission';

type Props = {
  area: AreaReleaseInfo;
  candidate: ReleaseCandidateInfo;
  /** Opens 灰度设置. */
  onCanary: () => void;
  /** Loads the page again once the session previews the candidate, so the shell takes it (and shows the bar). */
  reload?: () => void;
  /** The candidate's and the live version's health over the last hour, drawn by whoever has them. */
  health?: ReactNode;
};

/** Who gets the candidate now, in words: 指定 2 家企业 + 10% 的企业, 共 5 家. */
export function candidateReach(candidate: ReleaseCandidateInfo): string {
  const parts = [
    ...(candidate.companies.length ? [`指定 ${candidate.companies.length} 家企业`] : []),
    ...(candidate.share ? [`${candidate.share}% 的企业`] : []),
  ];
  return parts.length ? `${parts.join(' + ')}，共 ${candidate.reach} 家` : '仅预览，尚未灰度给企业';
}

/**
 * An area's candidate on the release screen: the version, who gets it (the named companies, the share and how
 * many companies that reaches), and what can be done with it — 灰度设置, 预览 (this session only), 推广到全部
 * (it goes live for everyone) and 撤回 (everyone is back on the live version). Each asks first.
 */
export function CandidatePanel({ area, candidate, onCanary, reload = () => window.location.reload(), health }: Props) {
  const { can } = usePermission();
  const [preview] = usePreviewCandidateMutation();
  const [promote] = usePromoteCandidateMutation();
  const [withdraw] = useWithdrawCandidateMutation();

  const run = async (call: () => Promise<{ message: string }>, after?: () => void) => {
    try {
      Message.success((await call()).message);
      after?.();
    } catch {
      // the error presenter has said why
    }
  };
  const target = { area: area.area };

  return (
    <section className="release-candidate" aria-label={`${area.title}的候选版本`}>
      <div className="release-candidate-head">
        <Space size={8}>
          <span className="release-candidate-title">候选版本</span>
          <code>{candidate.version}</code>
          <Tag color={candidate.reach ? 'orangered' : 'gray'}>{candidate.reach ? '灰度中' : '未灰度'}</Tag>
        </Space>
        <Space size={4}>
          {can('release:add') && (
            <Button size="mini" onClick={onCanary}>
              灰度设置
            </Button>
          )}
          {can('release:add') && (
            <Popconfirm
              title={`预览「${area.title}」的候选版本 ${candidate.version}：只有你当前的登录会话使用它，页面将重新加载。`}
              okText="预览"
              cancelText="取消"
              onOk={() => run(() => preview({ ...target, version: candidate.version }).unwrap(), reload)}
            >
              <Button size="mini">预览</Button>
            </Popconfirm>
          )}
          {can('release:edit') && (
            <Popconfirm
              title={`确定将「${area.title}」的候选版本 ${candidate.version} 推广到全部企业吗？它将成为当前版本。`}
              okText="推广"
              cancelText="取消"
              onOk={() => run(() => promote(target).unwrap())}
            >
              <Button size="mini" type="primary">
                推广到全部
              </Button>
            </Popconfirm>
          )}
          {can('release:edit') && (
            <Popconfirm
              title={`确定撤回「${area.title}」的候选版本 ${candidate.version} 吗？灰度企业和预览都将回到当前版本${area.live ? ` ${area.live}` : ''}。`}
              okText="撤回"
              cancelText="取消"
              onOk={() => run(() => withdraw(target).unwrap())}
            >
              <Button size="mini" status="danger">
                撤回
              </Button>
            </Popconfirm>
          )}
        </Space>
      </div>
      <Descriptions
        size="small"
        column={4}
        colon="："
        data={[
          { label: '使用范围', value: candidateReach(candidate) },
          {
            label: '指定企业',
            value: candidate.companies.length ? (
              <Space size={4} wrap>
                {candidate.companies.map((company) => (
                  <Tag key={company.id} size="small">
                    {company.name}（{company.id}）
                  </Tag>
                ))}
              </Space>
            ) : (
              '无'
            ),
          },
          { label: '灰度比例', value: `${candidate.share}%` },
          { label: '设为候选', value: `${formatDateTime(candidate.createdAt) || '-'}（${candidate.createdBy}）` },
        ]}
      />
      {health}
    </section>
  );
}
