import { Button, Checkbox, Message, Popover, Tooltip } from '../arcoCore';
import { IconRefresh, IconSettings } from '@arco-design/web-react/icon';
import { AT_LEAST_ONE_COLUMN } from './columnChoice';
import './CrudPage.css';

type Props = {
  columns: { field: string; title: string }[];
  visible: string[];
  onChange: (visible: string[]) => void;
  onRefresh: () => void;
};

/** The refresh button and the column chooser at the right of a list's toolbar; one column always stays. */
export function ColumnChooser({ columns, visible, onChange, onRefresh }: Props) {
  const toggle = (field: string, checked: boolean) => {
    if (!checked && visible.length <= 1) {
      Message.warning(AT_LEAST_ONE_COLUMN);
      return;
    }
    const next = checked ? [...visible, field] : visible.filter((f) => f !== field);
    onChange(columns.map((c) => c.field).filter((f) => next.includes(f)));
  };
  return (
    <div className="crud-tools">
      <Tooltip content="刷新">
        <Button shape="circle" size="small" icon={<IconRefresh />} aria-label="刷新" onClick={onRefresh} />
      </Tooltip>
      <Popover
        trigger="click"
        position="br"
        title="显示列"
        content={
          <div className="crud-column-list">
            {columns.map((column) => (
              <Checkbox
                key={column.field}
                checked={visible.includes(column.field)}
                onChange={(checked: boolean) => toggle(column.field, checked)}
              >
                {column.title}
              </Checkbox>
            ))}
          </div>
        }
      >
        <Button shape="circle" size="small" icon={<IconSettings />} aria-label="列设置" />
      </Popover>
    </div>
  );
}
