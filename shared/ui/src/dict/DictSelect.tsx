import { Select } from '../arcoCore';
import { useDictItems } from './useDictItems';

type Props = {
  dict: string;
  value?: string | number | null;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  allowClear?: boolean;
  style?: React.CSSProperties;
  disabled?: boolean;
};

/**
 * A select of a dictionary's values (names shown, values sent as strings). Works inside an Arco Form.Item.
 *
 * @example <Form.Item field="channelType" label="渠道类型"><DictSelect dict="D001" /></Form.Item>
 */
export function DictSelect({
  dict,
  value,
  onChange,
  placeholder = '请选择',
  allowClear = true,
  style,
  disabled,
}: Props) {
  const { items, loading } = useDictItems(dict);
  return (
    <Select
      value={value === null || value === undefined || value === '' ? undefined : String(value)}
      onChange={(next: string | undefined) => onChange?.(next)}
      placeholder={placeholder}
      allowClear={allowClear}
      loading={loading}
      style={style}
      disabled={disabled}
      options={items.map((item) => ({ value: item.value, label: item.name }))}
    />
  );
}
