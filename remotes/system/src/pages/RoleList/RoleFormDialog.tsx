import { useMemo } from 'react';
import { roleApi } from '@yjf/area-system/api/roles';
import { roleFormSchema, type Role, type RoleForm } from '@yjf/area-system/domain/roleSchemas';
import { notifySaved } from '@yjf/ui/notices';
import { formValuesOf, RecordFormDialog, type FormValues } from '@yjf/ui/crud/RecordFormDialog';
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
  const [add, adding] = roleApi.useAdd();
  const [edit, editingState] = roleApi.useEdit();
  const title = editing === 'new' ? '新增角色' : '编辑角色';

  const initialValues = useMemo<FormValues>(
    () =>
      editing === null
        ? {}
        : editing === 'new'
          ? { level: newLevel, dataScope: '全部', deptIds: [], description: '' }
          : formValuesOf(editing, roleFields),
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
      width={640}
      title={title}
      visible={editing !== null}
      fields={roleFields}
      schema={roleFormSchema}
      initialValues={initialValues}
      saving={adding.isLoading || editingState.isLoading}
      onSubmit={save}
      onClose={onClose}
    />
  );
}
