import { useEffect, useState } from 'react';
import { useUploadPicture } from '@yjf/area-system/api/storage';
import { formatFileSize } from '@yjf/domain/attachments';
import { MAX_PICTURE_BYTES, PICTURE_TOO_LARGE_MESSAGE } from '@yjf/area-system/domain/storageSchemas';
import { Message } from '@yjf/ui/arcoCore';
import { notifySaved } from '@yjf/ui/notices';
import { FileDrop } from '../../storage/FileDrop';
import { UploadModal } from '../../storage/UploadModal';

/** What 图床 takes; the server checks the bytes again. */
const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/**
 * 上传图片: several pictures at once, each sent in turn; one the company already has is not stored twice
 * (the user is told which), one refused by the server is named by the error presenter.
 */
export function PictureUploadDialog({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const upload = useUploadPicture();
  const [files, setFiles] = useState<File[]>([]);
  useEffect(() => {
    if (visible) setFiles([]);
  }, [visible]);

  const send = async () => {
    if (!files.length) {
      Message.warning('请选择要上传的图片');
      return;
    }
    const fitting = files.filter((file) => {
      if (!PICTURE_TYPES.includes(file.type)) Message.warning(`「${file.name}」不是 JPG、PNG、GIF 或 WebP 图片`);
      else if (file.size > MAX_PICTURE_BYTES) Message.warning(`「${file.name}」：${PICTURE_TOO_LARGE_MESSAGE}`);
      else return true;
      return false;
    });
    let added = 0;
    const duplicates: string[] = [];
    for (const file of fitting) {
      try {
        const picture = await upload(file);
        if (picture.duplicate) duplicates.push(file.name);
        else added += 1;
      } catch {
        // the error presenter has said why
      }
    }
    if (duplicates.length) Message.info(`「${duplicates.join('」「')}」已在图床中，没有重复保存`);
    if (added) notifySaved(`上传成功 ${added} 张`);
    if (added || duplicates.length) onClose();
  };

  return (
    <UploadModal title="上传图片" visible={visible} onUpload={send} onClose={onClose}>
      <FileDrop
        files={files}
        onChange={setFiles}
        multiple
        accept={PICTURE_TYPES.join(',')}
        hint={`支持 JPG、PNG、GIF、WebP，单张不超过 ${formatFileSize(MAX_PICTURE_BYTES)}，可多选`}
      />
    </UploadModal>
  );
}
