import { Button, Input, Message, Modal, Space, Typography } from '@yjf/ui/arco';

/** A password issued by the server, shown once: for a new user (初始密码) or after a reset (新密码). */
export type IssuedPassword = { kind: '初始密码' | '新密码'; name: string; password: string };

type Props = { issued: IssuedPassword | null; onClose: () => void };

/**
 * Shows a password the server answered once, with 复制: the administrator hands it to the user, who changes it
 * in 个人中心. Closing it is the last time anyone sees it.
 */
export function IssuedPasswordModal({ issued, onClose }: Props) {
  const copy = async () => {
    if (!issued) return;
    try {
      await navigator.clipboard.writeText(issued.password);
      Message.success('已复制');
    } catch {
      Message.warning('无法访问剪贴板，请手动复制');
    }
  };
  return (
    <Modal
      title={issued?.kind ?? ''}
      visible={issued !== null}
      onCancel={onClose}
      maskClosable={false}
      footer={
        <Button type="primary" onClick={onClose}>
          我已记下
        </Button>
      }
    >
      {issued && (
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <Typography.Text>
            用户「{issued.name}」的{issued.kind}如下，只显示这一次，请复制后交给该用户，登录后可在个人中心修改密码。
          </Typography.Text>
          <Space>
            <Input readOnly aria-label={issued.kind} value={issued.password} style={{ width: 200 }} />
            <Button onClick={() => void copy()}>复制</Button>
          </Space>
        </Space>
      )}
    </Modal>
  );
}
