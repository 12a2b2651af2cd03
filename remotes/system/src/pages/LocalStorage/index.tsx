import { localFileApi, useUploadLocalFile } from '@yjf/area-system/api/storage';
import { localFileDeclaration, localFileFormSchema, type LocalFile } from '@yjf/area-system/domain/storageSchemas';
import { columnsOf } from '@yjf/ui/crud/ResourcePage';
import { StoredFilePage } from '../../storage/StoredFilePage';

const columns = columnsOf(localFileDeclaration);

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
