import type { Department, DeptNode } from '@yjf/area-system/domain/deptSchemas';
import type { ListPage } from '@yjf/domain/lists';
import { ROLE_FORBIDDEN } from '../../../http/permissions';
import { startTestServer, type TestServer } from '../../../../test/testServer';
import { apiCaller } from '../../../../test/apiCalls';
import { signIn } from '../../../../test/session';

/** Departments: the company's tree, parents that close no loop, deletes that orphan nothing, isolation. */
describe('departments', () => {
  let server: TestServer;
  let admin2: string;
  let sales2: string;
  let admin3: string;
  const { call, ok } = apiCaller(() => server);
  const tree = (token: string) => ok<DeptNode[]>(token, 'GET', '/api/dept/tree');
  const add = (token: string, form: Record<string, unknown>) => ok<Department>(token, 'POST', '/api/dept', form);
  const find = (nodes: DeptNode[], name: string): DeptNode | undefined =>
    nodes.find((n) => n.name === name) ?? nodes.map((n) => find(n.children ?? [], name)).find(Boolean);

  beforeAll(async () => {
    server = await startTestServer();
    [admin2, sales2, admin3] = await Promise.all(
      ['13800000001', '13800000002', '13800000003'].map((phone) => signIn(server, phone)),
    );
  });
  afterAll(() => server.close());

  it('answers the company’s tree ordered by sort, and only its own', async () => {
    const nodes = await tree(admin2);
    expect(nodes.map((n) => n.name)).toEqual(['总经办', '销售部', '工程部', '财务部']);
    expect(find(nodes, '工程部')!.children!.map((n) => n.name)).toEqual(['设计组', '施工组']);
    expect(find(nodes, '总经办')).not.toHaveProperty('children');
    const theirs = await tree(admin3);
    expect(theirs.map((n) => n.name)).toEqual(['总经办', '销售部', '工程部', '财务部']);
    expect(theirs.every((n) => !n.children)).toBe(true);
    expect(theirs.map((n) => n.id)).not.toContain(nodes[0]!.id);
  });

  it('adds under a parent and refuses twins, foreign parents and loops', async () => {
    const nodes = await tree(admin2);
    const engineering = find(nodes, '工程部')!;
    const design = find(nodes, '设计组')!;
    const lab = await add(admin2, { name: '声学实验室', pid: design.id, sort: 5 });
    expect(lab).toMatchObject({ pid: design.id, sort: 5, enabled: true });
    const twin = await call(admin2, 'POST', '/api/dept', { name: '声学实验室', pid: design.id });
    expect(twin.json()).toEqual({ status: 400, message: '同一上级部门下已有「声学实验室」' });
    expect(await add(admin2, { name: '声学实验室', pid: null })).toMatchObject({ pid: null, sort: 999 });

    const foreign = await call(admin3, 'POST', '/api/dept', { name: '越界', pid: design.id });
    expect(foreign.json()).toEqual({ status: 400, message: '所选上级部门不存在或无权访问' });

    const edit = (pid: number) =>
      call(admin2, 'PUT', '/api/dept', { id: engineering.id, version: engineering.version, name: '工程部', pid });
    const loop = { status: 400, message: '上级部门不能是该部门自己或它的下级部门' };
    expect((await edit(engineering.id)).json()).toEqual(loop);
    expect((await edit(design.id)).json()).toEqual(loop);
    expect((await edit(lab.id)).json()).toEqual(loop);
    // moving a leaf under another branch is fine
    const moved = await ok<Department>(admin2, 'PUT', '/api/dept', {
      id: lab.id,
      version: lab.version,
      name: '声学实验室',
      pid: engineering.id,
      sort: 9,
    });
    expect(moved).toMatchObject({ pid: engineering.id, version: lab.version + 1 });
  });

  it('deletes only departments with neither sub-departments nor users', async () => {
    const nodes = await tree(admin2);
    const engineering = find(nodes, '工程部')!;
    const sales = find(nodes, '销售部')!;
    expect((await call(admin2, 'DELETE', '/api/dept', [engineering.id])).json()).toMatchObject({
      status: 400,
      message: expect.stringContaining('下还有部门'),
    });
    const channel = find(nodes, '渠道销售组')!;
    expect(await ok(admin2, 'DELETE', '/api/dept', [channel.id])).toEqual({ message: '删除成功' });
    expect((await call(admin2, 'DELETE', '/api/dept', [sales.id])).json()).toEqual({
      status: 400,
      message: '部门「销售部」下还有用户，请先把用户调到其他部门',
    });
    const temp = await add(admin2, { name: '临时组' });
    const child = await add(admin2, { name: '临时小组', pid: temp.id });
    expect(await ok(admin2, 'DELETE', '/api/dept', [temp.id, child.id])).toEqual({ message: '删除成功' });
  });

  it('switches a department off, and keeps other companies and the sales role out', async () => {
    const finance = find(await tree(admin2), '财务部')!;
    expect(await ok(admin2, 'POST', '/api/dept/updateState', { id: finance.id, enabled: false })).toEqual({
      resultCode: 'SUCCESS',
    });
    expect(find(await tree(admin2), '财务部')).toMatchObject({ enabled: false });
    expect((await call(admin3, 'POST', '/api/dept/updateState', { id: finance.id, enabled: true })).statusCode).toBe(
      404,
    );
    expect((await call(admin3, 'GET', `/api/dept/${finance.id}`)).statusCode).toBe(404);
    expect((await call(admin3, 'DELETE', '/api/dept', [finance.id])).statusCode).toBe(404);
    const list = await ok<ListPage<Department>>(admin2, 'GET', '/api/dept?name=部&sort=sort,asc&size=50');
    expect(list.content.map((d) => d.name)).toContain('财务部');
    for (const url of ['/api/dept', '/api/dept/tree']) {
      const answer = await call(sales2, 'GET', url);
      expect([answer.statusCode, answer.json().message]).toEqual([403, ROLE_FORBIDDEN]);
    }
  });
});
