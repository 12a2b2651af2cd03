import { useRef, useState } from 'react';
import { request } from '@yjf/api/http';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_TYPES,
  attachmentKind,
  formatFileSize,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  type Attachment,
} from '@yjf/domain/attachments';
import { Button, Message, Space, Tag } from '../arcoCore';
import { useIsPhone } from '../useIsPhone';
import { AttachmentLink } from './AttachmentLink';

const UPLOAD_TIMEOUT_MS = 120_000;

type Props = {
  value?: Attachment[];
  onChange?: (value: Attachment[]) => void;
  /** The extensions this record takes (a drawing: CAD, PDF, images); by default every attachment type. */
  extensions?: readonly string[];
  /** What the files are called in the button and the hint: 附件, 图纸文件. */
  noun?: string;
};

/** What a phone's camera hands over: JPEG (iPhones convert their HEIC photos for this) or PNG. */
const CAMERA_ACCEPT = 'image/jpeg,image/png';

/**
 * Attachments of a record: pick images or documents, each uploaded at once (`POST /api/files/attachment`),
 * shown as removable tags that open the file. Checked here for type, size and count; the server checks again.
 * On a phone, where pictures are allowed, 拍照 opens the camera (a field engineer's photo of the site).
 */
export function AttachmentUpload({ value = [], onChange, extensions, noun = '附件' }: Props) {
  const accept = extensions ? extensions.map((ext) => `.${ext}`).join(',') : ATTACHMENT_ACCEPT;
  const allowed = (name: string) => {
    const kind = attachmentKind(name);
    return kind !== null && (!extensions || extensions.includes(kind.ext));
  };
  const [uploading, setUploading] = useState(0);
  const picker = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const phone = useIsPhone();
  const photos =
    phone && (!extensions || extensions.some((ext) => (ATTACHMENT_TYPES.image as readonly string[]).includes(ext)));

  const upload = async (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    if (value.length + chosen.length > MAX_ATTACHMENTS) {
      Message.warning(`附件最多 ${MAX_ATTACHMENTS} 个`);
      return;
    }
    const added: Attachment[] = [];
    for (const file of chosen) {
      if (!allowed(file.name)) {
        Message.warning(
          `「${file.name}」不是可上传的${extensions ? extensions.join('、').toUpperCase() + ' 文件' : '图片或文档'}`,
        );
        continue;
      }
      if (file.size > MAX_ATTACHMENT_BYTES) {
        Message.warning(`「${file.name}」超过 20MB`);
        continue;
      }
      const body = new FormData();
      body.append('file', file, file.name);
      setUploading((n) => n + 1);
      try {
        added.push(
          await request<Attachment>({
            url: 'api/files/attachment',
            method: 'POST',
            body,
            timeoutMs: UPLOAD_TIMEOUT_MS,
          }),
        );
      } catch {
        // the error presenter has said why
      } finally {
        setUploading((n) => n - 1);
      }
    }
    if (added.length) onChange?.([...value, ...added]);
  };

  return (
    <Space direction="vertical" size={6} style={{ width: '100%' }}>
      <Space wrap>
        {value.map((file) => (
          <Tag
            key={file.filePath}
            closable
            color={file.attachFileType === 'image' ? 'arcoblue' : 'gray'}
            onClose={() => onChange?.(value.filter((f) => f.filePath !== file.filePath))}
          >
            <AttachmentLink file={file} maxWidth={200} />{' '}
            <span style={{ color: 'var(--color-text-3)' }}>{formatFileSize(file.fileSize)}</span>
          </Tag>
        ))}
      </Space>
      <input
        ref={picker}
        type="file"
        multiple
        accept={accept}
        aria-label="选择附件"
        style={{ display: 'none' }}
        onChange={(event) => {
          void upload(event.target.files);
          event.target.value = '';
        }}
      />
      {photos && (
        <input
          ref={camera}
          type="file"
          accept={CAMERA_ACCEPT}
          capture="environment"
          aria-label="拍照"
          style={{ display: 'none' }}
          onChange={(event) => {
            void upload(event.target.files);
            event.target.value = '';
          }}
        />
      )}
      <Space wrap>
        {photos && (
          <Button type="primary" loading={uploading > 0} onClick={() => camera.current?.click()}>
            拍照
          </Button>
        )}
        <Button loading={uploading > 0} onClick={() => picker.current?.click()}>
          上传{noun}
        </Button>
      </Space>
      <span style={{ color: 'var(--color-text-3)', fontSize: 12 }}>
        {extensions ? `支持 ${extensions.join('、').toUpperCase()}` : '支持图片与文档'}，单个不超过 20MB，最多{' '}
        {MAX_ATTACHMENTS} 个
      </span>
    </Space>
  );
}
