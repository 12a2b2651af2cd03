import { formatFileSize, type Attachment } from '@yjf/domain/attachments';
import { Space } from '../arcoCore';
import { Image } from '../arcoFiles';
import { AttachmentLink } from './AttachmentLink';
import './attachments.css';

type File = Pick<Attachment, 'attachFileType' | 'fileType' | 'fileName' | 'fileFullPath' | 'filePath'> &
  Partial<Pick<Attachment, 'fileSize'>>;

/**
 * A record's attachments as they are read on site: a picture as a 72 px thumbnail that enlarges on a tap (Arco's
 * preview), any other file as a link with its size. Follow-ups and tasks show their files this way.
 *
 * @example <AttachmentGallery files={task.attachments} />
 */
export function AttachmentGallery({ files, sizes = false }: { files: File[]; sizes?: boolean }) {
  return (
    <Space wrap size={8} className="yjf-attachment-gallery">
      {files.map((file) =>
        file.attachFileType === 'image' ? (
          <Image
            key={file.filePath}
            className="yjf-attachment-thumb"
            src={file.fileFullPath}
            alt={file.fileName}
            width={72}
            height={72}
          />
        ) : (
          <span key={file.filePath}>
            <AttachmentLink file={file} maxWidth={200} />
            {sizes && file.fileSize !== undefined && (
              <span className="yjf-attachment-size"> {formatFileSize(file.fileSize)}</span>
            )}
          </span>
        ),
      )}
    </Space>
  );
}
