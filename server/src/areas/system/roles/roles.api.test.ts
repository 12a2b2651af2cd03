import { and, desc, eq } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import type { ListPage } from '@yjf/domain/lists';
import type { MenuRoute } from '@yjf/domain/menus';
import type { MenuNode } from '@yjf/domain/menuSchemas';
import type { Role, RoleOption } from '@yjf/area-system/domain/roleSchemas';
import { DEMO_PASSWORD } from '../../../composition/seed/demoAccounts';
import { departments, userRoles, users } from '../../../db/accountTables';
import { roleMenus } from '../../../platform/accounts/menuTables';
import { operationLogs } from '../../../crud/operationLogTable';
import { startTestServer, type TestServer } from '../../../../test/testServer';
import { apiCaller } from '../../../../test/apiCalls';
import { signIn } from '../../../../test/session';

/** Titles of a route tree, parents before their children, as `父/子`. */
function titles(routes: MenuRoute[], parent = ''): string[] {
  return routes.flatMap((r) => {
    const title = parent ? `${parent}/${r.meta.title}` : r.meta.title;
    return [title, ...titles(r.children ?? [], title)];
  });
}

/** The node at a path of titles (`渠道客户`, `客户列表`). */
function nodeAt(nodes: MenuNode[], ...path: string[]): MenuNode {
  let level = nodes;
  let found: MenuNode | undefined;
  for (const title of path) {
    found = level.find((node) => node.title === title);
    if (!found) throw new Error(`no menu ${path.join('/')}`);
    level = found.children;
  }
  return found!;
}

/** A node and everything below it. */
const withDescendants = (node: MenuNode): number[] => [node.id, ...node.children.flatMap(withDescendants)];

/**
 * Roles: company isolation, the "no one grants more than they hold" rules, the administrators' role, the
 * menu assignment and what it opens to a user; and the platform-only menu administration.
 */
