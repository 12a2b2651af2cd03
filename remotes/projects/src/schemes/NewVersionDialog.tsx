import { useMemo } from 'react';
import { deliveryApi } from '@yjf/area-projects/api/projects';
import { newSchemeVersionSchema, type NewSchemeVersion, type Scheme } from '@yjf/area-projects/domain/schemeSchemas';
import type { FormField } from '@yjf/ui/crud/CrudPage';
import { RecordFormDialog } from '@yjf/ui/crud/RecordFormDialog';
import { notifySaved } from '@yjf/ui/notices';
import { schemeFilesField } from './schemeFields';

const fields: FormField[] = [
  { name: 'description', label: '版本说明', kind: 'textarea', placeholder: '这一版改了什么；不填则沿用上一版的说明' },
  schemeFilesField,
];

type Props = {
  /** The version the user is looking at; the server numbers the new one after the newest. */
  scheme: Scheme;
  visible: boolean;
  onClose: () => void;
  /** The new version is saved: its id, to open it. */
  onSaved: (id: number) => void;
};

/** 上传新版本: a new version of a drawing from new files; the old versions stay. */
export function NewVersionDialog({ scheme, visible, onClose, onSaved }: Props) {
  const [newVersion, saving] = deliveryApi.useNewSchemeVersionMutation();
  const initialValues = useMemo(() => ({ id: scheme.id, version: scheme.version }), [scheme.id, scheme.version]);
  const submit = async (values: Record<string, unknown>) => {
    const saved = await newVersion(values as NewSchemeVersion).unwrap();
    notifySaved(saved.message);
    onClose();
    onSaved(saved.id);
  };
  return (
    <RecordFormDialog
      title={`为「${scheme.name}」上传新版本`}
      visible={visible}
      fields={fields}
      schema={newSchemeVersionSchema}
      initialValues={initialValues}
      saving={saving.isLoading}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
