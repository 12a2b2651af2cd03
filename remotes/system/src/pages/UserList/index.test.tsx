import { screen, waitFor, within } from '@testing-library/react';
import { setErrorPresenter } from '@yjf/api/errorPresenter';
import {
  OWN_EMAIL_ELSEWHERE,
  OWN_PHONE_ELSEWHERE,
  type User,
  type UserNotice,
} from '@yjf/area-system/domain/userSchemas';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import UserList from '.';

const user = (id: number, nickName: string, extra: Partial<User> = {}): User => ({
  id,
  version: 1,
  username: `1380000000${id}`,
  phone: `1380000000${id}`,
  nickName,
  realName: '',
  sex: 1,
  email: '',
  deptId: 11,
  deptName: '销售部',
  roleIds: (extra.roles ?? [{ id: 3 }]).map((role) => role.id),
  roles: [{ id: 3, name: '销售' }],
  roleNames: '销售',
  enabled: true,
  createdBy: null,
  createTime: '2026-11-01T02:00:00.000Z',
  updateTime: '2026-11-01T02:00:00.000Z',
  ...extra,
});

// The signed-in user of the fake server is user 1.
const rows = [user(1, '张总', { roles: [{ id: 2, name: '管理员' }], deptId: 10, deptName: '总经办' }), user(2, '小李')];
const tree = [
  { id: 10, pid: null, name: '总经办', sort: 1, enabled: true, children: undefined },
  {
    id: 11,
    pid: null,
    name: '销售部',
    sort: 2,
    enabled: true,
    children: [{ id: 12, pid: 11, name: '渠道组', sort: 1 }],
  },
];

function setup(options: { refuseAdd?: string; roles?: string[]; notices?: UserNotice[] } = {}) {
  const server = installFakeServer({ roles: options.roles ?? ['admin'], companyId: 2 });
  server.on((call) => {
    if (call.path === '/api/users' && call.method === 'GET') {
      // 销售部 (11) holds 小李 only
      const shown = call.query.get('deptId') === '11' ? rows.slice(1) : rows;
      return { json: { content: shown, totalElements: shown.length } };
    }
    if (call.path === '/api/users' && call.method === 'POST') {
      if (options.refuseAdd) return { status: 400, json: { status: 400, message: options.refuseAdd } };
      return { status: 201, json: { ...user(9, String((call.body as User).nickName)), initialPassword: 'Xk7mP2qa' } };
    }
    if (call.path === '/api/users/resetPwd') return { json: { message: '密码已重置', initialPassword: 'N3wPass9' } };
    if (call.path === '/api/users/getRangeData')
      return { json: { total: 2, enabled: 2, disabled: 0, astrict: 5, remaining: 3, byDept: [] } };
    if (call.path === '/api/dept/tree') return { json: tree };
    if (call.path === '/api/users/getNotice') return { json: options.notices ?? [] };
    if (call.path === '/api/roles/all')
      return {
        json: [
          { id: 2, name: '管理员', level: 1, isAdmin: true },
          { id: 3, name: '销售', level: 2, isAdmin: false },
        ],
      };
    return undefined;
  });
  return { server, ...renderPage(<UserList />, '/system/user') };
}

/** Ticks a role in the open multiple select (its label takes the click, not the line). */
const pickRole = async (person: ReturnType<typeof setup>['user'], name: string) =>
  person.click(within(await screen.findByRole('option', { name })).getByText(name));

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const listCalls = (server: ReturnType<typeof installFakeServer>) => server.callsTo('GET', '/api/users');

