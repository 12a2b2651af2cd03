import type { MenuRoute } from '@yjf/domain/menus';
import type { MenuNode } from '@yjf/domain/menuSchemas';
import { companies } from '../../db/accountTables';
import { plans } from '../accounts/planTables';
import { MenuCatalog } from './catalog';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { bearer, signIn } from '../../../test/session';

/** Titles of a route tree, parents before their children, as `父/子`. */
function titles(routes: MenuRoute[], parent = ''): string[] {
  return routes.flatMap((r) => {
    const title = parent ? `${parent}/${r.meta.title}` : r.meta.title;
    return [title, ...titles(r.children ?? [], title)];
  });
}

describe('menus', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer();
    for (const phone of ['13800000000', '13800000001', '13800000002', '13800000003', '13800000004'])
      tokens[phone] = await signIn(server, phone);
  });
  afterAll(() => server.close());

  it('keeps the menus and plans only while it hears the notices that drop them', async () => {
    let hearing = true;
    const catalog = new MenuCatalog(
      server.database.db,
      async () => {},
      () => hearing,
    );
    const nameOfB = async () => (await catalog.all()).plans.get('B')?.name;
    const before = await nameOfB();
    const rename = (name: string) => server.database.db.update(plans).set({ name }).where(eq(plans.code, 'B'));
    try {
      // Changed by another program: unheard here, so the kept copy answers.
      await rename('B 套餐（改）');
      expect(await nameOfB()).toBe(before);
      // Its notices lost: the copy is not trusted, every call reads.
      hearing = false;
      expect(await nameOfB()).toBe('B 套餐（改）');
    } finally {
      await rename(before!);
    }
  });

  const build = async (phone: string) => {
    const response = await server.request({ method: 'GET', url: '/api/menus/build', headers: bearer(tokens[phone]!) });
    expect(response.statusCode).toBe(200);
    return response.json() as MenuRoute[];
  };

  it('gives the platform administrator every area and the platform tools', async () => {
    const menu = titles(await build('13800000000'));
    for (const title of [
      '渠道客户/客户列表',
      '商机管理/方案图纸',
      '项目管理/项目列表',
      '任务管理/任务列表',
      '财务管理/收款管理',
      '采购出库/采购订单',
      '采购出库/出库管理',
      '系统管理/菜单管理',
      '系统管理/套餐管理',
      '系统监控/服务监控',
      '系统工具/发布管理',
    ]) {
      expect(menu).toContain(title);
    }
  });

  it("gives a trial company's administrator plan C's areas and the basic administration, not the platform's", async () => {
    const menu = titles(await build('13800000001'));
    for (const title of [
      '渠道客户/客户列表',
      '采购出库/出库管理',
      '项目管理/项目列表',
      '系统管理/用户管理',
      '系统管理/角色管理',
      '系统监控/操作日志',
    ]) {
      expect(menu).toContain(title);
    }
    for (const title of ['系统管理/菜单管理', '系统管理/套餐管理', '系统监控/服务监控', '系统工具/发布管理'])
      expect(menu).not.toContain(title);
  });

  it("gives plan B's company no purchasing or stock-out", async () => {
    const menu = titles(await build('13800000003'));
    expect(menu).toEqual(
      expect.arrayContaining([
        '渠道客户',
        '商机管理/方案图纸',
        '项目管理/项目列表',
        '任务管理/任务列表',
        '财务管理/收款管理',
      ]),
    );
    expect(menu.filter((t) => t.startsWith('采购出库'))).toEqual([]);
  });

  it('gives the sales user exactly the menus of the sales role', async () => {
    expect(titles(await build('13800000002'))).toEqual([
      '渠道客户',
      '渠道客户/客户列表',
      '渠道客户/跟进记录',
      '渠道客户/待跟进客户',
      '商机管理',
      '商机管理/商机列表',
      '商机管理/商机跟进',
      '任务管理',
      '任务管理/任务列表',
    ]);
  });

  it('gives the field engineer the pages of the 工程 role: tasks, drawings, follow-ups and stock-outs', async () => {
    expect(titles(await build('13800000004'))).toEqual([
      '渠道客户',
      '渠道客户/客户列表',
      '渠道客户/跟进记录',
      '渠道客户/待跟进客户',
      '商机管理',
      '商机管理/方案图纸',
      '项目管理',
      '项目管理/项目列表',
      '任务管理',
      '任务管理/任务列表',
      '采购出库',
      '采购出库/出库管理',
    ]);
  });

  it('builds routes the shell can use: Layout at the top, remote pages below, never buttons', async () => {
    const [customer] = await build('13800000002');
    expect(customer).toMatchObject({
      path: '/customer',
      component: 'Layout',
      alwaysShow: true,
      redirect: 'noredirect',
      hidden: false,
      meta: { title: '渠道客户', icon: 'customer', noCache: false },
    });
    expect(customer!.children![0]).toEqual({
      name: 'CustomerList',
      path: 'list',
      hidden: false,
      component: 'customers/CustomerList',
      meta: { title: '客户列表', icon: 'customer-list', noCache: false },
    });
    expect(JSON.stringify(await build('13800000000'))).not.toContain('"新增"');
  });

  it('carries the role permissions in the session user', async () => {
    const info = await server.request({ method: 'GET', url: '/auth/info', headers: bearer(tokens['13800000002']!) });
    expect(info.json().user.roles).toEqual(expect.arrayContaining(['customer:list', 'customer:add', 'business:edit']));
    expect(info.json().user.roles).not.toContain('customer:del');
  });

  it('loses the plan areas when the plan ends, keeping the basic administration', async () => {
    await server.database.db.update(companies).set({ planEndDate: '2020-01-01' }).where(eq(companies.id, 3));
    try {
      const menu = titles(await build('13800000003'));
      expect(menu.some((t) => t.startsWith('渠道客户'))).toBe(false);
      expect(menu).toContain('系统管理/用户管理');
    } finally {
      await server.database.db.update(companies).set({ planEndDate: '2099-01-01' }).where(eq(companies.id, 3));
    }
  });

  it('lets the menu tree be read for role assignment, and refuses a user without the permission', async () => {
    const tree = await server.request({
      method: 'GET',
      url: '/api/menus/tree',
      headers: bearer(tokens['13800000003']!),
    });
    expect(tree.statusCode).toBe(200);
    const nodes = tree.json() as MenuNode[];
    expect(nodes.find((n) => n.title === '渠道客户')!.children[0]!.children.map((b) => b.permission)).toEqual([
      'customer:add',
      'customer:edit',
      'customer:del',
    ]);
    const staff = await server.request({
      method: 'GET',
      url: '/api/menus/tree',
      headers: bearer(tokens['13800000002']!),
    });
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toEqual({ status: 403, message: '没有权限进行此操作，请联系企业管理员' });
  });

  it('lets only the platform change the menu set, with validated input', async () => {
    const company = await server.request({
      method: 'POST',
      url: '/api/menus',
      headers: bearer(tokens['13800000001']!),
      payload: { type: 1, title: '测试', path: 'x' },
    });
    expect(company.json()).toEqual({ status: 403, message: '菜单由平台统一维护，企业不能修改' });

    const admin = bearer(tokens['13800000000']!);
    expect(
      (
        await server.request({
          method: 'POST',
          url: '/api/menus',
          headers: admin,
          payload: { type: 1, title: '', path: 'x' },
        })
      ).json().message,
    ).toBe('请输入菜单标题');
    expect(
      (
        await server.request({
          method: 'POST',
          url: '/api/menus',
          headers: admin,
          payload: { type: 1, title: '测试', path: 'x', component: '../etc' },
        })
      ).json().message,
    ).toContain('组件须为');
    expect(
      (
        await server.request({
          method: 'POST',
          url: '/api/menus',
          headers: admin,
          payload: { type: 2, title: '按钮', pid: 1 },
        })
      ).json().message,
    ).toBe('按钮须填写权限标识');

    const created = await server.request({
      method: 'POST',
      url: '/api/menus',
      headers: admin,
      payload: { type: 0, title: '帮助中心', path: '/help', icon: 'doc', scope: 'basic' },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const edited = await server.request({
      method: 'PUT',
      url: '/api/menus',
      headers: admin,
      payload: { id, type: 0, title: '帮助与支持', path: '/help', scope: 'basic' },
    });
    expect(edited.json()).toEqual({ message: '编辑成功' });
    const child = await server.request({
      method: 'POST',
      url: '/api/menus',
      headers: admin,
      payload: { type: 1, pid: id, title: '使用手册', path: 'manual', component: 'system/Manual', scope: 'basic' },
    });
    expect(titles(await build('13800000001'))).toContain('帮助与支持/使用手册');
    expect(
      (await server.request({ method: 'DELETE', url: '/api/menus', headers: admin, payload: [id] })).json().message,
    ).toBe('请先删除下级菜单');
    expect(
      (await server.request({ method: 'DELETE', url: '/api/menus', headers: admin, payload: [] })).json().message,
    ).toBe('请选择要删除的数据');
    expect(
      (
        await server.request({ method: 'DELETE', url: '/api/menus', headers: admin, payload: [id, child.json().id] })
      ).json(),
    ).toEqual({ message: '删除成功' });
    expect(titles(await build('13800000001'))).not.toContain('帮助与支持');
  });
});
