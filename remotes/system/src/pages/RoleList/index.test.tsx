import { screen, waitFor, within } from '@testing-library/react';
import type { Role } from '@yjf/area-system/domain/roleSchemas';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { MENU_TREE } from '../../menus/testing/fakeMenus';
import { renderPage } from '@yjf/ui/testing/renderPage';
import RoleList from '.';

const role = (id: number, name: string, extra: Partial<Role> = {}): Role => ({
  id,
  version: 2,
  name,
  level: 3,
  dataScope: '全部',
  deptIds: [],
  description: '',
  isAdmin: false,
  menuIds: [],
  userCount: 0,
  createdBy: 1,
  createTime: '2026-11-01T02:00:00.000Z',
  updateTime: '2026-11-01T02:00:00.000Z',
  ...extra,
});

const admin = role(1, '管理员', { level: 1, isAdmin: true, description: '拥有全部权限', userCount: 1 });
// 客户列表 with only its 新增 button, and the directory above it.
const sales = role(3, '销售', { level: 2, description: '负责客户', menuIds: [10, 11, 12] });

function setup(level = 0, more: Role[] = []) {
  const server = installFakeServer({ roles: ['admin'] });
  const roles = [admin, ...more, sales];
  server.on((call) => {
    if (call.path === '/api/roles' && call.method === 'GET')
      return { json: { content: roles, totalElements: roles.length } };
    if (call.path === '/api/roles' && call.method === 'POST')
      return { status: 201, json: role(9, String((call.body as Role).name)) };
    if (call.path === '/api/roles/level') return { json: { level } };
    if (call.path === '/api/roles/menu') return { json: { message: '保存成功', version: 3 } };
    const one = /^\/api\/roles\/(\d+)$/.exec(call.path);
    if (one) return { json: roles.find((r) => r.id === Number(one[1])) };
    if (call.path === '/api/menus/tree') return { json: MENU_TREE };
    if (call.path === '/api/dept/tree')
      return { json: [{ id: 5, name: '总经办', children: [{ id: 6, name: '工程部' }] }] };
    return undefined;
  });
  const view = renderPage(<RoleList />, '/system/role');
  const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
  const card = () => screen.getByText(/^菜单分配/).closest('.arco-card') as HTMLElement;
  /** The tree line of a menu, and its checkbox. */
  const line = (title: string) => within(card()).getByText(title).closest('.arco-tree-node') as HTMLElement;
  const box = (title: string) => line(title).querySelector('input[type="checkbox"]') as HTMLInputElement;
  return { server, row, card, line, box, ...view };
}

describe('RoleList', () => {
  it("shows a clicked role's menus and saves the menus ticked, parents included", async () => {
    const { server, user, row, card, line, box } = setup();
    await screen.findByText('销售');
    expect(within(card()).getByText('点击左侧的角色，分配它的菜单')).toBeTruthy();

    await user.click(within(row('销售')).getByText('负责客户'));
    expect(await within(card()).findByText('菜单分配：销售')).toBeTruthy();
    await waitFor(() => expect(box('渠道客户').checked).toBe(false));
    // 客户列表 holds one of its two buttons: half ticked; its directory too.
    expect(line('客户列表').querySelector('.arco-checkbox-indeterminate')).toBeTruthy();
    expect(box('跟进记录').checked).toBe(false);

    await user.click(within(card()).getByText('跟进记录'));
    await user.click(within(card()).getByText('商机列表'));
    await user.click(within(card()).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/roles/menu')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/roles/menu')[0]!.body).toEqual({
      id: 3,
      version: 2,
      menuIds: [10, 11, 12, 14, 20, 21],
    });
  });

  it('ticks a page with its buttons and unticks a directory left empty', async () => {
    const { server, user, card } = setup();
    await user.click(await screen.findByText('负责客户'));
    await within(card()).findByText('菜单分配：销售');
    await user.click(await within(card()).findByText('客户列表')); // half ticked: ticks all of it
    await user.click(within(card()).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/roles/menu')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/roles/menu')[0]!.body).toMatchObject({ menuIds: [10, 11, 12, 13] });

    await user.click(within(card()).getByText('客户列表'));
    await user.click(within(card()).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/roles/menu')).toHaveLength(2));
    expect(server.callsTo('PUT', '/api/roles/menu')[1]!.body).toMatchObject({ menuIds: [] });
  });

  it("keeps the administrators' role read-only: no 编辑 or 删除, a note and no 保存", async () => {
    const { user, row, card, box } = setup();
    await screen.findByText('拥有全部权限');
    expect(within(row('拥有全部权限')).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(row('拥有全部权限')).queryByRole('button', { name: '删除' })).toBeNull();
    expect(within(row('负责客户')).getByRole('button', { name: '编辑' })).toBeTruthy();

    await user.click(within(row('拥有全部权限')).getByText('拥有全部权限'));
    expect(await within(card()).findByText('管理员角色拥有本企业的全部菜单，不能修改')).toBeTruthy();
    await waitFor(() => expect(box('商机列表').checked).toBe(true));
    expect(box('商机列表').disabled).toBe(true);
    expect((within(card()).getByRole('button', { name: '保存' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps a role more senior than the caller read-only', async () => {
    const director = role(2, '总监', { level: 1, description: '统管全局', menuIds: [20, 21] });
    const { user, row, card, box } = setup(2, [director]);
    await screen.findByText('统管全局');
    await waitFor(() => expect(within(row('负责客户')).getByRole('button', { name: '编辑' })).toBeTruthy());
    expect(within(row('统管全局')).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(row('统管全局')).queryByRole('button', { name: '删除' })).toBeNull();

    await user.click(within(row('统管全局')).getByText('统管全局'));
    expect(await within(card()).findByText('该角色级别高于你的角色，不能修改')).toBeTruthy();
    await waitFor(() => expect(box('商机列表').checked).toBe(true));
    expect(box('商机列表').disabled).toBe(true);
  });

  it('adds a role: 自定义 asks for departments, the form is checked by the shared schema', async () => {
    const { server, user } = setup();
    await screen.findByText('销售');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新增角色')).toBeTruthy();
    expect(within(dialog).queryByText('数据权限')).toBeNull();

    await user.type(within(dialog).getByPlaceholderText('请输入角色名称'), '客户专员');
    const scope = () => within(dialog).getAllByRole('combobox')[0]!;
    await user.click(scope());
    await user.click(await screen.findByRole('option', { name: '自定义' }));
    expect(await within(dialog).findByText('数据权限')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await within(dialog).findByText('自定义数据范围须选择部门')).toBeTruthy();
    expect(server.callsTo('POST', '/api/roles')).toHaveLength(0);

    await user.click(scope());
    await user.click(await screen.findByRole('option', { name: '本级' }));
    await waitFor(() => expect(within(dialog).queryByText('数据权限')).toBeNull());
    await user.type(within(dialog).getByPlaceholderText('请输入描述'), '只管客户');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/roles')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/roles')[0]!.body).toEqual({
      name: '客户专员',
      level: 3,
      dataScope: '本级',
      deptIds: [],
      description: '只管客户',
    });
  }, 15_000);
});
