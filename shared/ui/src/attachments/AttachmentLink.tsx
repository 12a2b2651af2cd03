import type { Attachment } from '@yjf/domain/attachments';
import { IconFile, IconFileImage, IconFilePdf } from '@arco-design/web-react/icon';
import { Link } from '../arcoCore';
import './attachments.css';

const iconOf = (file: Pick<Attachment, 'attachFileType' | 'fileType'>) => {
  if (file.attachFileType === 'image') return <IconFileImage />;
  return file.fileType.toLowerCase() === 'pdf' ? <IconFilePdf /> : <IconFile />;
};

/**
 * An attachment that opens in a new tab, drawn as the product's links are: Arco's link colour, underlined only
 * on hover, an icon of its kind, and a long name cut with an ellipsis (the whole name shows on hover).
 *
 * @example <AttachmentLink file={voucher} maxWidth={160} />
 */
export function AttachmentLink({
  file,
  maxWidth = 240,
}: {
  file: Pick<Attachment, 'attachFileType' | 'fileType' | 'fileName' | 'fileFullPath'>;
  /** Widest the name may be before it is cut, in pixels. */
  maxWidth?: number;
}) {
  return (
    <Link
      href={file.fileFullPath}
      target="_blank"
      rel="noreferrer"
      title={file.fileName}
      icon={iconOf(file)}
      hoverable={false}
      className="yjf-attachment-link"
    >
      <span className="yjf-attachment-name" style={{ maxWidth }}>
        {file.fileName}
      </span>
    </Link>
  );
}
