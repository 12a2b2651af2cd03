import { useState } from 'react';
import { downloadStoredFile, localFileApi, useUploadLocalFile } from '@yjf/api/storage';
import { formatFileSize } from '@yjf/domain/attachments';
import { downloadNameOf, localFileFormSchema, type LocalFile } from '@yjf/domain/storageSchemas';
import { Button } from '@yjf/ui/arco';
import { CrudPage, type CrudColumn, type FormField, type SearchField } from '@yjf/ui/crud/CrudPage';
import { UploadFileDialog } from './UploadFileDialog';

const columns: CrudColumn<LocalFile>[] = [
  { field: 'name', title: '文件名', width: 240, sortable: true },
  { field: 'suffix', title: '后缀', width: 80 },
  { field: 'type', title: '类型', width: 80 },
  { field: 'size', title: '大小', width: 110, sortable: true, render: (row) => formatFileSize(row.size) },
  { field: 'createdByName', title: '创建者', width: 110 },
  { field: 'createTime', title: '创建时间', format: 'datetime', sortable: true },
];

const searchFields: SearchField[] = [
  { name: 'blurry', label: '文件名', kind: 'text', placeholder: '文件名或后缀' },
  { name: 'createTime', label: '创建时间', kind: 'dateRange' },
];

/** 编辑 renames: the name only. */
const renameFields: FormField[] = [{ name: 'name', label: '文件名', kind: 'text', required: true, wide: true }];

/**
 * 本地存储 (`system/LocalStorage`): the company's files on the server. 新增 uploads one (a name and a file,
 * dropped or picked), 下载 saves it, 编辑 renames, 删除 removes the file too, 导出 the list.
 */
export default function LocalStorage() {
  const [uploading, setUploading] = useState(false);
  const upload = useUploadLocalFile();
  return (
    <>
      <CrudPage<LocalFile, { name: string }>
        title="本地存储"
        noun="文件"
        api={localFileApi}
        permission="storage"
        columns={columns}
        searchFields={searchFields}
        formFields={renameFields}
        schema={localFileFormSchema}
        onAdd={() => setUploading(true)}
        addLabel="上传"
        rowActions={(row) => (
          <Button
            type="text"
            size="mini"
            onClick={() => void downloadStoredFile(row.url, downloadNameOf(row)).catch(() => undefined)}
          >
            下载
          </Button>
        )}
      />
      <UploadFileDialog visible={uploading} onClose={() => setUploading(false)} upload={upload} />
    </>
  );
}
