import { Button, Dropdown, Menu, Message, Tooltip } from '@yjf/ui/arco';
import { IconFontColors } from '@arco-design/web-react/icon';
import { useAppDispatch, useAppSelector } from '@yjf/store/hooks';
import { setSize, SIZES, type Size } from '@yjf/store/appSlice';

/** The component size of the whole application (spec section 2): default, medium, small, mini. */
export function SizeSelect() {
  const dispatch = useAppDispatch();
  const size = useAppSelector((state) => state.app.size);
  return (
    <Dropdown
      trigger="click"
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
      <Tooltip content="布局大小">
        <Button type="text" icon={<IconFontColors />} aria-label="布局大小" />
      </Tooltip>
    </Dropdown>
  );
}
