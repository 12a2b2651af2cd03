import { useMemo } from 'react';
import { roleApi } from '@yjf/area-system/api/roles';
import { CUSTOM_DATA_SCOPE, roleFormSchema, type Role, type RoleForm } from '@yjf/area-system/domain/roleSchemas';
import { Form } from '@yjf/ui/arcoCore';
import { notifySaved } from '@yjf/ui/notices';
import { RecordFormDialog, type FormValues } from '@yjf/ui/crud/RecordFormDialog';
import { roleFields } from './roleFields';

type Props = {
  /** The role being edited, `new` for 新增角色, null while closed. */
  editing: Role | 'new' | null;
  /** The level a new role starts at. */
  newLevel: number;
  onClose: () => void;
};

/**
 * 新增角色 / 编辑角色: name, level, data scope (the departments only with 自定义) and description, checked by
 * the shared schema. The menus are assigned in the menu card beside the list, not here.
 */
export function RoleFormDialog({ editing, newLevel, onClose }: Props) {
  const [form] = Form.useForm<FormValues>();
  const scope = Form.useWatch('dataScope', form) as string | undefined;
  const [add, adding] = roleApi.useAdd();
  const [edit, editingState] = roleApi.useEdit();
  const title = editing === 'new' ? '新增角色' : '编辑角色';

  const initialValues = useMemo<FormValues>(
    () =>
      editing === null
        ? {}
        : editing === 'new'
          ? { level: newLevel, dataScope: '全部', deptIds: [], description: '' }
          : {
              name: editing.name,
              level: editing.level,
              dataScope: editing.dataScope,
              deptIds: editing.deptIds,
              description: editing.description,
            },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [editing],
  );
  const save = async (values: FormValues) => {
    if (editing === 'new') {
      await add(values as RoleForm);
      notifySaved('新增成功');
    } else if (editing) {
      await edit({ ...(values as RoleForm), id: editing.id, version: editing.version });
      notifySaved('编辑成功');
    }
    onClose();
  };

  return (
    <RecordFormDialog
      form={form}
      width={640}
      title={title}
      visible={editing !== null}
      fields={roleFields(scope === CUSTOM_DATA_SCOPE)}
      schema={roleFormSchema}
      initialValues={initialValues}
      saving={adding.isLoading || editingState.isLoading}
      onSubmit={save}
      onClose={onClose}
    />
  );
}
