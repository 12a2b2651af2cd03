import { useEffect } from 'react';
import { formatDate, formatDateTime } from '@yjf/domain/calendar';
import { Form, Grid, Input, Modal, Select, Switch } from '../arcoCore';
import { DictSelect } from '../dict/DictSelect';
import { useIsPhone } from '../useIsPhone';
import { NamedControl } from './controlNames';
import type { FormField, FormSchema } from './crudTypes';
import { DayPicker } from './onDemandArco';
import { schemaRules } from './formSchemaRules';
import { PHONE_DIALOG } from './phoneDialog';

export type FormValues = Record<string, unknown>;

type FormInstance = ReturnType<typeof Form.useForm<FormValues>>[0];

type Props = {
  title: string;
  visible: boolean;
  fields: FormField[];
  schema: FormSchema;
  initialValues: FormValues;
  saving: boolean;
  onSubmit: (values: FormValues) => Promise<void>;
  onClose: () => void;
  /** The form, when the dialog's owner watches its values (fields that depend on a choice); default its own. */
  form?: FormInstance;
  /** Pixels; default 720. */
  width?: number;
};

/** The control of a field; a plain element, so Form.Item can hand it value and onChange. */
function fieldControl(field: FormField) {
  switch (field.kind) {
    case 'text':
    case 'phone':
      return (
        <Input
          placeholder={field.placeholder ?? `请输入${field.label}`}
          maxLength={field.kind === 'phone' ? 11 : undefined}
        />
      );
    case 'money':
      return <Input placeholder={field.placeholder ?? '0.00'} prefix="¥" />;
    case 'textarea':
      return (
        <Input.TextArea
          placeholder={field.placeholder ?? `请输入${field.label}`}
          autoSize={{ minRows: 2, maxRows: 5 }}
        />
      );
    case 'datetime':
      return <DayPicker showTime format="YYYY-MM-DD HH:mm:ss" style={{ width: '100%' }} />;
    case 'date':
      return <DayPicker format="YYYY-MM-DD" style={{ width: '100%' }} />;
    case 'switch':
      return <Switch checkedText="启用" uncheckedText="禁用" />;
    case 'dict':
      return <DictSelect dict={field.dict} placeholder={`请选择${field.label}`} />;
    case 'options':
      return (
        <Select
          allowClear
          placeholder={`请选择${field.label}`}
          options={field.options.map((o) => ({ value: o.value, label: o.label }))}
        />
      );
    case 'custom':
      return field.control;
  }
}

/** The form values of a row: the form's fields, dates as the pickers show them. */
export function formValuesOf<Row>(row: Row, fields: FormField[]): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = (row as Record<string, unknown>)[field.name];
    if (field.kind === 'datetime') values[field.name] = value ? formatDateTime(value as string) : undefined;
    else if (field.kind === 'date') values[field.name] = value ? formatDate(value as string) : undefined;
    else if (field.kind === 'dict' || field.kind === 'options')
      values[field.name] = value === null || value === undefined ? undefined : String(value);
    else if (field.kind === 'money') values[field.name] = typeof value === 'number' ? (value / 100).toFixed(2) : value;
    else values[field.name] = value ?? undefined;
  }
  return values;
}

/**
 * The fields of a record form in two columns (one on a phone), each checked by the shared form schema: the body
 * of the add/edit dialog, and of a whole edit page (编辑项目). Every control is named by its field's label.
 */
export function RecordForm({
  form,
  title,
  fields,
  schema,
}: {
  form: FormInstance;
  title: string;
  fields: FormField[];
  schema: FormSchema;
}) {
  const phone = useIsPhone();
  return (
    <Form form={form} layout="vertical" className="crud-form" aria-label={title}>
      <Grid.Row gutter={16}>
        {fields.map((field) => {
          const column = (
            <Grid.Col key={field.name} span={phone || field.wide || field.kind === 'textarea' ? 24 : 12}>
              <NamedControl label={field.label}>
                <Form.Item
                  field={field.name}
                  label={field.label}
                  required={field.required}
                  disabled={field.readOnly}
                  extra={field.hint}
                  triggerPropName={field.kind === 'switch' ? 'checked' : undefined}
                  rules={schemaRules(schema, field.name, () => form.getFieldsValue())}
                  validateTrigger={['onBlur', 'onChange']}
                >
                  {fieldControl(field)}
                </Form.Item>
              </NamedControl>
            </Grid.Col>
          );
          const { when } = field;
          if (!when) return column;
          // Drawn only while the field it depends on holds the value (a role's departments, with 自定义).
          return (
            <Form.Item
              key={field.name}
              noStyle
              shouldUpdate={(before, after) => before[when.field] !== after[when.field]}
            >
              {(values: FormValues) => (String(values[when.field] ?? '') === String(when.is) ? column : null)}
            </Form.Item>
          );
        })}
      </Grid.Row>
    </Form>
  );
}

/**
 * Sends a record form: checked first (the messages stand under the fields), then its values over the
 * initial ones go to `onSubmit`. A refusal leaves the form as the user typed it (the error presenter has said
 * why), so the user can correct and retry.
 */
export async function submitRecordForm(
  form: FormInstance,
  initialValues: FormValues,
  onSubmit: (values: FormValues) => Promise<void>,
): Promise<void> {
  let values: FormValues;
  try {
    values = await form.validate();
  } catch {
    return;
  }
  try {
    await onSubmit({ ...initialValues, ...values });
  } catch {
    // said by the error presenter
  }
}

/**
 * The add/edit dialog of a list: the declared fields in two columns, each checked by the shared form schema
 * before anything is sent. It stays open when the server refuses (the message says why). On a phone it takes the
 * whole screen, its fields in one column.
 *
 * @example
 *   <RecordFormDialog title="新增角色" width={640} fields={formFieldsOf(roleDeclaration, controls)}
 *     schema={roleDeclaration.form} ... />
 */
export function RecordFormDialog({
  title,
  visible,
  fields,
  schema,
  initialValues,
  saving,
  onSubmit,
  onClose,
  width = 720,
  ...props
}: Props) {
  const [ownForm] = Form.useForm<FormValues>();
  const form = props.form ?? ownForm;
  const phone = useIsPhone();
  useEffect(() => {
    if (visible) {
      form.resetFields();
      form.setFieldsValue(initialValues);
    }
  }, [visible, initialValues, form]);

  const submit = () => submitRecordForm(form, initialValues, onSubmit);

  return (
    <Modal
      title={title}
      visible={visible}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      okText="确认"
      cancelText="取消"
      {...(phone ? PHONE_DIALOG : { style: { width, maxWidth: 'calc(100vw - 32px)' } })}
      maskClosable={false}
      unmountOnExit
    >
      <RecordForm form={form} title={title} fields={fields} schema={schema} />
    </Modal>
  );
}
