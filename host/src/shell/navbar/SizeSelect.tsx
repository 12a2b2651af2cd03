import { useState } from 'react';
import { Button, Dropdown, Menu, Message, Tooltip } from '@yjf/ui/arcoCore';
import { IconFontColors } from '@arco-design/web-react/icon';
import { useAppDispatch, useAppSelector } from '@yjf/store/hooks';
import { setSize, SIZES, type Size } from '@yjf/store/appSlice';

/**
 * The component size of the whole application (spec section 2): default, medium, small, mini. Its tooltip
 * hides while the list is open: both open below the button, and the tooltip would cover 默认 and take its click.
 */
export function SizeSelect() {
  const dispatch = useAppDispatch();
  const size = useAppSelector((state) => state.app.size);
  const [open, setOpen] = useState(false);
  const [hinting, setHinting] = useState(false);
  return (
    <Dropdown
      trigger="click"
      popupVisible={open}
      onVisibleChange={(visible) => {
        setOpen(visible);
        if (visible) setHinting(false);
      }}
      droplist={
        <Menu
          selectedKeys={[size]}
          onClickMenuItem={(key) => {
            dispatch(setSize(key as Size));
            Message.success('布局设置成功');
          }}
        >
          {SIZES.map((item) => (
            <Menu.Item key={item.value}>{item.label}</Menu.Item>
          ))}
        </Menu>
      }
    >
      <Tooltip content="布局大小" popupVisible={hinting && !open} onVisibleChange={setHinting}>
        <Button type="text" icon={<IconFontColors />} aria-label="布局大小" aria-haspopup="menu" aria-expanded={open} />
      </Tooltip>
    </Dropdown>
  );
}
