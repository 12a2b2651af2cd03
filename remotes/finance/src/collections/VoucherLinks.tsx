import type { Attachment } from '@yjf/domain/attachments';
import { AttachmentLink } from '@yjf/ui/attachments/AttachmentLink';
import { Link, Popover, Space } from '@yjf/ui/arcoCore';

/** A voucher's link; in the cell its name is cut to the column's width. */
const open = (file: Attachment) => <AttachmentLink key={file.filePath} file={file} maxWidth={96} />;

/** A collection's vouchers in a list cell: the file itself when there is one, their count opening a list when more. */
export function VoucherLinks({ files }: { files: Attachment[] }) {
  if (!files.length) return <>-</>;
  if (files.length === 1) return open(files[0]!);
  return (
    <Popover
      title="收款凭证"
      content={
        <Space direction="vertical" size={4}>
          {files.map(open)}
        </Space>
      }
    >
      <Link>{files.length} 个凭证</Link>
    </Popover>
  );
}
