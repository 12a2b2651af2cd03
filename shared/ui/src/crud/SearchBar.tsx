import { dateRangeShortcuts } from '@yjf/domain/calendar';
import { Button, Form, Input, Select } from '../arco';
import { DatePicker } from '../arcoPlus';
import { IconRefresh, IconSearch } from '@arco-design/web-react/icon';
import { DictSelect } from '../dict/DictSelect';
import { AmountRange } from './AmountRange';
import type { SearchField } from './crudTypes';

export type SearchValues = Record<string, string | string[] | undefined>;

const shortcuts = () => dateRangeShortcuts().map(({ label, range }) => ({ text: label, value: () => range }));

/** The control of a filter; a plain element, so Form.Item can hand it value and onChange. */
function searchControl(field: SearchField) {
  switch (field.kind) {
    case 'text':
      return <Input allowClear placeholder={field.placeholder ?? `请输入${field.label}`} style={{ width: 200 }} />;
    case 'dict':
      return <DictSelect dict={field.dict} placeholder={field.label} style={{ width: 150 }} />;
    case 'options':
      return (
        <Select
          allowClear
          placeholder={field.label}
          style={{ width: 150 }}
          options={field.options.map((o) => ({ value: o.value, label: o.label }))}
        />
      );
    case 'dateRange':
      return <DatePicker.RangePicker style={{ width: 250 }} shortcuts={shortcuts() as never} shortcutsPlacementLeft />;
    case 'amountRange':
      return <AmountRange label={field.label} />;
    case 'custom':
      return field.control;
  }
}

/**
 * The search bar above a list: one control per filter, 搜索 and 重置. Values are sent as the filters'
 * query parameters; a date range as two values.
 */
export function SearchBar({ fields, onSearch }: { fields: SearchField[]; onSearch: (values: SearchValues) => void }) {
  const [form] = Form.useForm<SearchValues>();
  if (!fields.length) return null;
  const search = () => onSearch(clean(form.getFieldsValue()));
  return (
    <Form form={form} layout="inline" className="crud-search" onSubmit={search} aria-label="搜索条件">
      {fields.map((field) => (
        <Form.Item key={field.name} field={field.name} style={field.kind === 'custom' ? { width: 180 } : undefined}>
          {searchControl(field)}
        </Form.Item>
      ))}
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<IconSearch />}>
          搜索
        </Button>
        <Button
          icon={<IconRefresh />}
          style={{ marginLeft: 8 }}
          onClick={() => {
            form.resetFields();
            onSearch({});
          }}
        >
          重置
        </Button>
      </Form.Item>
    </Form>
  );
}

/** Drops empty values, so the query string carries only what the user chose. */
function clean(values: SearchValues): SearchValues {
  const out: SearchValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && !value.length) continue;
    out[name] = typeof value === 'string' ? value.trim() || undefined : value;
    if (out[name] === undefined) delete out[name];
  }
  return out;
}
