import { Input } from '@yjf/ui/arcoCore';
import { InputNumber } from '@yjf/ui/arcoInputs';
import type { FormField } from '@yjf/ui/crud/CrudPage';

const sequence: FormField = {
  name: 'sequence',
  label: '排序',
  kind: 'custom',
  required: true,
  control: <InputNumber min={0} max={99999} precision={0} placeholder="数字越小越靠前" style={{ width: '100%' }} />,
};

/** The dictionary dialog's fields; a group's code is fixed once it exists (records store it). */
export const groupFields = (editing: boolean): FormField[] => [
  editing
    ? { name: 'code', label: '字典编码', kind: 'custom', required: true, control: <Input disabled /> }
    : { name: 'code', label: '字典编码', kind: 'text', required: true, placeholder: '字母开头，如 D010' },
  { name: 'name', label: '字典名称', kind: 'text', required: true },
  sequence,
];

/** The value dialog's fields; a value is fixed once it exists (records store it), its label is not. */
export const itemFields = (editing: boolean): FormField[] => [
  editing
    ? { name: 'value', label: '字典值', kind: 'custom', required: true, control: <Input disabled /> }
    : { name: 'value', label: '字典值', kind: 'text', required: true, placeholder: '如 1、2、A' },
  { name: 'name', label: '字典标签', kind: 'text', required: true },
  sequence,
];
