import type { Attachment } from '@yjf/domain/attachments';
import type { ListPage } from '@yjf/domain/lists';
import type { Project } from '@yjf/area-projects/domain/projectSchemas';
import type { Scheme, SchemeVersion } from '@yjf/area-projects/domain/schemeSchemas';
import { apiCaller, type Verb } from '../../../../test/apiCalls';
import { signIn } from '../../../../test/session';
import { startTestServer, type TestServer } from '../../../../test/testServer';
import { TINY_PNG, uploaded } from '../../../../test/upload';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Scheme drawings: versions kept, files of the company only and of drawing types, isolation, permissions. */
describe('scheme drawings', () => {
  let server: TestServer;
  let admin2: string;
  let sales2: string;
  let admin3: string;
  let project: Project;
  let png: Attachment;
  let pdf: Attachment;
  const { call, ok } = apiCaller(() => server);
  const newScheme = (name: string, extra: Record<string, unknown> = {}) =>
    ok<Scheme>(admin2, 'POST', '/api/scheme', { projectId: project.id, name, status: 0, files: [png], ...extra });

  beforeAll(async () => {
    server = await startTestServer();
    [admin2, sales2, admin3] = await Promise.all(
      ['13800000001', '13800000002', '13800000003'].map((phone) => signIn(server, phone)),
    );
    const [customer] = (await ok<ListPage<{ id: number }>>(admin2, 'GET', '/api/customer?size=1')).content;
    project = await ok<Project>(admin2, 'POST', '/api/project', { name: '图纸测试项目', customerId: customer!.id });
    png = await uploaded(server, admin2, '平面图.png', TINY_PNG);
    pdf = await uploaded(server, admin2, '系统图.pdf', PDF);
  });
  afterAll(() => server.close());

  it('keeps every version: a new one is the latest, the old ones stay readable', async () => {
    const first = await newScheme('一层影音室平面图', { description: '初稿' });
    expect(first).toMatchObject({ revision: 1, latest: true, seriesId: first.id, designerName: '张伟' });
    const second = await ok<{ id: number; revision: number; message: string }>(
      admin2,
      'POST',
      '/api/scheme/newVersion',
      {
        id: first.id,
        version: first.version,
        description: '按业主意见调整座位',
        files: [pdf],
      },
    );
    expect(second).toMatchObject({ revision: 2, message: '已上传 V2' });
    const versions = await ok<SchemeVersion[]>(admin2, 'GET', `/api/scheme/${first.id}/versions`);
    expect(versions.map((v) => [v.revision, v.latest])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(versions[0]!.files).toEqual([pdf]);
    expect(versions[1]).toMatchObject({ description: '初稿', files: [png] });

    const latest = await ok<ListPage<Scheme>>(admin2, 'GET', `/api/scheme?projectId=${project.id}&latest=true`);
    expect(latest.content.map((s) => s.revision)).toEqual([2]);
    const all = await ok<ListPage<Scheme>>(admin2, 'GET', `/api/scheme?projectId=${project.id}`);
    expect(all.totalElements).toBe(2);

    // Deleting the newest makes the one before it the latest again.
    await ok(admin2, 'DELETE', '/api/scheme', [second.id]);
    expect(await ok<Scheme>(admin2, 'GET', `/api/scheme/${first.id}`)).toMatchObject({ latest: true });
    // A stale version cannot start a new one.
    const stale = await call(admin2, 'POST', '/api/scheme/newVersion', {
      id: first.id,
      version: first.version + 5,
      files: [png],
    });
    expect(stale.statusCode).toBe(409);
  });

  it('takes only drawing files of the own company', async () => {
    const doc = await uploaded(server, admin2, '报价.txt', Buffer.from('报价单'));
    const foreign = await uploaded(server, admin3, '别人的图.png', TINY_PNG);
    const cases: [unknown[], string][] = [
      [[], '请上传图纸文件'],
      [[doc], '图纸只能是 CAD（DWG、DXF）、PDF 或图片'],
      [[foreign], '附件不存在或不属于本企业'],
      [[{ ...png, filePath: 'attachments/2/../../etc/passwd.png' }], '附件地址不正确，请重新上传'],
    ];
    for (const [files, message] of cases) {
      const response = await call(admin2, 'POST', '/api/scheme', {
        projectId: project.id,
        name: '坏图纸',
        status: 0,
        files,
      });
      expect([response.statusCode, response.json().message]).toEqual([400, message]);
    }
  });

  it('keeps each company to its own drawings and their files', async () => {
    const scheme = await newScheme('隔离图纸');
    const foreign: [Verb, string, unknown?][] = [
      ['GET', `/api/scheme/${scheme.id}`],
      ['GET', `/api/scheme/${scheme.id}/versions`],
      ['POST', '/api/scheme/newVersion', { id: scheme.id, version: scheme.version, files: [png] }],
      [
        'PUT',
        '/api/scheme',
        { id: scheme.id, version: scheme.version, projectId: project.id, name: '偷改', status: 0, files: [png] },
      ],
      ['DELETE', '/api/scheme', [scheme.id]],
    ];
    for (const [method, url, payload] of foreign) {
      expect([method, url, (await call(admin3, method, url, payload)).statusCode]).toEqual([method, url, 404]);
    }
    const file = await server.request({
      method: 'GET',
      url: png.fileFullPath,
      headers: { authorization: `Bearer ${admin3}` },
    });
    expect(file.statusCode).toBe(404);
    const own = await server.request({
      method: 'GET',
      url: png.fileFullPath,
      headers: { cookie: `YJF-TOKEN=${admin2}` },
    });
    expect([own.statusCode, own.headers['content-type']]).toEqual([200, 'image/png']);
  });

  it('lets the sales role not touch drawings', async () => {
    expect((await call(sales2, 'GET', '/api/scheme')).statusCode).toBe(403);
    expect(
      (await call(sales2, 'POST', '/api/scheme', { projectId: project.id, name: '销售', status: 0, files: [png] }))
        .statusCode,
    ).toBe(403);
  });
});
