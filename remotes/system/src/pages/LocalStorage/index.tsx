import { localFileApi, useUploadLocalFile } from '@yjf/area-system/api/storage';
import { formatFileSize } from '@yjf/domain/attachments';
import { localFileFormSchema, type LocalFile } from '@yjf/area-system/domain/storageSchemas';
import type { CrudColumn } from '@yjf/ui/crud/CrudPage';
import { StoredFilePage } from '../../storage/StoredFilePage';

const columns: CrudColumn<LocalFile>[] = [
  { field: 'name', title: '文件名', width: 240, sortable: true },
  { field: 'suffix', title: '后缀', width: 80 },
  { field: 'type', title: '类型', width: 80 },
  { field: 'size', title: '大小', width: 110, sortable: true, render: (row) => formatFileSize(row.size) },
  { field: 'createdByName', title: '创建者', width: 110 },
  { field: 'createTime', title: '创建时间', format: 'datetime', sortable: true },
];

/**
 * 本地存储 (`system/LocalStorage`): the company's files on the server. 新增 uploads one (a name and a file,
 * dropped or picked), 下载 saves it, 编辑 renames, 删除 removes the file too, 导出 the list.
 */
export default function LocalStorage() {
  const upload = useUploadLocalFile();
  return (
    <StoredFilePage<LocalFile>
      title="本地存储"
      api={localFileApi}
      permission="storage"
      columns={columns}
      schema={localFileFormSchema}
      upload={upload}
    />
  );
}
