import { useState } from 'react';
import { useCreateDeployTokenMutation } from '@yjf/area-system/api/releases';
import { deployTokenCreateSchema, type CreatedDeployToken } from '@yjf/area-system/domain/deployTokenSchemas';
import { Button, Checkbox, Input, Message, Modal } from '@yjf/ui/arcoCore';

type Props = {
  areas: { area: string; title: string }[];
  onClose: () => void;
  onCreated: (token: CreatedDeployToken) => void;
};

/** 新建部署令牌: a name the pipeline is known by and the areas it may release. */
export function DeployTokenDialog({ areas, onClose, onCreated }: Props) {
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [create, { isLoading }] = useCreateDeployTokenMutation();

  const submit = async () => {
    const form = deployTokenCreateSchema.safeParse({ name, areas: chosen });
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
      </div>
    </Modal>
  );
}
