import type { DictGroup } from '@yjf/domain/dictionaries';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { bearer, signIn } from '../../../test/session';

describe('dictionaries', () => {
  let server: TestServer;
  let platform: string;
  let admin2: string;
  beforeAll(async () => {
    server = await startTestServer();
    [platform, admin2] = await Promise.all([signIn(server, '13800000000'), signIn(server, '13800000001')]);
  });
  afterAll(() => server.close());

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    server.request({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('gives every signed-in user D001 to D009 as spec section 3 lists them', async () => {
    const response = await call(admin2, 'GET', '/api/dicts');
    expect(response.statusCode).toBe(200);
    const groups = response.json() as DictGroup[];
    expect(groups.map((g) => `${g.code} ${g.name} ${g.children.length}`)).toEqual([
      'D001 渠道类型 9',
      'D002 渠道状态 6',
      'D003 意向程度 4',
      'D004 项目状态 10',
      'D005 商机状态 6',
      'D006 收款账户 5',
      'D007 采购单状态 4',
      'D008 出库状态 3',
      'D009 任务状态 2',
    ]);
    expect(groups[7]!.children).toEqual([
      { value: '1', name: '未审核', sequence: 1, parentCode: 'D008' },
      { value: '2', name: '未出库', sequence: 2, parentCode: 'D008' },
      { value: '3', name: '已出库', sequence: 3, parentCode: 'D008' },
    ]);
  });

  it('gives one group by its code, and 404 for an unknown one', async () => {
    const group = (await call(admin2, 'GET', '/api/dicts/D004')).json() as DictGroup;
    expect(group.children.map((c) => c.name)).toEqual([
      '新签约',
      '深化设计',
      '已交底',
      '现场交底',
      '布线',
      '施工验收',
      '备货',
      '安装调试',
      '售后',
      '返修',
    ]);
    const missing = await call(admin2, 'GET', '/api/dicts/D999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('字典不存在');
    expect((await server.request({ method: 'GET', url: '/api/dicts' })).statusCode).toBe(401);
  });

  it('lets only the platform change dictionaries', async () => {
    const response = await call(admin2, 'POST', '/api/dicts', { code: 'D010', name: '测试字典' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('字典由平台统一维护，企业不能修改');
  });

  it('adds, renames and deletes a group and its values', async () => {
    expect(
      (await call(platform, 'POST', '/api/dicts', { code: 'D010', name: '回访方式', sequence: 10 })).statusCode,
    ).toBe(201);
    expect((await call(platform, 'POST', '/api/dicts', { code: 'D010', name: '重复' })).statusCode).toBe(409);
    expect((await call(platform, 'POST', '/api/dicts/D010/items', { value: '1', name: '电话' })).statusCode).toBe(201);
    const duplicate = await call(platform, 'POST', '/api/dicts/D010/items', { value: '1', name: '电话' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('字典值“1”已存在');
    expect((await call(platform, 'PUT', '/api/dicts/D010/items/1', { value: '1', name: '电话回访' })).statusCode).toBe(
      200,
    );
    expect((await call(platform, 'PUT', '/api/dicts/D010', { code: 'D010', name: '回访渠道' })).statusCode).toBe(200);
    const group = (await call(admin2, 'GET', '/api/dicts/D010')).json() as DictGroup;
    expect(group).toMatchObject({ name: '回访渠道', children: [{ value: '1', name: '电话回访' }] });
    expect((await call(platform, 'DELETE', '/api/dicts/D010/items/1')).statusCode).toBe(200);
    expect((await call(platform, 'DELETE', '/api/dicts/D010')).statusCode).toBe(200);
    expect((await call(admin2, 'GET', '/api/dicts/D010')).statusCode).toBe(404);
  });

  it('renames a seeded value but never deletes the codes the product relies on', async () => {
    const rename = await call(platform, 'PUT', '/api/dicts/D001/items/9', {
      value: '9',
      name: '线上线索',
      sequence: 9,
    });
    expect(rename.statusCode).toBe(200);
    for (const url of ['/api/dicts/D001', '/api/dicts/D001/items/9']) {
      const response = await call(platform, 'DELETE', url);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('系统内置字典的编码和取值被业务规则使用，不能删除，可以修改名称');
    }
  });

  it('deletes a value added to a built-in dictionary, which no rule relies on', async () => {
    expect((await call(platform, 'POST', '/api/dicts/D001/items', { value: '99', name: '展会' })).statusCode).toBe(201);
    expect((await call(platform, 'DELETE', '/api/dicts/D001/items/99')).statusCode).toBe(200);
    const group = (await call(admin2, 'GET', '/api/dicts/D001')).json() as DictGroup;
    expect(group.children.map((item) => item.value)).not.toContain('99');
    expect(group.children).toHaveLength(9);
  });

  it('refuses bad input with a Chinese message', async () => {
    const response = await call(platform, 'POST', '/api/dicts', { code: '1abc', name: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('字典编码以字母开头，只能包含字母、数字和下划线，最多 20 个字符');
  });
});
