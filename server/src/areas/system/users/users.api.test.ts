import ExcelJS from 'exceljs';
import { and, eq, inArray } from 'drizzle-orm';
import type { ListPage } from '@yjf/domain/lists';
import type {
  PasswordIssued,
  User,
  UserAdded,
  UserCard,
  UserNotice,
  UserRangeDataWire,
} from '@yjf/area-system/domain/userSchemas';
import { ROLE_FORBIDDEN } from '../../../http/permissions';
import { companies, departments, roleDepts, roles, userRoles, users } from '../../../db/accountTables';
import { menus, roleMenus } from '../../../platform/accounts/menuTables';
import { startTestServer, type TestServer } from '../../../../test/testServer';
import { apiCaller } from '../../../../test/apiCalls';
import { signIn } from '../../../../test/session';
import { uniqueViolationMessage } from '../../../http/uniqueViolations';
import {
  OWN_EMAIL_ELSEWHERE,
  OWN_PASSWORD_ELSEWHERE,
  OWN_PHONE_ELSEWHERE,
  USER_IN_USE,
} from '@yjf/area-system/domain/userSchemas';
import { PHONE_CHECKS_PER_MINUTE, PHONE_CHECKS_TOO_MANY } from './userRoutes';
import { operationLogs } from '../../../crud/operationLogTable';

/**
 * The user administration: company isolation, the permissions and grant limits, the plan's head count, the
 * one-time passwords, sessions ended by disabling and resets, the department search and data scope, and the
 * spec's calls.
 */
