import { useEffect, useMemo } from 'react';
import { roleApi } from '@yjf/api/roles';
import { CUSTOM_DATA_SCOPE, roleFormSchema, type Role, type RoleForm } from '@yjf/domain/roleSchemas';
import { Form, Modal } from '@yjf/ui/arco';
import { notifySaved } from '@yjf/ui/notices';
import { RecordForm, submitRecordForm, type FormValues } from '@yjf/ui/crud/RecordFormDialog';
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
  const visible = editing !== null;
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
  useEffect(() => {
    if (visible) {
      form.resetFields();
      form.setFieldsValue(initialValues);
    }
  }, [visible, initialValues, form]);

  const submit = () =>
    submitRecordForm(form, initialValues, async (values) => {
      if (editing === 'new') {
        await add(values as RoleForm);
        notifySaved('新增成功');
      } else if (editing) {
        await edit({ ...(values as RoleForm), id: editing.id, version: editing.version });
        notifySaved('编辑成功');
      }
      onClose();
    });

  return (
    <Modal
      title={title}
      visible={visible}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={adding.isLoading || editingState.isLoading}
      okText="确认"
      cancelText="取消"
      style={{ width: 640, maxWidth: 'calc(100vw - 32px)' }}
      maskClosable={false}
      unmountOnExit
    >
      <RecordForm form={form} title={title} fields={roleFields(scope === CUSTOM_DATA_SCOPE)} schema={roleFormSchema} />
    </Modal>
  );
}
