import { useState } from 'react';
import { useSetCanaryMutation } from '@yjf/area-system/api/releases';
import {
  MAX_CANARY_COMPANIES,
  releaseCanarySchema,
  type AreaReleaseInfo,
  type ReleaseCandidateInfo,
} from '@yjf/area-system/domain/releaseSchemas';
import { Button, Message, Modal, Space, Tag } from '@yjf/ui/arcoCore';
import { InputNumber } from '@yjf/ui/arcoInputs';

type Props = {
  area: AreaReleaseInfo;
  candidate: ReleaseCandidateInfo;
  onClose: () => void;
};

/**
 * 灰度设置: who gets an area's candidate before everyone — companies named by their number (no list of the
 * companies exists for the platform yet), and a share of all
 * companies (0-100 %). The share picks companies stably, so raising it only adds companies; the platform itself
 * is never picked by the share. The server answers how many companies that reaches.
 */
export function CanaryDialog({ area, candidate, onClose }: Props) {
  const [companies, setCompanies] = useState<number[]>(candidate.companies.map((company) => company.id));
  const [typed, setTyped] = useState<number | undefined>();
  const [share, setShare] = useState<number | undefined>(candidate.share);
  const [setCanary, { isLoading }] = useSetCanaryMutation();
  const names = new Map(candidate.companies.map((company) => [company.id, company.name]));

  const add = () => {
    if (!typed) return void Message.warning('请输入企业编号');
    if (!companies.includes(typed)) setCompanies([...companies, typed]);
    setTyped(undefined);
  };

  const save = async () => {
    const parsed = releaseCanarySchema.safeParse({ area: area.area, companies, share });
    if (!parsed.success) return void Message.warning(parsed.error.issues[0]?.message ?? '灰度设置不正确');
    try {
      Message.success((await setCanary(parsed.data).unwrap()).message);
      onClose();
    } catch {
      // the error presenter has said why
    }
  };

  return (
    <Modal
      visible
      title={`灰度设置：${area.title} ${candidate.version}`}
      onCancel={onClose}
      maskClosable={false}
      footer={
        <>
          <Button onClick={onClose} disabled={isLoading}>
            取消
          </Button>
          <Button type="primary" loading={isLoading} onClick={save}>
            保存
          </Button>
        </>
      }
    >
      <div className="release-form">
        <label className="release-form-label" id="canary-companies-label">
          指定企业
        </label>
        <Space direction="vertical" size={4}>
          <Space size={4}>
            <InputNumber
              aria-labelledby="canary-companies-label"
              placeholder="企业编号"
              min={1}
              precision={0}
              style={{ width: 160 }}
              value={typed}
              onChange={(value) => setTyped(value ?? undefined)}
            />
            <Button onClick={add}>添加</Button>
          </Space>
          {companies.length > 0 && (
            <Space size={4} wrap>
              {companies.map((id) => (
                <Tag key={id} closable onClose={() => setCompanies(companies.filter((company) => company !== id))}>
                  {names.has(id) ? `${names.get(id)}（${id}）` : `企业 ${id}`}
                </Tag>
              ))}
            </Space>
          )}
          <span className="release-hint">这些企业一定使用候选版本，最多 {MAX_CANARY_COMPANIES} 家</span>
        </Space>
        <label className="release-form-label" id="canary-share-label">
          灰度比例
        </label>
        <Space direction="vertical" size={4}>
          <InputNumber
            aria-labelledby="canary-share-label"
            min={0}
            max={100}
            precision={0}
            suffix="%"
            style={{ width: 160 }}
            value={share}
            onChange={(value) => setShare(value ?? undefined)}
          />
          <span className="release-hint">
            按企业稳定地选取这一比例的企业（平台自身除外）；提高比例只会增加企业，不会换掉已在灰度中的企业
          </span>
        </Space>
      </div>
    </Modal>
  );
}
