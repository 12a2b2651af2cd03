import { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import { Layout, Menu, Modal, Tag } from './arcoCore';

/** The phases a menu in a sider was drawn in, from its mount until the effects around it have settled. */
async function menuDraws(hasSider: boolean | undefined): Promise<string[]> {
  const draws: string[] = [];
  render(
    <Layout hasSider={hasSider}>
      <Layout.Sider>
        <Profiler id="menu" onRender={(_id, phase) => draws.push(phase)}>
          <Menu openKeys={['/customer']} selectedKeys={['/customer/list']}>
            <Menu.SubMenu key="/customer" title="渠道客户">
              <Menu.Item key="/customer/list">客户列表</Menu.Item>
            </Menu.SubMenu>
          </Menu>
        </Profiler>
      </Layout.Sider>
      <Layout.Content>页面</Layout.Content>
    </Layout>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.getByText('客户列表')).toBeTruthy();
  return draws;
}

// As patched (shared/build/patches): a Layout told that it has a sider does not count its siders, which drew it
// and all it holds again as the sider mounted; a Menu given its open directories is not drawn again after mounting.
describe('Layout and Menu (Arco, as patched)', () => {
  it('draws a menu in the sider of a Layout told it has one once', async () => {
    expect(await menuDraws(true)).toEqual(['mount']);
  });

  it('still marks a Layout that finds its sider itself', async () => {
    await menuDraws(undefined);
    expect(document.querySelector('.arco-layout-has-sider')).toBeTruthy();
  });
});

// As patched: Arco named the close buttons of its dialogs and closable tags "Close", in English, for a screen reader.
describe('close buttons (Arco, as patched)', () => {
  it('are named 关闭 on a dialog and on a closable tag', () => {
    render(
      <>
        <Modal visible title="编辑客户" onCancel={() => {}}>
          内容
        </Modal>
        <Tag closable>任务列表</Tag>
      </>,
    );
    expect(screen.getAllByRole('button', { name: '关闭' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});
