import { useRef, useState } from 'react';
import { request } from '@yjf/api/http';
import { MAX_ATTACHMENT_BYTES, type Attachment } from '@yjf/domain/attachments';
import { Button, Message, Space } from '@yjf/ui/arcoCore';

const ACCEPT = '.png,.jpg,.jpeg,.webp';

/**
 * The picture of an advertisement: uploaded at once as an attachment (`POST /api/files/attachment`), kept as
 * its storage key, shown as a preview. Form.Item hands it value and onChange.
 */
export function AdImageUpload({ value, onChange }: { value?: string; onChange?: (key: string) => void }) {
  const picker = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);

  const send = async (file: File | undefined) => {
    if (!file) return;
    if (!/\.(png|jpe?g|webp)$/i.test(file.name)) {
      Message.warning('广告图片只能是 PNG、JPG 或 WebP');
      return;
    }
    if (file.size > MAX_ATTACHMENT_BYTES) {
      Message.warning('广告图片不能超过 20MB');
      return;
    }
    const body = new FormData();
    body.append('file', file, file.name);
    setSending(true);
    try {
      const uploaded = await request<Attachment>({
        url: 'api/files/attachment',
        method: 'POST',
        body,
        timeoutMs: 120_000,
      });
      onChange?.(uploaded.filePath);
    } catch {
      // the error presenter has said why
    } finally {
      setSending(false);
    }
  };

  return (
    <Space align="end" size={12}>
      {value && (
        <img
          src={`/files/${value}`}
          alt="广告图片预览"
          style={{
            width: 160,
            height: 90,
            objectFit: 'cover',
            borderRadius: 4,
            border: '1px solid var(--color-border-2)',
          }}
        />
      )}
      <input
        ref={picker}
        type="file"
        accept={ACCEPT}
        aria-label="选择广告图片"
        style={{ display: 'none' }}
        onChange={(event) => {
          void send(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Button loading={sending} onClick={() => picker.current?.click()}>
        {value ? '更换图片' : '上传图片'}
      </Button>
    </Space>
  );
}
