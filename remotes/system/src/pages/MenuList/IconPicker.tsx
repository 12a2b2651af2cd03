import { useMemo, useState } from 'react';
import { Button, Empty, Input, Popover } from '@yjf/ui/arcoCore';
import { MENU_ICONS, MenuIcon } from '@yjf/ui/menuIcons';
import { ICON_LABELS } from './iconLabels';
import './IconPicker.css';

type Props = { value?: string; onChange?: (name: string) => void };

/**
 * 菜单图标: a field that opens a grid of the icons a menu may name (shared/ui menuIcons), searched by name or
 * by what it shows (客户); a click picks one and closes the grid.
 */
export function IconPicker({ value = '', onChange }: Props) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const icons = useMemo(() => {
    const term = search.trim().toLowerCase();
    return Object.keys(MENU_ICONS)
      .map((name) => [name, ICON_LABELS[name] ?? name] as const)
      .filter(([name, label]) => !term || name.includes(term) || label.includes(term));
  }, [search]);

  const choose = (name: string) => {
    onChange?.(name);
    setOpen(false);
    setSearch('');
  };

  return (
    <Popover
      trigger="click"
      position="bl"
      popupVisible={open}
      onVisibleChange={setOpen}
      content={
        <div className="icon-picker" role="listbox" aria-label="选择图标">
          <Input.Search allowClear placeholder="搜索图标" value={search} onChange={setSearch} />
          {icons.length ? (
            <div className="icon-picker-grid">
              {icons.map(([name, label]) => (
                <Button
                  key={name}
                  role="option"
                  aria-selected={name === value}
                  aria-label={`${label} ${name}`}
                  title={name}
                  type={name === value ? 'primary' : 'secondary'}
                  className="icon-picker-item"
                  onClick={() => choose(name)}
                >
                  <MenuIcon name={name} />
                  <span className="icon-picker-label">{label}</span>
                </Button>
              ))}
            </div>
          ) : (
            <Empty description="没有匹配的图标" />
          )}
        </div>
      }
    >
      <Input
        readOnly
        value={value}
        placeholder="点击选择图标"
        prefix={value ? <MenuIcon name={value} /> : undefined}
        allowClear
        onClear={() => onChange?.('')}
      />
    </Popover>
  );
}
