import { useState } from 'react';
import { formatFileSize, type Attachment } from '@yjf/domain/attachments';
import { previewKind } from '@yjf/area-projects/domain/schemeSchemas';
import { Button, Card, Link, List, Modal, Space } from '@yjf/ui/arcoCore';
import { Image } from '@yjf/ui/arcoFiles';
import { IconFile, IconFilePdf } from '@arco-design/web-react/icon';
import './SchemeFiles.css';

const THUMB = { width: 96, height: 72 };
const fileIcon = { ...THUMB, fontSize: 36, color: 'var(--color-text-3)' };

/** What stands left of a file's name: the image itself (click to enlarge), or an icon of its kind. */
function Thumbnail({ file }: { file: Attachment }) {
  const kind = previewKind(file);
  if (kind === 'image')
    return <Image {...THUMB} className="scheme-file-thumb" src={file.fileFullPath} alt={file.fileName} />;
  const Icon = kind === 'pdf' ? IconFilePdf : IconFile;
  return (
    <span style={{ ...fileIcon, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }}>
      <Icon />
    </span>
  );
}

/**
 * 图纸文件: each file of a drawing with its size. An image shows as a thumbnail that enlarges on click, a PDF
 * opens in a large dialog, and every file can be downloaded (CAD files only that way).
 */
export function SchemeFiles({ files }: { files: Attachment[] }) {
  const [previewing, setPreviewing] = useState<Attachment | null>(null);
  return (
    <Card title={`图纸文件（${files.length}）`}>
      <List
        bordered={false}
        dataSource={files}
        noDataElement="暂无图纸文件"
        render={(file: Attachment) => (
          <List.Item
            key={file.filePath}
            // Arco draws `actions` as list items outside any list (axe: listitem); `extra` is a plain box.
            extra={
              <Space className="scheme-file-actions">
                {previewKind(file) === 'pdf' && (
                  <Button type="text" size="mini" onClick={() => setPreviewing(file)}>
                    预览
                  </Button>
                )}
                <Link href={file.fileFullPath} download={file.fileName}>
                  下载
                </Link>
              </Space>
            }
          >
            <List.Item.Meta
              avatar={<Thumbnail file={file} />}
              title={file.fileName}
              description={`${file.fileType.toUpperCase()} · ${formatFileSize(file.fileSize)}`}
            />
          </List.Item>
        )}
      />
      <Modal
        title={previewing?.fileName}
        visible={previewing !== null}
        footer={null}
        onCancel={() => setPreviewing(null)}
        style={{ width: 'min(1200px, calc(100vw - 32px))' }}
        // Focus stays on the dialog, not inside the PDF viewer, so Esc still closes it.
        autoFocus={false}
        unmountOnExit
      >
        {previewing && (
          <iframe title="图纸预览" src={previewing.fileFullPath} style={{ width: '100%', height: '70vh', border: 0 }} />
        )}
      </Modal>
    </Card>
  );
}
