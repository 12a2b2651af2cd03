import { startTestServer, type TestServer } from '../../test/testServer';
import { signIn } from '../../test/session';
import { registeredRoutes } from './routeRegistry';

type Operation = {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  responses: Record<string, { $ref?: string; content?: unknown }>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }> };
};

const HAN = /\p{Script=Han}/u;

/** Every schema node of the document with `nullable` and no `type` beside it, by where it is. */
function nullableWithoutType(node: unknown, at = '#'): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => nullableWithoutType(item, `${at}/${index}`));
  if (typeof node !== 'object' || node === null) return [];
  const own = (node as Record<string, unknown>).nullable === true && !('type' in node) ? [at] : [];
  return [...own, ...Object.entries(node).flatMap(([key, value]) => nullableWithoutType(value, `${at}/${key}`))];
}

/** /doc.html's document lists every call by what it does, and says who may call it and how it refuses. */
describe('the API document', () => {
  let server: TestServer;
  let document: Document;
  const operations = () =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ call: `${method.toUpperCase()} ${path}`, operation })),
    );
  const operation = (method: string, path: string) => document.paths[path]![method]!;

  beforeAll(async () => {
    server = await startTestServer({ LOG_LEVEL: 'error' });
    const platform = await signIn(server, '13800000000');
    const response = await server.request({
      method: 'GET',
      url: '/doc.json',
      headers: { cookie: `YJF-TOKEN=${platform}` },
    });
    expect(response.statusCode).toBe(200);
    document = response.json() as Document;
  });
  afterAll(() => server.close());

  it('names every operation once, with a Chinese summary', () => {
    const all = operations();
    // Every route of the app but the hidden pages (/doc, /druid) and the websockets is in it.
    const documented = registeredRoutes(server.app).filter(
      (route) => !route.websocket && !(route.schema as { hide?: boolean } | undefined)?.hide,
    );
    expect(new Set(all.map(({ call }) => call)).size).toBe(
      new Set(documented.map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`)).size,
    );
    expect(all.length).toBeGreaterThan(200);
    expect(all.filter(({ operation }) => !operation.operationId).map(({ call }) => call)).toEqual([]);
    expect(all.filter(({ operation }) => !HAN.test(operation.summary ?? '')).map(({ call }) => call)).toEqual([]);
    const ids = all.map(({ operation }) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it("derives the list engine's names from the resource and keeps the hand-written routes' own", () => {
    expect(operation('get', '/api/customer')).toMatchObject({ operationId: 'customerList', summary: '客户列表' });
    expect(operation('post', '/api/customer')).toMatchObject({ operationId: 'customerAdd', summary: '新增客户' });
    expect(operation('put', '/api/customer')).toMatchObject({ operationId: 'customerEdit', summary: '编辑客户' });
    expect(operation('get', '/api/customer/{id}')).toMatchObject({
      operationId: 'customerDetail',
      summary: '客户详情',
    });
    expect(operation('get', '/api/customer/download')).toMatchObject({ summary: '导出客户列表' });
    // The spec's other names of the user administration's calls say whose they are.
    expect(operation('post', '/api/users/create')).toMatchObject({
      operationId: 'usersAddAliasCreate',
      summary: '新增用户（同 POST /api/users）',
    });
    expect(operation('post', '/api/business/convert')).toMatchObject({
      operationId: 'businessConvert',
      summary: '商机转为项目',
    });
  });

  it('says which calls need a session and which refusals each may answer', () => {
    const login = operation('post', '/auth/login');
    expect(login.security).toEqual([]);
    expect(Object.keys(login.responses).sort()).toEqual(['200', '400', '429']);
    const list = operation('get', '/api/customer');
    expect(list.security).toBeUndefined(); // the document's bearer token
    expect(list.responses).toMatchObject({
      '400': { $ref: '#/components/responses/BadRequest' },
      '401': { $ref: '#/components/responses/Unauthorized' },
      '403': { $ref: '#/components/responses/Forbidden' },
    });
    // A file served outside /api checks its caller itself, not the session header.
    expect(operation('get', '/files/attachments/{company}/{name}').security).toEqual([]);
    expect(document.components.responses.Unauthorized!.content['application/json']!.schema.$ref).toBe(
      '#/components/schemas/Refusal',
    );
  });

  it('gives a type beside every nullable schema, as OpenAPI 3.0 wants', () => {
    expect(nullableWithoutType(document)).toEqual([]);
    const form = JSON.stringify(operation('post', '/api/customer'));
    expect(form).toContain('"nextFollowTime":{"nullable":true,"type":"string"}');
  });
});