describe('users', () => {
  let server: TestServer;
  let admin2: string; // 张伟, administrator of company 2
  let sales2: string; // 李娜, sales of company 2
  let admin3: string; // 王强, administrator of company 3
  let phoneSerial = 0;
  const { call, ok } = apiCaller(() => server);
  const db = () => server.database.db;
  const newPhone = () => `1390000${String(1000 + phoneSerial++).padStart(4, '0')}`;

  /** Company 2's departments and roles by name. */
  const deptId = async (companyId: number, name: string) =>
    (
      await db()
        .select({ id: departments.id })
        .from(departments)
        .where(and(eq(departments.companyId, companyId), eq(departments.name, name)))
    )[0]!.id;
  const roleId = async (companyId: number, name: string) =>
    (
      await db()
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.companyId, companyId), eq(roles.name, name)))
    )[0]!.id;

  const addUser = (token: string, form: Record<string, unknown>) =>
    ok<UserAdded>(token, 'POST', '/api/users', { phone: newPhone(), nickName: '新同事', sex: 1, ...form });
  const salesRole = () => roleId(2, '销售');
  const list = (token: string, query = '') => ok<ListPage<User>>(token, 'GET', `/api/users?size=100${query}`);
  const myId = async (token: string) => (await ok<{ user: { id: number } }>(token, 'GET', '/auth/info')).user.id;

  /** A role of company 2 holding the menus of these permissions (pages and buttons). */
  async function roleWith(name: string, permissions: string[], extra: Partial<typeof roles.$inferInsert> = {}) {
    const [role] = await db()
      .insert(roles)
      .values({ companyId: 2, name, level: 2, ...extra })
      .returning({ id: roles.id });
    const held = await db().select({ id: menus.id }).from(menus).where(inArray(menus.permission, permissions));
    await db()
      .insert(roleMenus)
      .values(held.map((menu) => ({ roleId: role!.id, menuId: menu.id })));
    return role!.id;
  }

  beforeAll(async () => {
    server = await startTestServer();
    [admin2, sales2, admin3] = await Promise.all(
      ['13800000001', '13800000002', '13800000003'].map((phone) => signIn(server, phone)),
    );
    await db().update(companies).set({ staffLimit: 200 }).where(eq(companies.id, 2));
  });
  afterAll(() => server.close());

  it('lists the company’s users with department and roles, and never another company’s', async () => {
    const page = await list(admin2);
    expect(page.content.map((u) => u.username).sort()).toEqual(expect.arrayContaining(['13800000001', '13800000002']));
    expect(page.content.find((u) => u.username === '13800000002')).toMatchObject({
      nickName: '小李',
      deptName: '销售部',
      roles: [{ id: await salesRole(), name: '销售' }],
      roleIds: [await salesRole()],
      enabled: true,
    });
    expect(page.content.some((u) => u.username === '13800000003')).toBe(false);
    const other = await list(admin3);
    expect(other.content.map((u) => u.username)).not.toContain('13800000001');
  });

  it('adds a user with a one-time password they can sign in with', async () => {
    const phone = newPhone();
    const added = await ok<UserAdded>(admin2, 'POST', '/api/users', {
      phone,
      nickName: '小周',
      realName: '周杰',
      sex: 1,
      email: 'zhou@example.com',
      deptId: await deptId(2, '设计组'),
      roleIds: [await salesRole()],
    });
    expect(added).toMatchObject({
      username: phone,
      phone,
      deptName: '设计组',
      roles: [{ name: '销售' }],
      enabled: true,
    });
    expect(added.initialPassword).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{8}$/);
    // the password is not in the row afterwards
    expect(await ok<User>(admin2, 'GET', `/api/users/${added.id}`)).not.toHaveProperty('initialPassword');
    await expect(signIn(server, phone, added.initialPassword)).resolves.toEqual(expect.any(String));
  });

  it('refuses a phone already registered, in any company', async () => {
    const taken = await call(admin2, 'POST', '/api/users', {
      phone: '13800000003',
      nickName: '重复',
      sex: 1,
      roleIds: [await salesRole()],
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe('该手机号已被注册');
    // Two adds of one new phone at once: the unique index decides, and the loser reads the same message.
    const phone = newPhone();
    const [role3] = await db().select({ id: roles.id }).from(roles).where(eq(roles.companyId, 3));
    const form = { phone, nickName: '同时', sex: 1 };
    const racing = await Promise.all([
      call(admin2, 'POST', '/api/users', { ...form, roleIds: [await salesRole()] }),
      call(admin3, 'POST', '/api/users', { ...form, roleIds: [role3!.id] }),
    ]);
    expect(racing.map((reply) => reply.statusCode).sort()).toEqual([201, 400]);
    expect(racing.find((reply) => reply.statusCode === 400)!.json().message).toBe('该手机号已被注册');
    // Whichever driver runs the database, its unique violation reads as that message.
    const duplicate: unknown = await db()
      .insert(users)
      .values({ companyId: 2, username: phone, phone, nickName: '重复', passwordHash: 'x' })
      .catch((error: unknown) => error);
    expect(uniqueViolationMessage(duplicate)).toBe('该手机号已被注册');
    const bad = await call(admin2, 'POST', '/api/users', { phone: '12345', nickName: 'x', sex: 1, roleIds: [1] });
    expect(bad.json()).toEqual({ status: 400, message: '请输入11为手机号' });
  });

  it('keeps company 3 away from company 2’s users, roles and departments', async () => {
    const sales = (await list(admin2)).content.find((u) => u.username === '13800000002')!;
    expect((await call(admin3, 'GET', `/api/users/${sales.id}`)).statusCode).toBe(404);
    expect(
      (
        await call(admin3, 'PUT', '/api/users', {
          id: sales.id,
          version: sales.version,
          phone: sales.phone,
          nickName: '改名',
          sex: 1,
          roleIds: [await roleId(3, '管理员')],
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(admin3, 'POST', '/api/users/updateState', { id: sales.id, enabled: false })).statusCode).toBe(
      404,
    );
    expect((await call(admin3, 'PUT', '/api/users/resetPwd', { id: sales.id })).statusCode).toBe(404);
    expect((await call(admin3, 'DELETE', '/api/users', [sales.id])).statusCode).toBe(404);
    expect((await call(admin3, 'GET', `/api/users/getInformation?userid=${sales.id}`)).statusCode).toBe(404);
    const foreignRole = await call(admin3, 'POST', '/api/users', {
      phone: newPhone(),
      nickName: '越界',
      sex: 1,
      roleIds: [await salesRole()],
    });
    expect(foreignRole.json()).toEqual({ status: 400, message: '所选角色不存在或无权访问' });
    const foreignDept = await call(admin3, 'POST', '/api/users', {
      phone: newPhone(),
      nickName: '越界',
      sex: 1,
      deptId: await deptId(2, '设计组'),
      roleIds: [await roleId(3, '管理员')],
    });
    expect(foreignDept.json()).toEqual({ status: 400, message: '所选部门不存在或无权访问' });
    expect((await ok<User>(sales2, 'GET', '/api/users/options')) as unknown).toBeTruthy();
    expect(await ok<User>(admin2, 'GET', `/api/users/${sales.id}`)).toMatchObject({ enabled: true });
  });

  it('refuses the user administration to the sales role', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/users', undefined],
      ['POST', '/api/users', { phone: newPhone(), nickName: 'x', sex: 1, roleIds: [1] }],
      ['PUT', '/api/users/resetPwd', { id: 2 }],
      ['GET', '/api/users/getRangeData', undefined],
    ] as const) {
      const answer = await call(sales2, method, url, body);
      expect([url, answer.statusCode, answer.json().message]).toEqual([url, 403, ROLE_FORBIDDEN]);
    }
  });

  it('stops at the plan’s head count, also when adds race', async () => {
    const role = await roleId(3, '管理员');
    const count = async () => (await db().select({ id: users.id }).from(users).where(eq(users.companyId, 3))).length;
    const before = await count();
    await db()
      .update(companies)
      .set({ staffLimit: before + 1 })
      .where(eq(companies.id, 3));
    await addUser(admin3, { roleIds: [role] });
    const refused = await call(admin3, 'POST', '/api/users', {
      phone: newPhone(),
      nickName: 'x',
      sex: 1,
      roleIds: [role],
    });
    expect(refused.json()).toEqual({
      status: 400,
      message: `当前套餐最多可有 ${before + 1} 个账号，已有 ${before + 1} 个，请升级套餐或增加人数后再添加`,
    });
    expect(await ok<UserNotice[]>(admin3, 'GET', '/api/users/getNotice?companypid=3')).toContainEqual(
      expect.objectContaining({ kind: 'accounts', level: 'warning' }),
    );

    await db()
      .update(companies)
      .set({ staffLimit: before + 4 })
      .where(eq(companies.id, 3));
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(admin3, 'POST', '/api/users/add', { phone: newPhone(), nickName: '并发', sex: 2, roleIds: [role] }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(3);
    expect(await count()).toBe(before + 4);
    expect(await ok<UserRangeDataWire>(admin3, 'GET', '/api/users/getRangeData')).toMatchObject({
      total: before + 4,
      astrict: before + 4,
      remaining: 0,
    });
  });

  it('ends the sessions of a user disabled by the switch or by an edit', async () => {
    const role = await salesRole();
    const first = await addUser(admin2, { roleIds: [role] });
    const token = await signIn(server, first.phone, first.initialPassword);
    expect((await call(token, 'GET', '/api/customer')).statusCode).toBe(200);
    expect(await ok(admin2, 'POST', '/api/users/updateState', { id: first.id, enabled: false })).toEqual({
      resultCode: 'SUCCESS',
    });
    expect((await call(token, 'GET', '/api/customer')).statusCode).toBe(401);
    expect((await call(token, 'GET', '/api/users/options')).statusCode).toBe(401);
    // signing in again is refused too while disabled
    await expect(signIn(server, first.phone, first.initialPassword)).rejects.toThrow();

    const second = await addUser(admin2, { roleIds: [role] });
    const secondToken = await signIn(server, second.phone, second.initialPassword);
    const edited = await ok<User>(admin2, 'POST', '/api/users/update', {
      id: second.id,
      version: second.version,
      phone: second.phone,
      nickName: second.nickName,
      sex: 2,
      roleIds: [role],
      enabled: false,
    });
    expect(edited).toMatchObject({ enabled: false, sex: 2 });
    expect((await call(secondToken, 'GET', '/api/customer')).statusCode).toBe(401);
  });

  it('resets a password once: the new one signs in, the old one and its sessions do not', async () => {
    const user = await addUser(admin2, { roleIds: [await salesRole()] });
    const token = await signIn(server, user.phone, user.initialPassword);
    const reset = await ok<PasswordIssued>(admin2, 'PUT', '/api/users/resetPwd', { id: user.id });
    expect(reset.initialPassword).toMatch(/^[A-Za-z\d]{8}$/);
    expect(reset.initialPassword).not.toBe(user.initialPassword);
    expect((await call(token, 'GET', '/api/customer')).statusCode).toBe(401);
    await expect(signIn(server, user.phone, user.initialPassword)).rejects.toThrow();
    await expect(signIn(server, user.phone, reset.initialPassword)).resolves.toEqual(expect.any(String));
  });

  it('lets no one disable or delete themself', async () => {
    const me = (await list(admin2)).content.find((u) => u.username === '13800000001')!;
    expect((await call(admin2, 'POST', '/api/users/updateState', { id: me.id, enabled: false })).json()).toEqual({
      status: 400,
      message: '不能禁用自己',
    });
    expect((await call(admin2, 'DELETE', '/api/users', [me.id])).json()).toEqual({
      status: 400,
      message: '不能删除自己',
    });
    const edit = await call(admin2, 'PUT', '/api/users', {
      id: me.id,
      version: me.version,
      phone: me.phone,
      nickName: me.nickName,
      sex: 1,
      roleIds: [await salesRole()],
    });
    expect(edit.json()).toEqual({ status: 400, message: '不能修改自己的角色' });
  });

  it('changes an administrator’s own phone and e-mail only through 个人中心’s verified dialogs', async () => {
    const before = await ok<User>(admin3, 'GET', `/api/users/${await myId(admin3)}`);
    const form = {
      id: before.id,
      version: before.version,
      phone: before.phone,
      nickName: before.nickName,
      realName: before.realName,
      sex: before.sex,
      email: before.email,
      deptId: before.deptId,
      roleIds: before.roles.map((role) => role.id),
      enabled: true,
    };
    const smsBefore = server.sms.length;
    const newOne = newPhone();
    for (const [method, url] of [
      ['PUT', '/api/users'],
      ['POST', '/api/users/update'],
    ] as const) {
      expect((await call(admin3, method, url, { ...form, email: 'someone-else@example.com' })).json()).toEqual({
        status: 400,
        message: OWN_EMAIL_ELSEWHERE,
      });
      expect((await call(admin3, method, url, { ...form, email: '' })).json()).toEqual({
        status: 400,
        message: OWN_EMAIL_ELSEWHERE,
      });
      expect((await call(admin3, method, url, { ...form, phone: newOne })).json()).toEqual({
        status: 400,
        message: OWN_PHONE_ELSEWHERE,
      });
    }
    // Nothing changed, no code went anywhere, and she still signs in with her phone.
    expect(await ok<User>(admin3, 'GET', `/api/users/${before.id}`)).toMatchObject({
      phone: before.phone,
      username: before.username,
      email: before.email,
      version: before.version,
    });
    expect(server.sms.length).toBe(smsBefore);
    expect((await call(admin3, 'GET', '/api/customer')).statusCode).toBe(200);
    // The rest of her own record she edits here as before.
    const renamed = await ok<User>(admin3, 'PUT', '/api/users', { ...form, nickName: '王总' });
    expect(renamed).toMatchObject({ nickName: '王总', phone: before.phone, email: before.email });
    await ok(admin3, 'PUT', '/api/users', { ...form, version: renamed.version });
  });

  it('lets no one issue themself a new password from the user administration', async () => {
    const me = await myId(admin3);
    expect((await call(admin3, 'PUT', '/api/users/resetPwd', { id: me })).json()).toEqual({
      status: 400,
      message: OWN_PASSWORD_ELSEWHERE,
    });
    expect((await call(admin3, 'GET', '/api/customer')).statusCode).toBe(200);
    await expect(signIn(server, '13800000003')).resolves.toEqual(expect.any(String));
  });

  it('ends the sessions of a user whose phone an administrator changed, and logs who changed what', async () => {
    const user = await addUser(admin2, {
      nickName: '换号的人',
      email: 'old@example.com',
      roleIds: [await salesRole()],
    });
    const token = await signIn(server, user.phone, user.initialPassword);
    const phone = newPhone();
    const edited = await ok<User>(admin2, 'PUT', '/api/users', {
      id: user.id,
      version: user.version,
      phone,
      nickName: user.nickName,
      sex: user.sex,
      email: 'new@example.com',
      roleIds: user.roles.map((role) => role.id),
      enabled: true,
    });
    expect(edited).toMatchObject({ phone, username: phone });
    expect((await call(token, 'GET', '/api/customer')).statusCode).toBe(401);
    await expect(signIn(server, user.phone, user.initialPassword)).rejects.toThrow();
    await expect(signIn(server, phone, user.initialPassword)).resolves.toEqual(expect.any(String));
    const [line] = await db()
      .select()
      .from(operationLogs)
      .where(
        and(eq(operationLogs.resource, 'users'), eq(operationLogs.recordId, user.id), eq(operationLogs.action, 'edit')),
      );
    expect(line).toMatchObject({
      username: '13800000001',
      description: `修改用户「换号的人」的手机号（${user.phone} → ${phone}）、邮箱（old@example.com → new@example.com）`,
      before: expect.objectContaining({ phone: user.phone, email: 'old@example.com' }),
      after: expect.objectContaining({ phone, email: 'new@example.com' }),
    });
  });

  it('deletes a user never used; one with records is to be disabled instead', async () => {
    const fresh = await addUser(admin2, { roleIds: [await salesRole()] });
    expect(await ok(admin2, 'DELETE', '/api/users/delete', [fresh.id])).toEqual({ message: '删除成功' });
    expect((await call(admin2, 'GET', `/api/users/${fresh.id}`)).statusCode).toBe(404);
    const sales = (await list(admin2)).content.find((u) => u.username === '13800000002')!;
    expect((await call(admin2, 'DELETE', '/api/users', [sales.id])).json()).toEqual({
      status: 400,
      message: USER_IN_USE,
    });
  });

  it('lets a user manager grant only what they hold, and touch no administrator', async () => {
    const managerRole = await roleWith('用户专员', ['user:list', 'user:add', 'user:edit', 'user:del']);
    const broadRole = await roleWith('业务全能', ['user:list', 'customer:list', 'business:list'], { level: 3 });
    const manager = await addUser(admin2, { roleIds: [managerRole] });
    const token = await signIn(server, manager.phone, manager.initialPassword);

    const broad = await call(token, 'POST', '/api/users', {
      phone: newPhone(),
      nickName: 'x',
      sex: 1,
      roleIds: [broadRole],
    });
    expect(broad.statusCode).toBe(403);
    const admin = await call(token, 'POST', '/api/users', {
      phone: newPhone(),
      nickName: 'x',
      sex: 1,
      roleIds: [await roleId(2, '管理员')],
    });
    expect(admin.statusCode).toBe(403);
    const peer = await call(token, 'POST', '/api/users/create', {
      phone: newPhone(),
      nickName: '同级',
      sex: 1,
      roleIds: [managerRole],
    });
    expect(peer.statusCode).toBe(201);
    expect(peer.json().initialPassword).toEqual(expect.any(String));

    const boss = (await list(admin2)).content.find((u) => u.username === '13800000001')!;
    expect((await call(token, 'POST', '/api/users/updateState', { id: boss.id, enabled: false })).statusCode).toBe(403);
    expect((await call(token, 'PUT', '/api/users/resetPwd', { id: boss.id })).statusCode).toBe(403);
    expect((await call(token, 'DELETE', '/api/users', [boss.id])).statusCode).toBe(403);
  });

  it('finds a department’s users with those of the departments below it', async () => {
    const engineering = await deptId(2, '工程部');
    const build = await deptId(2, '施工组');
    const builder = await addUser(admin2, { nickName: '施工老王', deptId: build, roleIds: [await salesRole()] });
    const found = await list(admin2, `&deptId=${engineering}`);
    expect(found.content.map((u) => u.id)).toContain(builder.id);
    expect(found.content.every((u) => ['工程部', '设计组', '施工组'].includes(u.deptName!))).toBe(true);
    expect((await list(admin2, `&deptId=${await deptId(2, '财务部')}`)).content).toEqual([]);
    expect((await list(admin3, `&deptId=${engineering}`)).content).toEqual([]);
  });

  it('shows a role of the 本级 or 自定义 data scope only its departments’ users', async () => {
    const sales = await deptId(2, '销售部');
    const design = await deptId(2, '设计组');
    const own = await roleWith('部门经理', ['user:list', 'user:edit'], { dataScope: '本级' });
    const chosen = await roleWith('设计主管', ['user:list'], { dataScope: '自定义' });
    await db().insert(roleDepts).values({ roleId: chosen, deptId: design });
    const channel = await addUser(admin2, { deptId: await deptId(2, '渠道销售组'), roleIds: [await salesRole()] });
    const designer = await addUser(admin2, { deptId: design, roleIds: [await salesRole()] });

    const lead = await addUser(admin2, { deptId: sales, roleIds: [own] });
    const leadToken = await signIn(server, lead.phone, lead.initialPassword);
    const seen = (await list(leadToken)).content;
    expect(seen.map((u) => u.id)).toEqual(expect.arrayContaining([lead.id, channel.id]));
    expect(seen.every((u) => ['销售部', '渠道销售组'].includes(u.deptName!))).toBe(true);
    expect((await call(leadToken, 'GET', `/api/users/${designer.id}`)).statusCode).toBe(404);
    expect((await list(leadToken, `&deptId=${design}`)).content).toEqual([]);
    // The counts and a colleague's card keep to the same departments; the plan's room is the company's.
    const range = await ok<UserRangeDataWire>(leadToken, 'GET', '/api/users/getRangeData');
    expect(range.total).toBe((await list(leadToken)).totalElements);
    expect(range.byDept.map((d) => d.deptName).every((name) => ['销售部', '渠道销售组'].includes(name))).toBe(true);
    expect(range.remaining).toBe((await ok<UserRangeDataWire>(admin2, 'GET', '/api/users/getRangeData')).remaining);
    expect((await call(leadToken, 'GET', `/api/users/getInformation?userid=${designer.id}`)).statusCode).toBe(404);
    expect((await call(leadToken, 'GET', `/api/users/getInformation?userid=${channel.id}`)).statusCode).toBe(200);

    const head = await addUser(admin2, { deptId: sales, roleIds: [chosen] });
    const headToken = await signIn(server, head.phone, head.initialPassword);
    const designers = (await list(headToken)).content;
    expect(designers.map((u) => u.id)).toContain(designer.id);
    expect(designers.every((u) => u.deptName === '设计组')).toBe(true);
    const page = await ok<{ totalElements: number }>(headToken, 'GET', '/api/users?size=1');
    expect(page.totalElements).toBe(designers.length);
  });

  it('tells only callers who may add users whether a phone is registered, and only so often', async () => {
    expect(await ok(admin2, 'GET', '/api/users/verify?phone=13800000003')).toMatchObject({ registered: true });
    expect(await ok(admin2, 'GET', '/api/users/verify?phone=13912340000')).toMatchObject({ registered: false });
    expect((await call(admin2, 'GET', '/api/users/verify?phone=123')).json().message).toBe('请输入11为手机号');
    // Without 新增用户: 403 whatever is asked, before the query is read.
    const editor = await addUser(admin2, { roleIds: [await roleWith('用户编辑', ['user:list', 'user:edit'])] });
    const editorToken = await signIn(server, editor.phone, editor.initialPassword);
    for (const token of [sales2, editorToken])
      for (const phone of ['13800000003', '13912340000', '123'])
        expect((await call(token, 'GET', `/api/users/verify?phone=${phone}`)).json()).toEqual({
          status: 403,
          message: ROLE_FORBIDDEN,
        });

    const adder = await addUser(admin2, { roleIds: [await roleWith('用户录入', ['user:list', 'user:add'])] });
    const adderToken = await signIn(server, adder.phone, adder.initialPassword);
    const statuses: number[] = [];
    for (let i = 0; i < PHONE_CHECKS_PER_MINUTE; i += 1)
      statuses.push(
        (await call(adderToken, 'GET', `/api/users/verify?phone=1391234${String(i).padStart(4, '0')}`)).statusCode,
      );
    expect(new Set(statuses)).toEqual(new Set([200]));
    const limited = await call(adderToken, 'GET', '/api/users/verify?phone=13912349999');
    expect(limited.json()).toEqual({ status: 429, message: PHONE_CHECKS_TOO_MANY });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The limit is the caller's, not their address's: a colleague at the same address still checks.
    expect((await call(admin2, 'GET', '/api/users/verify?phone=13912349999')).statusCode).toBe(200);
  });

  it('tells whether a phone is registered only by a write it lets through, not by a refusal for something else', async () => {
    const role = await salesRole();
    const user = await addUser(admin2, { roleIds: [role] });
    const taken = '13800000003'; // company 3's administrator
    const free = newPhone();
    const answersFor = async (phone: string) => {
      const answers = [
        // an add refused for its roles, its department, its name
        await call(admin2, 'POST', '/api/users', { phone, nickName: 'x', sex: 1, roleIds: [2147483647] }),
        await call(admin2, 'POST', '/api/users', { phone, nickName: 'x', sex: 1, deptId: 2147483647, roleIds: [role] }),
        // an edit of a record changed since it was read
        await call(admin2, 'PUT', '/api/users', {
          id: user.id,
          version: user.version + 5,
          phone,
          nickName: user.nickName,
          sex: 1,
          roleIds: [role],
        }),
      ];
      return answers.map((answer) => [answer.statusCode, answer.json().message]);
    };
    expect(await answersFor(taken)).toEqual(await answersFor(free));
    expect(await ok<User>(admin2, 'GET', `/api/users/${user.id}`)).toMatchObject({
      phone: user.phone,
      version: user.version,
    });
  });

  it('answers the spec’s calls for colleagues, notices and counts', async () => {
    const card = await ok<UserCard>(
      admin2,
      'GET',
      '/api/users/getUserByRealNameAndPhone?realname=李娜&phone=13800000002',
    );
    expect(card).toMatchObject({ nickName: '小李', realName: '李娜', deptName: '销售部' });
    expect(card).not.toHaveProperty('passwordHash');
    expect(
      (await call(admin3, 'GET', '/api/users/getUserByRealNameAndPhone?realname=李娜&phone=13800000002')).statusCode,
    ).toBe(404);
    expect((await call(admin2, 'GET', '/api/users/getUserByRealNameAndPhone?realname=李娜')).statusCode).toBe(400);
    expect(await ok<UserCard>(admin2, 'GET', `/api/users/getInformation?userid=${card.id}`)).toEqual(card);
    // one's own card needs no user administration
    expect(await ok<UserCard>(sales2, 'GET', `/api/users/getInformation?userid=${card.id}`)).toEqual(card);
    expect((await call(sales2, 'GET', '/api/users/getInformation?userid=2')).statusCode).toBe(403);
    expect((await call(admin2, 'GET', '/api/users/getNotice?companypid=3')).statusCode).toBe(404);
    expect(await ok<UserNotice[]>(admin2, 'GET', '/api/users/getNotice?companypid=2')).toEqual(expect.any(Array));
    const range = await ok<UserRangeDataWire>(admin2, 'GET', '/api/users/getRangeData');
    expect(range.total).toBe(range.enabled + range.disabled);
    expect(range.byDept.reduce((sum, d) => sum + d.count, 0)).toBe(range.total);
    expect(range).toMatchObject({ astrict: 200, remaining: 200 - range.total });
  });

  it('exports the users list', async () => {
    const response = await call(admin2, 'GET', '/api/users/download?blurry=小李');
    expect(response.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['用户名', '昵称', '部门', '角色']));
    expect(sheet.getRow(2).values).toEqual(expect.arrayContaining(['13800000002', '小李', '销售部', '销售', '女']));
    expect(await db().select().from(userRoles).where(eq(userRoles.userId, 3))).toHaveLength(1);
  });
});
