import { screen, waitFor, within } from '@testing-library/react';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import { MENU_TREE } from '../../menus/testing/fakeMenus';
import MenuList from '.';

function setup(roles = ['admin']) {
  const server = installFakeServer({ roles });
  server.on((call) => {
    if (call.path === '/api/menus/tree') return { json: MENU_TREE };
    if (call.path === '/api/menus' && call.method === 'POST')
      return { status: 201, json: { id: 99, message: '新增成功' } };
    if (call.path === '/api/menus') return { json: { message: '成功' } };
    return undefined;
  });
  const view = renderPage(<MenuList />, '/system/menu');
  const row = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;
  return { server, row, ...view };
}

describe('MenuList', () => {
  it('shows the menu tree with its pages and buttons', async () => {
    const { user, row } = setup();
    await screen.findByText('渠道客户');
    expect(screen.queryByText('客户列表')).toBeNull();
    await user.click(screen.getByRole('button', { name: '展开' }));
    expect(within(row('客户列表')).getByText('customer:list')).toBeTruthy();
    expect(within(row('客户列表')).getByText('customers/CustomerList')).toBeTruthy();
    expect(within(row('客户列表')).getByText('可见')).toBeTruthy();
    expect(screen.getByText('customer:add').closest('tr')!.textContent).toContain('新增');
    expect(within(row('渠道客户')).getByText('2026-11-01 10:00:00')).toBeTruthy();
  });

  it('adds a directory with an icon chosen in the picker', async () => {
    const { server, user } = setup();
    await screen.findByText('渠道客户');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新增菜单')).toBeTruthy();
    expect(within(dialog).queryByText('组件路径')).toBeNull();
    expect(within(dialog).queryByText('权限标识')).toBeNull();

    await user.click(within(dialog).getByPlaceholderText('点击选择图标'));
    const picker = await screen.findByRole('listbox', { name: '选择图标' });
    expect(within(picker).getAllByRole('option').length).toBeGreaterThan(20);
    await user.type(within(picker).getByPlaceholderText('搜索图标'), '商机');
    expect(within(picker).getAllByRole('option')).toHaveLength(1);
    await user.click(within(picker).getByRole('option', { name: '商机 business' }));
    await waitFor(() =>
      expect(within(dialog).getByPlaceholderText('点击选择图标')).toHaveProperty('value', 'business'),
    );

    await user.type(within(dialog).getByPlaceholderText('请输入菜单标题'), '帮助中心');
    await user.type(within(dialog).getByPlaceholderText('例如 list，外链填写完整地址'), '/help');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/menus')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/menus')[0]!.body).toEqual({
      type: 0,
      pid: null,
      title: '帮助中心',
      name: '',
      icon: 'business',
      path: '/help',
      component: '',
      permission: '',
      iframe: false,
      cache: true,
      hidden: false,
      sort: 999,
      scope: 'plan',
    });
  }, 15_000);

  it('shows the fields of the chosen type: a page needs its component, a button its permission', async () => {
    const { server, user } = setup();
    await screen.findByText('渠道客户');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByText('菜单'));
    expect(await within(dialog).findByText('组件路径')).toBeTruthy();
    await user.type(within(dialog).getByPlaceholderText('请输入菜单标题'), '使用手册');
    await user.type(within(dialog).getByPlaceholderText('例如 list，外链填写完整地址'), 'manual');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await within(dialog).findByText('菜单须填写组件路径“区域/页面”，例如 customers/CustomerList')).toBeTruthy();

    await user.click(within(dialog).getByText('按钮'));
    expect(await within(dialog).findByText('按钮名称')).toBeTruthy();
    expect(within(dialog).queryByText('路由地址')).toBeNull();
    expect(within(dialog).queryByText('菜单图标')).toBeNull();
    expect(within(dialog).getByText('权限标识')).toBeTruthy();
    await user.type(within(dialog).getByPlaceholderText('例如 roles:add'), 'manual');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await within(dialog).findByText('权限标识格式为“资源:操作”，例如 customer:add')).toBeTruthy();
    expect(server.callsTo('POST', '/api/menus')).toHaveLength(0);
  }, 15_000);

  it('edits a menu, and deletes one with everything below it', async () => {
    const { server, user, row } = setup();
    await screen.findByText('商机管理');
    await user.click(within(row('商机管理')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('编辑菜单')).toBeTruthy();
    await user.clear(within(dialog).getByPlaceholderText('请输入菜单标题'));
    await user.type(within(dialog).getByPlaceholderText('请输入菜单标题'), '商机');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/menus')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/menus')[0]!.body).toMatchObject({
      id: 20,
      type: 0,
      title: '商机',
      path: '/business',
    });

    await user.click(within(row('渠道客户')).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定删除「渠道客户」及其下级菜单吗？')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.callsTo('DELETE', '/api/menus')).toHaveLength(1));
    expect(server.callsTo('DELETE', '/api/menus')[0]!.body).toEqual([10, 11, 12, 13, 14]);
  }, 15_000);

  it('offers no 新增, 编辑 or 删除 without their permissions', async () => {
    const { row } = setup(['menu:list']);
    await screen.findByText('渠道客户');
    expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
    expect(within(row('渠道客户')).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByText('操作')).toBeNull();
  });
});
