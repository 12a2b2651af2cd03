import type { CreatedDeployToken } from '@yjf/area-system/domain/deployTokenSchemas';
import { ShownOnceSecret } from '../../secrets/ShownOnceSecret';

type Props = { issued: CreatedDeployToken | null; onClose: () => void };

/** A new deploy token, shown this once with 复制, for the pipeline's secrets. */
export function IssuedDeployToken({ issued, onClose }: Props) {
  return (
    <ShownOnceSecret
      title={issued ? '部署令牌已创建' : null}
      label="部署令牌"
      value={issued?.token ?? ''}
      width={420}
      doneText="我已保存"
      explanation={
        issued &&
        `部署令牌「${issued.name}」如下，只显示这一次。请复制后保存到流水线的密钥中（环境变量 YJF_DEPLOY_TOKEN）。`
      }
      onClose={onClose}
    />
  );
}
