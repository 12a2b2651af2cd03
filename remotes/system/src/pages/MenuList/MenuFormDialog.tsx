import { useMemo } from 'react';
import { useAddMenuMutation, useEditMenuMutation, type MenuFormInput } from '@yjf/api/menus';
import { MENU_SCOPE_OPTIONS, MENU_TYPE_OPTIONS, menuFormSchema, type MenuNode } from '@yjf/domain/menuSchemas';
import { Form } from '@yjf/ui/arcoCore';
import { InputNumber, Radio } from '@yjf/ui/arcoInputs';
import type { FormField } from '@yjf/ui/crud/CrudPage';
import { RecordFormDialog, type FormValues } from '@yjf/ui/crud/RecordFormDialog';
import { notifySaved } from '@yjf/ui/notices';
import { IconPicker } from './IconPicker';
import { BUTTON, menuBody, menuFieldsFor, menuFormOf, NEW_MENU, parentChoices } from './menuForm';
import { ParentMenuSelect } from './ParentMenuSelect';

type Props = {
  /** The menu being edited, `new` for 新增菜单, null while closed. */
  editing: MenuNode | 'new' | null;
  /** The whole menu tree, for the parent choice. */
  tree: MenuNode[];
  onClose: () => void;
};

const yesNo = (
  <Radio.Group
    type="button"
    options={[
      { label: '是', value: true },
      { label: '否', value: false },
    ]}
  />
);

/** The dialog's fields, in eladmin's order; `shown` keeps those of the chosen type. */
function menuFields(shown: Set<string>, isButton: boolean, choices: MenuNode[]): FormField[] {
  const all: FormField[] = [
    {
      name: 'type',
      label: '菜单类型',
      kind: 'custom',
      wide: true,
      required: true,
      control: <Radio.Group type="button" options={MENU_TYPE_OPTIONS.map((o) => ({ ...o }))} />,
    },
    { name: 'icon', label: '菜单图标', kind: 'custom', wide: true, control: <IconPicker /> },
    { name: 'iframe', label: '外链', kind: 'custom', control: yesNo },
    { name: 'cache', label: '缓存', kind: 'custom', control: yesNo },
    { name: 'hidden', label: '隐藏', kind: 'custom', control: yesNo },
    { name: 'title', label: isButton ? '按钮名称' : '菜单标题', kind: 'text', required: true },
    { name: 'path', label: '路由地址', kind: 'text', required: true, placeholder: '例如 list，外链填写完整地址' },
    {
      name: 'component',
      label: '组件路径',
      kind: 'text',
      required: true,
      placeholder: '区域/页面，例如 system/RoleList',
    },
    { name: 'permission', label: '权限标识', kind: 'text', required: isButton, placeholder: '例如 roles:add' },
    {
      name: 'pid',
      label: '上级菜单',
      kind: 'custom',
      required: isButton,
      control: <ParentMenuSelect choices={choices} />,
    },
    {
      name: 'sort',
      label: '排序',
      kind: 'custom',
      control: <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} />,
    },
    {
      name: 'scope',
      label: '可见范围',
      kind: 'options',
      options: MENU_SCOPE_OPTIONS.map((o) => ({ ...o })),
      required: true,
    },
  ];
  return all.filter((field) => shown.has(field.name));
}

/**
 * 新增菜单 / 编辑菜单 (platform only): the fields of the chosen type — a directory, a page (菜单) with its
 * component, or a button with its permission — checked by the shared menu schema.
 */
export function MenuFormDialog({ editing, tree, onClose }: Props) {
  const [form] = Form.useForm<FormValues>();
  const type = (Form.useWatch('type', form) as number | undefined) ?? NEW_MENU.type;
  const iframe = Boolean(Form.useWatch('iframe', form));
  const [add, adding] = useAddMenuMutation();
  const [edit, editingState] = useEditMenuMutation();
  const title = editing === 'new' ? '新增菜单' : '编辑菜单';
  const editingId = editing && editing !== 'new' ? editing.id : undefined;
  const choices = useMemo(() => parentChoices(tree, editingId), [tree, editingId]);

  const initialValues = useMemo<FormValues>(
    () => (editing === null ? {} : editing === 'new' ? { ...NEW_MENU } : menuFormOf(editing)),
    [editing],
  );
  const save = async (values: FormValues) => {
    const body = menuBody(values as MenuFormInput);
    if (editingId) {
      await edit({ ...body, id: editingId }).unwrap();
      notifySaved('编辑成功');
    } else {
      await add(body).unwrap();
      notifySaved('新增成功');
    }
    onClose();
  };

  return (
    <RecordFormDialog
      form={form}
      title={title}
      visible={editing !== null}
      fields={menuFields(menuFieldsFor(type, iframe), type === BUTTON, choices)}
      schema={menuFormSchema}
      initialValues={initialValues}
      saving={adding.isLoading || editingState.isLoading}
      onSubmit={save}
      onClose={onClose}
    />
  );
}
