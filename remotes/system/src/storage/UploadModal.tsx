import { useState, type ReactNode } from 'react';
import { Modal } from '@yjf/ui/arcoCore';

type Props = {
  /** 上传文件, 上传图片. */
  title: string;
  visible: boolean;
  /** Checks and sends what was chosen; the 上传 button spins until it settles. */
  onUpload: () => Promise<void>;
  onClose: () => void;
  children: ReactNode;
};

/** The dialog of an upload: 上传 sends what was chosen in it, 取消 closes; its content starts afresh each time. */
export function UploadModal({ title, visible, onUpload, onClose, children }: Props) {
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      await onUpload();
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal
      title={title}
      visible={visible}
      onOk={send}
      onCancel={onClose}
      okText="上传"
      cancelText="取消"
      confirmLoading={sending}
      unmountOnExit
    >
      {children}
    </Modal>
  );
}
