import { useState, type ReactNode } from 'react';
import { CrudPage, type CrudPageProps } from '@yjf/ui/crud/CrudPage';

type Props<Row extends { id: number; version: number }, Form> = Omit<
  Extract<CrudPageProps<Row, Form>, { schema: unknown }>,
  'onAdd' | 'addLabel'
> & {
  /** The upload dialog, drawn with whether it is open and how it closes. */
  uploadDialog: (dialog: { visible: boolean; onClose: () => void }) => ReactNode;
};

/**
 * A CrudPage of stored files (本地存储, 图床, 对象存储): records are brought in, not written, so its 上传 button
 * opens `uploadDialog`; 编辑 still renames in the list's own dialog.
 */
export function UploadCrudPage<Row extends { id: number; version: number }, Form>({
  uploadDialog,
  ...crud
}: Props<Row, Form>) {
  const [uploading, setUploading] = useState(false);
  return (
    <>
      <CrudPage<Row, Form> {...crud} onAdd={() => setUploading(true)} addLabel="上传" />
      {uploadDialog({ visible: uploading, onClose: () => setUploading(false) })}
    </>
  );
}
