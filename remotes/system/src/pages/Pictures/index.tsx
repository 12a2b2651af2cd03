import { pictureApi } from '@yjf/area-system/api/storage';
import { pictureDeclaration, pictureFormSchema, type Picture } from '@yjf/area-system/domain/storageSchemas';
import { Button, Message } from '@yjf/ui/arcoCore';
import { Image } from '@yjf/ui/arcoFiles';
import type { FormField, SearchField } from '@yjf/ui/crud/CrudPage';
import { columnsOf } from '@yjf/ui/crud/ResourcePage';
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

const columns = columnsOf(pictureDeclaration, {
  thumbUrl: {
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
  width: { render: (row) => `${row.width} × ${row.height}` },
});

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