describe('roles', () => {
  let server: TestServer;
  let platform: string; // 13800000000, platform administrator
  let admin2: string; // 13800000001, administrator of company 2 (trial: plan C)
  let sales2: string; // 13800000002, sales of company 2
  let admin3: string; // 13800000003, administrator of company 3 (plan B)
  let platformTree: MenuNode[];

  const { call, ok } = apiCaller(() => server);
  const newRole = (token: string, name: string, extra: Record<string, unknown> = {}) =>
    ok<Role>(token, 'POST', '/api/roles', { name, level: 3, dataScope: '全部', description: '测试', ...extra });
  const roleOf = (token: string, id: number) => ok<Role>(token, 'GET', `/api/roles/${id}`);
  const assignMenus = (token: string, id: number, menuIds: number[]) =>
    call(token, 'PUT', '/api/roles/menu', { id, menuIds });

  /** A staff account of a company holding one role, signed in. */
  let phoneSeq = 13900000100;
  async function staffWith(companyId: number, roleId: number): Promise<string> {
    const phone = String(phoneSeq++);
    const [user] = await server.database.db
      .insert(users)
      .values({
        companyId,
        username: phone,
        phone,
        nickName: `员工${phone.slice(-3)}`,
        passwordHash: await hash(DEMO_PASSWORD),
      })
      .returning({ id: users.id });
    await server.database.db.insert(userRoles).values({ userId: user!.id, roleId });
    return signIn(server, phone);
  }

  beforeAll(async () => {
    server = await startTestServer({ LOG_LEVEL: 'error' });
    [platform, admin2, sales2, admin3] = await Promise.all(
      ['13800000000', '13800000001', '13800000002', '13800000003'].map((phone) => signIn(server, phone)),
    );
    platformTree = await ok<MenuNode[]>(platform, 'GET', '/api/menus/tree');
  });
  afterAll(() => server.close());

  it("lists the company's own roles with their menus and users", async () => {
    const page = await ok<ListPage<Role>>(admin2, 'GET', '/api/roles?sort=level,asc');
    expect(page.content.map((r) => r.name)).toEqual(['管理员', '销售', '工程']);
    const sales = page.content[1]!;
    // The demo sales role sees its own records (seed 0009).
    expect(sales).toMatchObject({ level: 2, dataScope: '本级', isAdmin: false, userCount: 1, deptIds: [] });
    expect(sales.menuIds).toContain(nodeAt(platformTree, '渠道客户', '客户列表').id);
    expect(page.content[0]).toMatchObject({ isAdmin: true, userCount: 1 });

    const other = await ok<ListPage<Role>>(admin3, 'GET', '/api/roles');
    expect(other.content.map((r) => r.name)).toEqual(['管理员']);
    const all = await ok<RoleOption[]>(admin3, 'GET', '/api/roles/all');
    expect(all).toEqual([{ id: other.content[0]!.id, name: '管理员', level: 1, isAdmin: true }]);
    expect(await ok(admin3, 'GET', '/api/roles/level')).toEqual({ level: 0 });
  });

  it("keeps another company's roles out of reach: 404 as if missing", async () => {
    const sales = (await ok<ListPage<Role>>(admin2, 'GET', '/api/roles?blurry=销售')).content[0]!;
    expect((await call(admin3, 'GET', `/api/roles/${sales.id}`)).statusCode).toBe(404);
    const edit = await call(admin3, 'PUT', '/api/roles', {
      id: sales.id,
      version: sales.version,
      name: '改名',
      level: 3,
      dataScope: '全部',
    });
    expect(edit.statusCode).toBe(404);
    expect((await call(admin3, 'DELETE', '/api/roles', [sales.id])).statusCode).toBe(404);
    const menus = await assignMenus(admin3, sales.id, []);
    expect(menus.statusCode).toBe(404);
    expect((await roleOf(admin2, sales.id)).name).toBe('销售');
    expect((await roleOf(admin2, sales.id)).menuIds.length).toBeGreaterThan(0);
  });

  it('refuses menus the company does not see: plan B gets no purchasing, no platform tools', async () => {
    const role = await newRole(admin3, '仓管');
    const purchasing = nodeAt(platformTree, '采购出库', '采购订单').id;
    const refused = await assignMenus(admin3, role.id, [purchasing]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('不能分配超出自己权限的菜单');
    expect((await assignMenus(admin3, role.id, [nodeAt(platformTree, '系统管理', '菜单管理').id])).statusCode).toBe(
      403,
    );
    const customers = nodeAt(platformTree, '渠道客户');
    expect((await assignMenus(admin3, role.id, withDescendants(customers))).statusCode).toBe(200);
  });

  it('refuses the sales user every role call (403)', async () => {
    expect((await call(sales2, 'GET', '/api/roles')).statusCode).toBe(403);
    expect((await call(sales2, 'GET', '/api/roles/all')).statusCode).toBe(403);
    expect((await call(sales2, 'POST', '/api/roles', { name: 'x', level: 3, dataScope: '全部' })).statusCode).toBe(403);
    expect((await assignMenus(sales2, 3, [])).statusCode).toBe(403);
  });

  it('checks the form: unique names, levels, and the departments of a custom data scope', async () => {
    const duplicate = await call(admin2, 'POST', '/api/roles', { name: '销售', level: 3, dataScope: '全部' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toBe('角色名称「销售」已存在');
    const level = await call(admin2, 'POST', '/api/roles', { name: '零级', level: 0, dataScope: '全部' });
    expect(level.json().message).toBe('角色级别须为 1 到 999 的整数，1 最高');
    const noDepts = await call(admin2, 'POST', '/api/roles', { name: '部门', level: 3, dataScope: '自定义' });
    expect(noDepts.json().message).toBe('自定义数据范围须选择部门');

    const [own] = await server.database.db
      .insert(departments)
      .values({ companyId: 2, name: '角色测试部' })
      .returning({ id: departments.id });
    const [foreign] = await server.database.db
      .insert(departments)
      .values({ companyId: 3, name: '角色测试部' })
      .returning({ id: departments.id });
    const elsewhere = await call(admin2, 'POST', '/api/roles', {
      name: '部门',
      level: 3,
      dataScope: '自定义',
      deptIds: [foreign!.id],
    });
    expect(elsewhere.json().message).toBe('所选部门不存在或无权访问');
    const custom = await newRole(admin2, '工程主管', { dataScope: '自定义', deptIds: [own!.id] });
    expect(custom).toMatchObject({ dataScope: '自定义', deptIds: [own!.id], userCount: 0, menuIds: [] });

    const edited = await ok<Role>(admin2, 'PUT', '/api/roles', {
      id: custom.id,
      version: custom.version,
      name: '工程主管',
      level: 2,
      dataScope: '本级',
      deptIds: [own!.id],
    });
    expect(edited).toMatchObject({ dataScope: '本级', deptIds: [], level: 2, version: custom.version + 1 });
    const stale = await call(admin2, 'PUT', '/api/roles', {
      id: custom.id,
      version: custom.version,
      name: '工程主管',
      level: 2,
      dataScope: '全部',
    });
    expect(stale.statusCode).toBe(409);
    expect(await ok(admin2, 'DELETE', '/api/roles', [custom.id])).toEqual({ message: '删除成功' });
  });

  it("protects the administrators' role and roles users hold", async () => {
    const roles = (await ok<ListPage<Role>>(admin2, 'GET', '/api/roles?sort=level,asc')).content;
    const admin = roles.find((r) => r.isAdmin)!;
    const sales = roles.find((r) => r.name === '销售')!;
    const removeAdmin = await call(admin2, 'DELETE', '/api/roles', [admin.id]);
    expect(removeAdmin.statusCode).toBe(400);
    expect(removeAdmin.json().message).toBe('角色「管理员」是管理员角色，不能删除');
    const adminMenus = await assignMenus(admin2, admin.id, []);
    expect(adminMenus.statusCode).toBe(400);
    expect(adminMenus.json().message).toContain('管理员角色');
    const renamed = await ok<Role>(admin2, 'PUT', '/api/roles', {
      id: admin.id,
      version: admin.version,
      name: '管理员',
      level: 1,
      dataScope: '全部',
      description: '改过描述',
      isAdmin: false,
    });
    expect(renamed).toMatchObject({ isAdmin: true, description: '改过描述' });

    const held = await call(admin2, 'DELETE', '/api/roles', [sales.id]);
    expect(held.statusCode).toBe(400);
    expect(held.json().message).toBe('角色「销售」已分配给 1 个用户，请先解除关联再删除');
  });

  it('lets a non-administrator grant only what they hold, and manage only roles at or below their level', async () => {
    const roleAdmin = await newRole(admin2, '人事', { level: 2 });
    const rolePage = nodeAt(platformTree, '系统管理', '角色管理');
    const customerList = nodeAt(platformTree, '渠道客户', '客户列表');
    expect(
      (
        await assignMenus(admin2, roleAdmin.id, [
          nodeAt(platformTree, '系统管理').id,
          ...withDescendants(rolePage),
          nodeAt(platformTree, '渠道客户').id,
          customerList.id,
        ])
      ).statusCode,
    ).toBe(200);
    const hr = await staffWith(2, roleAdmin.id);
    expect(await ok(hr, 'GET', '/api/roles/level')).toEqual({ level: 2 });

    const senior = await call(hr, 'POST', '/api/roles', { name: '总监', level: 1, dataScope: '全部' });
    expect(senior.statusCode).toBe(403);
    expect(senior.json().message).toBe('角色级别不能高于你自己的级别：你的级别为 2，所填级别为 1');
    const junior = await newRole(hr, '实习生', { level: 3 });
    expect((await assignMenus(hr, junior.id, [nodeAt(platformTree, '渠道客户').id, customerList.id])).statusCode).toBe(
      200,
    );
    const more = await assignMenus(hr, junior.id, [nodeAt(platformTree, '商机管理', '商机列表').id]);
    expect(more.statusCode).toBe(403);
    expect(more.json().message).toBe('不能分配超出自己权限的菜单');
    expect((await roleOf(hr, junior.id)).menuIds).toEqual(
      [nodeAt(platformTree, '渠道客户').id, customerList.id].sort((a, b) => a - b),
    );

    const director = await newRole(admin2, '总经理', { level: 1 });
    const editDirector = await call(hr, 'PUT', '/api/roles', {
      id: director.id,
      version: director.version,
      name: '总经理',
      level: 3,
      dataScope: '全部',
    });
    expect(editDirector.statusCode).toBe(403);
    expect(editDirector.json().message).toContain('角色权限不足');
    expect((await call(hr, 'DELETE', '/api/roles', [director.id])).statusCode).toBe(403);
    expect((await assignMenus(hr, director.id, [])).statusCode).toBe(403);
    const adminRole = (await ok<RoleOption[]>(hr, 'GET', '/api/roles/all')).find((r) => r.isAdmin)!;
    expect((await assignMenus(hr, adminRole.id, [])).statusCode).toBe(400);
    expect((await call(hr, 'DELETE', '/api/roles', [junior.id])).statusCode).toBe(200);
  });

  it("opens exactly a role's menus (and their parents) to its users, and logs the assignment", async () => {
    const role = await newRole(admin2, '客户专员');
    const tree = await ok<MenuNode[]>(admin2, 'GET', '/api/menus/tree');
    const customers = nodeAt(tree, '渠道客户');
    // As the browser sends it: the checked pages and buttons, and the half-checked directory.
    expect((await assignMenus(admin2, role.id, withDescendants(customers))).json()).toMatchObject({
      message: '保存成功',
    });
    const clerk = await staffWith(2, role.id);
    const build = () => ok<MenuRoute[]>(clerk, 'GET', '/api/menus/build');
    expect(titles(await build())).toEqual([
      '渠道客户',
      '渠道客户/客户列表',
      '渠道客户/跟进记录',
      '渠道客户/待跟进客户',
    ]);

    // Only one page, without its directory: the directory comes along.
    await assignMenus(admin2, role.id, [nodeAt(tree, '项目管理', '项目列表').id]);
    expect(titles(await build())).toEqual(['项目管理', '项目管理/项目列表']);
    expect((await call(clerk, 'GET', '/api/customer')).statusCode).toBe(403);

    const [logged] = await server.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.companyId, 2), eq(operationLogs.resource, 'roles')))
      .orderBy(desc(operationLogs.id))
      .limit(1);
    expect(logged).toMatchObject({
      action: 'edit',
      recordId: role.id,
      description: '分配角色「客户专员」的菜单（1 个）',
    });
  });

  it('lets the requests after a change of roles see it, whoever made it: another server, a script, a cascade', async () => {
    const role = await newRole(admin2, '临时客户专员');
    const tree = await ok<MenuNode[]>(admin2, 'GET', '/api/menus/tree');
    await assignMenus(admin2, role.id, withDescendants(nodeAt(tree, '渠道客户')));
    const clerk = await staffWith(2, role.id);
    const customers = async () => (await call(clerk, 'GET', '/api/customer')).statusCode;
    expect(await customers()).toBe(200);
    expect(await customers()).toBe(200);

    // Straight in the database, as another instance's transaction or an operator's script would write it: this
    // server hears of it by the database's notice (the role epoch's; each test request waits until it has).
    const db = server.database.db;
    const [grant] = await db.select().from(userRoles).where(eq(userRoles.roleId, role.id));
    await db.delete(userRoles).where(eq(userRoles.roleId, role.id));
    expect(await customers()).toBe(403);
    await db.insert(userRoles).values(grant!);
    expect(await customers()).toBe(200);
    await db.delete(roleMenus).where(eq(roleMenus.roleId, role.id));
    expect(await customers()).toBe(403);
  });
});

