import { useRef, useState } from 'react';
import { useUploadReleaseMutation } from '@yjf/area-system/api/releases';
import { formatFileSize } from '@yjf/domain/attachments';
import {
  MAX_RELEASE_ARCHIVE_BYTES,
  RELEASE_ARCHIVE_ACCEPT,
  releaseArchiveKind,
} from '@yjf/area-system/domain/releaseSchemas';
import { Button, Checkbox, Message, Modal, Select, Space, Switch } from '@yjf/ui/arcoCore';

type Props = {
  /** The areas to choose from, with their Chinese names. */
  areas: { area: string; title: string }[];
  /** The area chosen when the dialog opens. */
  initialArea?: string;
  onClose: () => void;
};

/**
 * 发布新版本: an area, the archive of its build (`remotes/<area>/dist`, zip or tar.gz), and whether it goes
 * live at once or becomes the area's candidate (候选版本: previewed and canaried before it goes to everyone).
 * The server unpacks and checks it; the message says which version it became.
 */
export function ReleaseUploadDialog({ areas, initialArea, onClose }: Props) {
  const [area, setArea] = useState<string | undefined>(initialArea);
  const [file, setFile] = useState<File | null>(null);
  const [activate, setActivate] = useState(true);
  const [candidate, setCandidate] = useState(false);
  const [upload, { isLoading }] = useUploadReleaseMutation();
  const picker = useRef<HTMLInputElement>(null);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!releaseArchiveKind(chosen.name)) {
      Message.warning('只能上传 .zip、.tar.gz 或 .tgz 压缩包');
      return;
    }
    if (chosen.size > MAX_RELEASE_ARCHIVE_BYTES) {
      Message.warning(`压缩包不能超过 ${formatFileSize(MAX_RELEASE_ARCHIVE_BYTES)}`);
      return;
    }
    setFile(chosen);
  };

  const publish = async () => {
    if (!area) return void Message.warning('请选择区域');
    if (!file) return void Message.warning('请选择压缩包');
    try {
      const published = await upload({ area, file, activate, candidate }).unwrap();
      Message.success({ content: published.message, duration: 6000 });
      onClose();
    } catch {
      // the error presenter has said why
    }
  };

  return (
    <Modal
      visible
      title="发布新版本"
      onCancel={onClose}
      maskClosable={false}
      footer={
        <>
          <Button onClick={onClose} disabled={isLoading}>
            取消
          </Button>
          <Button type="primary" loading={isLoading} onClick={publish}>
            发布
          </Button>
        </>
      }
    >
      <div className="release-form">
        <label className="release-form-label" id="release-area-label">
          区域
        </label>
        <Select
          aria-labelledby="release-area-label"
          placeholder="选择要发布的区域"
          value={area}
          onChange={(value: string) => setArea(value)}
          options={areas.map((a) => ({
            label: a.title === a.area ? a.area : `${a.title}（${a.area}）`,
            value: a.area,
          }))}
        />
        <span className="release-form-label">文件</span>
        <Space direction="vertical" size={4}>
          <input
            ref={picker}
            type="file"
            accept={RELEASE_ARCHIVE_ACCEPT}
            aria-label="选择压缩包"
            style={{ display: 'none' }}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Space>
            <Button onClick={() => picker.current?.click()}>选择文件</Button>
            <span className="release-file-name">
              {file ? `${file.name}（${formatFileSize(file.size)}）` : '未选择文件'}
            </span>
          </Space>
          <span className="release-hint">
            上传 remotes/&lt;区域&gt;/dist（主应用：host/dist）目录内容的 .zip 或 .tar.gz 压缩包（可带一层目录），不超过{' '}
            {formatFileSize(MAX_RELEASE_ARCHIVE_BYTES)}
          </span>
        </Space>
        <label className="release-form-label" id="release-candidate-label">
          候选版本
        </label>
        <Space direction="vertical" size={4}>
          <Switch aria-labelledby="release-candidate-label" checked={candidate} onChange={setCandidate} />
          <span className="release-hint">
            {candidate
              ? '作为候选版本发布：不会立即生效，可先预览、灰度给指定企业，再推广到全部'
              : '关闭时按下方“立即生效”发布'}
          </span>
        </Space>
        <span className="release-form-label" />
        <Checkbox checked={activate && !candidate} disabled={candidate} onChange={setActivate}>
          立即生效
        </Checkbox>
      </div>
    </Modal>
  );
}
