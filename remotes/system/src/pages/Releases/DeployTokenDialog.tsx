import { useState } from 'react';
import { useCreateDeployTokenMutation } from '@yjf/area-system/api/releases';
import {
  DEPLOY_TOKEN_LEVEL_NAMES,
  DEPLOY_TOKEN_LEVELS,
  deployTokenCreateSchema,
  type CreatedDeployToken,
  type DeployTokenLevel,
} from '@yjf/area-system/domain/deployTokenSchemas';
import { Button, Checkbox, Input, Message, Modal } from '@yjf/ui/arcoCore';
import { Radio } from '@yjf/ui/arcoInputs';

type Props = {
  areas: { area: string; title: string }[];
  onClose: () => void;
  onCreated: (token: CreatedDeployToken) => void;
};

/**
 * 新建部署令牌: a name the pipeline is known by, the areas it may release and its level — 候选级 (upload
 * candidates and canary them; the default, it can never put code in front of every user) or 发布级 (also live
 * uploads, switches, rollbacks, promoting and withdrawing).
 */
export function DeployTokenDialog({ areas, onClose, onCreated }: Props) {
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [level, setLevel] = useState<DeployTokenLevel>('candidate');
  const [create, { isLoading }] = useCreateDeployTokenMutation();

  const submit = async () => {
    const form = deployTokenCreateSchema.safeParse({ name, areas: chosen, level });
    if (!form.success) return void Message.warning(form.error.issues[0]!.message);
    try {
      onCreated(await create(form.data).unwrap());
    } catch {
      // the error presenter has said why
    }
  };

  return (
    <Modal
      visible
      title="新建部署令牌"
      onCancel={onClose}
      maskClosable={false}
      footer={
        <>
          <Button onClick={onClose} disabled={isLoading}>
            取消
          </Button>
          <Button type="primary" loading={isLoading} onClick={submit}>
            创建
          </Button>
        </>
      }
    >
      <div className="release-form">
        <label className="release-form-label" htmlFor="deploy-token-name">
          名称
        </label>
        <Input id="deploy-token-name" placeholder="如：客户区流水线" maxLength={50} value={name} onChange={setName} />
        <span className="release-form-label" id="deploy-token-areas-label">
          可发布区域
        </span>
        <Checkbox.Group
          aria-labelledby="deploy-token-areas-label"
          value={chosen}
          onChange={(values: string[]) => setChosen(values)}
          options={areas.map((a) => ({ label: a.title, value: a.area }))}
        />
        <span className="release-form-label" id="deploy-token-level-label">
          级别
        </span>
        <Radio.Group
          aria-labelledby="deploy-token-level-label"
          direction="vertical"
          value={level}
          onChange={(value: DeployTokenLevel) => setLevel(value)}
          options={DEPLOY_TOKEN_LEVELS.map((value) => ({ label: DEPLOY_TOKEN_LEVEL_NAMES[value], value }))}
        />
      </div>
    </Modal>
  );
}