describe('UserList', () => {
  it('shows the users with their department and roles, the tree and the accounts left', async () => {
    const { server } = setup();
    await screen.findByText('小李');
    expect(within(rowOf('小李')).getByText('13800000002')).toBeTruthy();
    expect(within(rowOf('小李')).getByText('销售部')).toBeTruthy();
    expect(within(rowOf('小李')).getByText('销售')).toBeTruthy();
    expect(within(rowOf('张总')).getByText('管理员')).toBeTruthy();
    expect(await screen.findByText('已有 2 / 上限 5 个账号')).toBeTruthy();
    const panel = screen.getByText('全部').closest('.arco-card') as HTMLElement;
    expect(within(panel).getByText('全部')).toBeTruthy();
    expect(await within(panel).findByText('渠道组')).toBeTruthy();
    // one's own row offers neither 重置密码 nor 删除
    const ownButtons = within(rowOf('张总'))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(ownButtons).toEqual(['编辑']);
    expect(
      within(rowOf('小李'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['重置密码', '编辑', '删除']);
    expect(listCalls(server)[0]!.query.get('deptId')).toBeNull();
  });

  it('warns above the list what the company’s notices say, and nothing when there are none', async () => {
    const message = '账号已满：当前套餐最多 5 个账号，请升级套餐或增加人数';
    const { server } = setup({ notices: [{ kind: 'accounts', level: 'warning', message }] });
    expect(await screen.findByText(message)).toBeTruthy();
    const asked = server.callsTo('GET', '/api/users/getNotice')[0]!;
    expect(asked.query.get('companypid')).toBe('2');
  });

  it('lists a department’s users when it is clicked, and everyone again under 全部', async () => {
    const { server, user: person } = setup();
    await screen.findByText('小李');
    const panel = screen.getByText('全部').closest('.arco-card') as HTMLElement;
    await person.click(await within(panel).findByText('销售部'));
    await waitFor(() => expect(listCalls(server).at(-1)!.query.get('deptId')).toBe('11'));
    await waitFor(() => expect(screen.queryByText('张总')).toBeNull());
    await person.click(within(panel).getByText('全部'));
    expect(await screen.findByText('张总')).toBeTruthy();
  });

  it('adds a user and shows the initial password once', async () => {
    const { server, user: person } = setup();
    await screen.findByText('小李');
    await person.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新增用户')).toBeTruthy();
    await person.type(within(dialog).getByPlaceholderText('请输入手机号'), '13912345678');
    await person.type(within(dialog).getByPlaceholderText('请输入昵称'), '小周');
    await person.click(within(dialog).getByText('请选择角色'));
    await pickRole(person, '销售');
    await person.click(within(dialog).getByRole('button', { name: '确认' }));

    await waitFor(() => expect(server.callsTo('POST', '/api/users')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/users')[0]!.body).toMatchObject({
      phone: '13912345678',
      nickName: '小周',
      sex: '1',
      roleIds: [3],
      enabled: true,
      deptId: null,
    });
    const shown = await screen.findByRole('textbox', { name: '初始密码' });
    expect((shown as HTMLInputElement).value).toBe('Xk7mP2qa');
    expect(screen.getByText(/用户「小周」的初始密码如下，只显示这一次/)).toBeTruthy();
    await person.click(screen.getByRole('button', { name: '我已记下' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: '初始密码' })).toBeNull());
  });

  it('says the plan’s limit as the server words it, and keeps the dialog open', async () => {
    const limit = '当前套餐最多可有 5 个账号，已有 5 个，请升级套餐或增加人数后再添加';
    const shown: string[] = [];
    setErrorPresenter((error) => shown.push(error.message));
    const { user: person } = setup({ refuseAdd: limit });
    await screen.findByText('小李');
    await person.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    await person.type(within(dialog).getByPlaceholderText('请输入手机号'), '13912345678');
    await person.type(within(dialog).getByPlaceholderText('请输入昵称'), '小周');
    await person.click(within(dialog).getByText('请选择角色'));
    await pickRole(person, '销售');
    await person.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(shown).toEqual([limit]));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '初始密码' })).toBeNull();
  });

  it('resets a password after asking, and shows the new one', async () => {
    const { server, user: person } = setup();
    await screen.findByText('小李');
    await person.click(within(rowOf('小李')).getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('确定重置「小李」的密码吗？该用户需用新密码重新登录。')).toBeTruthy();
    await person.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/users/resetPwd')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/users/resetPwd')[0]!.body).toEqual({ id: 2 });
    expect(((await screen.findByRole('textbox', { name: '新密码' })) as HTMLInputElement).value).toBe('N3wPass9');
  });

  it('shows one’s own phone and e-mail read-only, pointing to 个人中心; another user’s can be changed', async () => {
    const { server, user: person } = setup();
    await screen.findByText('小李');
    await person.click(within(rowOf('张总')).getByRole('button', { name: '编辑' }));
    let dialog = await screen.findByRole('dialog');
    const ownPhone = within(dialog).getByPlaceholderText('请输入手机号') as HTMLInputElement;
    const ownEmail = within(dialog).getByPlaceholderText('请输入邮箱') as HTMLInputElement;
    expect(ownPhone.value).toBe('13800000001');
    expect(ownPhone.disabled).toBe(true);
    expect(ownEmail.disabled).toBe(true);
    expect(within(dialog).getByText(OWN_PHONE_ELSEWHERE)).toBeTruthy();
    expect(within(dialog).getByText(OWN_EMAIL_ELSEWHERE)).toBeTruthy();
    expect((within(dialog).getByPlaceholderText('请输入昵称') as HTMLInputElement).disabled).toBe(false);
    await person.type(within(dialog).getByPlaceholderText('请输入昵称'), '!');
    await person.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/users')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/users')[0]!.body).toMatchObject({ id: 1, phone: '13800000001', email: '' });
    await person.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await person.click(within(rowOf('小李')).getByRole('button', { name: '编辑' }));
    dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByPlaceholderText('请输入手机号') as HTMLInputElement).disabled).toBe(false);
    expect((within(dialog).getByPlaceholderText('请输入邮箱') as HTMLInputElement).disabled).toBe(false);
    expect(within(dialog).queryByText(OWN_PHONE_ELSEWHERE)).toBeNull();
  });

  it('offers only reading to a user without the add, edit and delete permissions', async () => {
    setup({ roles: ['user:list'] });
    await screen.findByText('小李');
    expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
    expect(within(rowOf('小李')).queryAllByRole('button')).toEqual([]);
  });
});
