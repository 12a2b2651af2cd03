import type { CreatedDeployToken } from '@yjf/area-system/domain/deployTokenSchemas';
import { Button, Input, Message, Modal, Space, Typography } from '@yjf/ui/arco';

type Props = { issued: CreatedDeployToken | null; onClose: () => void };

/**
 * A new deploy token, shown this once with 复制: the administrator puts it in the pipeline's secrets. Closing
 * it is the last time anyone sees it; the server keeps only its hash.
 */
export function IssuedDeployToken({ issued, onClose }: Props) {
  const copy = async () => {
    if (!issued) return;
    try {
      await navigator.clipboard.writeText(issued.token);
      Message.success('已复制');
    } catch {
      Message.warning('无法访问剪贴板，请手动复制');
    }
  };
  return (
    <Modal
      title="部署令牌已创建"
      visible={issued !== null}
      onCancel={onClose}
      maskClosable={false}
      footer={
        <Button type="primary" onClick={onClose}>
          我已保存
        </Button>
      }
    >
      {issued && (
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <Typography.Text>
            部署令牌「{issued.name}」如下，只显示这一次。请复制后保存到流水线的密钥中（环境变量 YJF_DEPLOY_TOKEN）。
          </Typography.Text>
          <Space style={{ width: '100%' }}>
            <Input readOnly aria-label="部署令牌" value={issued.token} style={{ width: 420 }} />
            <Button onClick={() => void copy()}>复制</Button>
          </Space>
        </Space>
      )}
    </Modal>
  );
}
