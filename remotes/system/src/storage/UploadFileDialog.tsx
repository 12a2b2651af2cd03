import { useEffect, useState } from 'react';
import { formatFileSize } from '@yjf/domain/attachments';
import { FILE_TOO_LARGE_MESSAGE, MAX_STORED_FILE_BYTES } from '@yjf/area-system/domain/storageSchemas';
import { Form, Input, Message } from '@yjf/ui/arcoCore';
import { notifySaved } from '@yjf/ui/notices';
import { FileDrop } from './FileDrop';
import { UploadModal } from './UploadModal';

type Props = {
  visible: boolean;
  onClose: () => void;
  /** Sends the file (with the name typed, blank for its own); rejects when the server refused it. */
  upload: (file: File, name: string) => Promise<unknown>;
  /** Whether the dialog asks for a name to keep the file under. */
  named?: boolean;
};

/** 上传文件: a name (optional) and one file, dropped or picked, at most 100 MB. */
export function UploadFileDialog({ visible, onClose, upload, named = true }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  useEffect(() => {
    if (visible) {
      setFile(null);
      setName('');
    }
  }, [visible]);

  const send = async () => {
    if (!file) {
      Message.warning('请选择要上传的文件');
      return;
    }
    if (file.size > MAX_STORED_FILE_BYTES) {
      Message.warning(FILE_TOO_LARGE_MESSAGE);
      return;
    }
    try {
      await upload(file, name);
      notifySaved('上传成功');
      onClose();
    } catch {
      // the error presenter has said why
    }
  };

  return (
    <UploadModal title="上传文件" visible={visible} onUpload={send} onClose={onClose}>
      <Form layout="vertical">
        {named && (
          <Form.Item label="文件名">
            <Input value={name} onChange={setName} maxLength={200} placeholder="不填则使用原文件名" allowClear />
          </Form.Item>
        )}
        <Form.Item label="文件" required>
          <FileDrop
            files={file ? [file] : []}
            onChange={(files) => setFile(files[0] ?? null)}
            hint={`单个文件不超过 ${formatFileSize(MAX_STORED_FILE_BYTES)}`}
          />
        </Form.Item>
      </Form>
    </UploadModal>
  );
}