describe('menu administration', () => {
  let server: TestServer;
  let platform: string;
  let admin2: string;
  let admin3: string;
  const { call, ok } = apiCaller(() => server);

  beforeAll(async () => {
    server = await startTestServer({ LOG_LEVEL: 'error' });
    [platform, admin2, admin3] = await Promise.all(
      ['13800000000', '13800000001', '13800000003'].map((phone) => signIn(server, phone)),
    );
  });
  afterAll(() => server.close());

  it("shows each company its plan's menus, and the platform every menu", async () => {
    const all = await ok<MenuNode[]>(platform, 'GET', '/api/menus/tree');
    const planB = await ok<MenuNode[]>(admin3, 'GET', '/api/menus/tree');
    const tops = (nodes: MenuNode[]) => nodes.map((n) => n.title);
    expect(tops(all)).toEqual(expect.arrayContaining(['采购出库', '系统管理', '系统工具']));
    expect(tops(planB)).not.toContain('采购出库');
    expect(tops(planB)).toContain('财务管理');
    const system = (nodes: MenuNode[]) => nodeAt(nodes, '系统管理').children.map((n) => n.title);
    expect(system(all)).toEqual(expect.arrayContaining(['菜单管理', '套餐管理', '角色管理']));
    expect(system(planB)).not.toContain('菜单管理');
    expect(system(planB)).toContain('角色管理');
  });

  it('refuses a company administrator every menu change (403), before reading the input', async () => {
    for (const [method, payload] of [
      ['POST', { type: 1, title: '测试' }],
      ['PUT', { id: 1, type: 0, title: '测试', path: '/x' }],
      ['DELETE', [1]],
    ] as const) {
      const refused = await call(admin2, method, '/api/menus', payload);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('菜单由平台统一维护，企业不能修改');
    }
  });

  it('checks type, component, permission and parent', async () => {
    const message = async (method: 'POST' | 'PUT', payload: Record<string, unknown>) =>
      (await call(platform, method, '/api/menus', payload)).json().message as string;
    expect(await message('POST', { type: 1, title: '页面', path: 'page' })).toBe(
      '菜单须填写组件路径“区域/页面”，例如 customers/CustomerList',
    );
    expect(await message('POST', { type: 1, title: '页面', path: 'page', component: 'Layout' })).toContain('组件路径');
    expect(await message('POST', { type: 1, title: '外链', path: 'ftp://x', iframe: true })).toBe(
      '外链地址须以 http://、https:// 或 / 开头',
    );
    expect(await message('POST', { type: 2, title: '按钮', pid: 1, permission: 'customer' })).toBe(
      '权限标识格式为“资源:操作”，例如 customer:add',
    );
    expect(await message('POST', { type: 3, title: '怪' })).toBe('请选择菜单类型');

    const top = (await ok<{ id: number }>(platform, 'POST', '/api/menus', { type: 0, title: '帮助', path: '/help' }))
      .id;
    const middle = (
      await ok<{ id: number }>(platform, 'POST', '/api/menus', { type: 0, pid: top, title: '手册', path: 'manual' })
    ).id;
    const leaf = (
      await ok<{ id: number }>(platform, 'POST', '/api/menus', {
        type: 1,
        pid: middle,
        title: '入门',
        path: 'start',
        component: 'system/Start',
      })
    ).id;
    expect(await message('PUT', { id: top, type: 0, title: '帮助', path: '/help', pid: leaf })).toBe(
      '上级菜单不能是自己的下级菜单',
    );
    expect(await message('PUT', { id: top, type: 0, title: '帮助', path: '/help', pid: top })).toBe(
      '上级菜单不能是自己',
    );
    expect(await message('PUT', { id: middle, type: 2, title: '手册', pid: top, permission: 'help:list' })).toBe(
      '有下级菜单的菜单不能改为按钮',
    );
    expect(
      await ok(platform, 'PUT', '/api/menus', {
        id: leaf,
        type: 1,
        pid: top,
        title: '入门',
        path: 'start',
        component: 'system/Start',
      }),
    ).toEqual({ message: '编辑成功' });
    expect(await ok(platform, 'DELETE', '/api/menus', [top, middle, leaf])).toEqual({ message: '删除成功' });
  });
});
