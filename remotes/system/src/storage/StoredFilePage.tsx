import type { CrudPageProps } from '@yjf/ui/crud/CrudPage';
import { DownloadFileButton } from './DownloadFileButton';
import { storedFileRenameFields, storedFileSearchFields } from './storedFileFields';
import { UploadCrudPage } from './UploadCrudPage';
import { UploadFileDialog } from './UploadFileDialog';

type StoredFile = { id: number; version: number; name: string; suffix: string; url: string };

type Props<Row extends StoredFile> = Pick<
  Extract<CrudPageProps<Row, { name: string }>, { schema: unknown }>,
  'title' | 'api' | 'permission' | 'columns' | 'schema' | 'toolbar'
> & {
  /** Sends one file, with the name typed (blank for its own); rejects when the server refused it. */
  upload: (file: File, name: string) => Promise<unknown>;
  /** Whether 上传 asks for a name to keep the file under; default yes. */
  named?: boolean;
};

/**
 * A list of the company's stored files (本地存储, 对象存储): searched by name or suffix and creation time,
 * 上传 one file at a time, 下载 on each row, 编辑 renames, 删除 removes the file too.
 *
 * @example
 *   <StoredFilePage title="本地存储" api={localFileApi} permission="storage" columns={columns}
 *     schema={localFileFormSchema} upload={useUploadLocalFile()} />
 */
export function StoredFilePage<Row extends StoredFile>({ upload, named, ...page }: Props<Row>) {
  return (
    <UploadCrudPage<Row, { name: string }>
      {...page}
      noun="文件"
      searchFields={storedFileSearchFields}
      formFields={storedFileRenameFields}
      rowActions={(row) => <DownloadFileButton file={row} />}
      uploadDialog={(dialog) => <UploadFileDialog {...dialog} named={named} upload={upload} />}
    />
  );
}
