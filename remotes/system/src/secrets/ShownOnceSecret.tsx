import type { ReactNode } from 'react';
import { Button, Input, Message, Modal, Space, Typography } from '@yjf/ui/arcoCore';

type Props = {
  /** The dialog's title; null closes it. */
  title: string | null;
  /** What the reader is told about the secret: whose it is, where it goes. */
  explanation: ReactNode;
  /** The secret's name, for the read-only box (初始密码, 部署令牌). */
  label: string;
  value: string;
  /** The button that closes it: what the reader confirms (我已记下, 我已保存). */
  doneText: string;
  /** The box's width: a password is short, a token long. */
  width: number;
  onClose: () => void;
};

/**
 * A secret the server answered once (a user's password, a deploy token), with 复制. The server keeps only its
 * hash, so closing this is the last time anyone sees it; a click outside does not close it.
 */
export function ShownOnceSecret({ title, explanation, label, value, doneText, width, onClose }: Props) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      Message.success('已复制');
    } catch {
      Message.warning('无法访问剪贴板，请手动复制');
    }
  };
  return (
    <Modal
      title={title ?? ''}
      visible={title !== null}
      onCancel={onClose}
      maskClosable={false}
      footer={
        <Button type="primary" onClick={onClose}>
          {doneText}
        </Button>
      }
    >
      {title !== null && (
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <Typography.Text>{explanation}</Typography.Text>
          <Space>
            <Input readOnly aria-label={label} value={value} style={{ width }} />
            <Button onClick={() => void copy()}>复制</Button>
          </Space>
        </Space>
      )}
    </Modal>
  );
}
