import { pictureApi } from '@yjf/area-system/api/storage';
import { formatFileSize } from '@yjf/domain/attachments';
import { pictureFormSchema, type Picture } from '@yjf/area-system/domain/storageSchemas';
import { Button, Message } from '@yjf/ui/arcoCore';
import { Image } from '@yjf/ui/arcoFiles';
import type { CrudColumn, FormField, SearchField } from '@yjf/ui/crud/CrudPage';
import { UploadCrudPage } from '../../storage/UploadCrudPage';
import { PictureUploadDialog } from './PictureUploadDialog';

/** The full address of a picture, to paste elsewhere (it opens for the company's signed-in users). */
const linkOf = (picture: Picture) => `${window.location.origin}${picture.url}`;

async function copyLink(picture: Picture) {
  try {
    await navigator.clipboard.writeText(linkOf(picture));
    Message.success('链接已复制');
  } catch {
    Message.warning(`无法访问剪贴板，请手动复制：${linkOf(picture)}`);
  }
}

const columns: CrudColumn<Picture>[] = [
  {
    field: 'thumbUrl',
    title: '缩略图',
    width: 96,
    render: (row) => (
      <Image
        src={row.thumbUrl}
        alt={row.filename}
        width={56}
        height={56}
        style={{ objectFit: 'cover' }}
        previewProps={{ src: row.url }}
      />
    ),
  },
  { field: 'filename', title: '文件名', width: 220, sortable: true },
  { field: 'width', title: '尺寸', width: 110, render: (row) => `${row.width} × ${row.height}` },
  { field: 'size', title: '大小', width: 100, sortable: true, render: (row) => formatFileSize(row.size) },
  { field: 'createdByName', title: '上传者', width: 110 },
  { field: 'createTime', title: '上传时间', format: 'datetime', sortable: true },
];

const searchFields: SearchField[] = [
  { name: 'blurry', label: '文件名', kind: 'text' },
  { name: 'createTime', label: '上传时间', kind: 'dateRange' },
];

const renameFields: FormField[] = [{ name: 'filename', label: '文件名', kind: 'text', required: true, wide: true }];

/**
 * 图床 (`system/Pictures`): the company's hosted pictures as thumbnails (a click shows the picture), 新增 uploads
 * several at once, 复制链接 copies a picture's address, 编辑 renames, 删除 removes it and its thumbnail.
 */
export default function Pictures() {
  return (
    <UploadCrudPage<Picture, { filename: string }>
      title="图床"
      noun="图片"
      api={pictureApi}
      permission="pictures"
      columns={columns}
      searchFields={searchFields}
      formFields={renameFields}
      schema={pictureFormSchema}
      nameOf={(row) => row.filename}
      rowActionLabels={['复制链接']}
      rowActions={(row) => (
        <Button type="text" size="mini" onClick={() => void copyLink(row)}>
          复制链接
        </Button>
      )}
      uploadDialog={(dialog) => <PictureUploadDialog {...dialog} />}
    />
  );
}
