import type { ListPage } from '@yjf/domain/lists';
import {
  OBJECT_STORAGE_UNCONFIGURED,
  type ObjectFile,
  type ObjectStorageConfig,
  type SynchronizeResult,
} from '@yjf/area-system/domain/storageSchemas';
import { PLAN_FORBIDDEN } from '../../../http/permissions';
import { apiCaller } from '../../../../test/apiCalls';
import { startFakeS3, type FakeS3 } from '../../../../test/fakeS3';
import { bearer, signIn } from '../../../../test/session';
import { startTestServer, type TestServer } from '../../../../test/testServer';
import { postFile } from './storageTestCalls';

/**
 * 对象存储 (`/api/qiNiuContent`) against a fake S3 that checks every SigV4 signature: the platform administrator
 * uploads, lists, downloads, deletes and synchronises; nobody else reaches it; without configuration it says so.
 */
describe('object storage', () => {
  let s3: FakeS3;
  let server: TestServer;
  let platform: string; // administrator of the platform company
  let admin2: string; // administrator of company 2

  const { call, ok } = apiCaller(() => server);
  const download = (token: string, url: string) => server.request({ method: 'GET', url, headers: bearer(token) });

  beforeAll(async () => {
    s3 = await startFakeS3();
    server = await startTestServer({ ...s3.env });
    [platform, admin2] = await Promise.all(['13800000000', '13800000001'].map((phone) => signIn(server, phone)));
  });
  afterAll(async () => {
    await server.close();
    await s3.close();
  });

  it('tells whether a bucket is configured, never its secret', async () => {
    const config = await ok<ObjectStorageConfig>(platform, 'GET', '/api/qiNiuContent/config');
    expect(config).toEqual({ configured: true, bucket: s3.bucket, endpoint: s3.endpoint });
    expect(JSON.stringify(config)).not.toContain(s3.secretAccessKey);
  });

  it('uploads into the bucket, lists, downloads and deletes', async () => {
    const data = Buffer.from('%PDF-1.4\n方案\n%%EOF\n');
    const response = await postFile(server, platform, '/api/qiNiuContent', '设计方案.pdf', data);
    expect(response.statusCode).toBe(201);
    const file = response.json() as ObjectFile;
    expect(file).toMatchObject({
      name: '设计方案.pdf',
      bucket: s3.bucket,
      suffix: 'pdf',
      type: '文档',
      size: data.length,
      contentType: 'application/pdf',
      url: `/api/qiNiuContent/${file.id}/file`,
    });
    expect(s3.object(file.objectKey)?.body.equals(data)).toBe(true);
    expect(s3.object(file.objectKey)?.contentType).toBe('application/pdf');

    const list = await ok<ListPage<ObjectFile>>(platform, 'GET', '/api/qiNiuContent?blurry=方案');
    expect(list.content.map((f) => f.id)).toEqual([file.id]);

    const got = await download(platform, file.url);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(data)).toBe(true);
    expect(got.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('设计方案.pdf')}`);
    expect(got.headers['x-content-type-options']).toBe('nosniff');

    await ok(platform, 'DELETE', '/api/qiNiuContent', [file.id]);
    expect(s3.object(file.objectKey)).toBeUndefined();
    expect((await download(platform, file.url)).statusCode).toBe(404);
  });

  it('adds the objects the list does not know when synchronising, page after page', async () => {
    for (let n = 1; n <= 3; n += 1) s3.putDirect(`imported/照片-${n}.jpg`, Buffer.alloc(n * 10), 'image/jpeg');
    s3.putDirect('imported/', Buffer.alloc(0));
    // More than one ListObjectsV2 page (1000 keys).
    for (let n = 1; n <= 1000; n += 1) s3.putDirect(`bulk/${String(n).padStart(4, '0')}.bin`, Buffer.alloc(1));
    const listedBefore = s3.requests.filter((r) => r.includes('list-type=2')).length;
    const first = await ok<SynchronizeResult>(platform, 'POST', '/api/qiNiuContent/synchronize');
    expect(first).toMatchObject({ added: 1003, message: '同步完成，新增 1003 个文件' });
    expect(s3.requests.filter((r) => r.includes('list-type=2')).length - listedBefore).toBe(2);
    const again = await ok<SynchronizeResult>(platform, 'POST', '/api/qiNiuContent/synchronize');
    expect(again).toMatchObject({ added: 0, message: '同步完成，没有新文件' });

    const list = await ok<ListPage<ObjectFile>>(platform, 'GET', '/api/qiNiuContent?blurry=照片&sort=name,asc');
    expect(list.content.map((f) => [f.name, f.objectKey, f.size, f.type])).toEqual([
      ['照片-1.jpg', 'imported/照片-1.jpg', 10, '图片'],
      ['照片-2.jpg', 'imported/照片-2.jpg', 20, '图片'],
      ['照片-3.jpg', 'imported/照片-3.jpg', 30, '图片'],
    ]);
    expect((await download(platform, list.content[1]!.url)).rawPayload.length).toBe(20);
  });

  it('is the platform’s alone', async () => {
    for (const [method, url] of [
      ['GET', '/api/qiNiuContent'],
      ['GET', '/api/qiNiuContent/config'],
      ['POST', '/api/qiNiuContent/synchronize'],
    ] as const) {
      const response = await call(admin2, method, url);
      expect([url, response.statusCode]).toEqual([url, 403]);
    }
    expect((await call(admin2, 'GET', '/api/qiNiuContent')).json().message).toBe(PLAN_FORBIDDEN);
    const upload = await postFile(server, admin2, '/api/qiNiuContent', 'a.txt', Buffer.from('a'));
    expect(upload.statusCode).toBe(403);
    const own = await postFile(server, platform, '/api/qiNiuContent', 'b.txt', Buffer.from('b'));
    expect((await download(admin2, (own.json() as ObjectFile).url)).statusCode).toBe(403);
  });

  it('answers a bucket that refuses our key with a clear 502', async () => {
    const wrong = await startTestServer({ ...s3.env, S3_SECRET_ACCESS_KEY: 'not-the-secret' });
    try {
      const token = await signIn(wrong, '13800000000');
      const response = await postFile(wrong, token, '/api/qiNiuContent', 'c.txt', Buffer.from('c'));
      expect([response.statusCode, response.json().message]).toEqual([
        502,
        '对象存储访问失败（SignatureDoesNotMatch）',
      ]);
    } finally {
      await wrong.close();
    }
  });

  it('says what to set when no bucket is configured', async () => {
    const bare = await startTestServer();
    try {
      const token = await signIn(bare, '13800000000');
      const config = await bare.request({ method: 'GET', url: '/api/qiNiuContent/config', headers: bearer(token) });
      expect(config.json()).toEqual({ configured: false, bucket: null, endpoint: null });
      const response = await postFile(bare, token, '/api/qiNiuContent', 'c.txt', Buffer.from('c'));
      expect([response.statusCode, response.json().message]).toEqual([400, OBJECT_STORAGE_UNCONFIGURED]);
      const sync = await bare.request({ method: 'POST', url: '/api/qiNiuContent/synchronize', headers: bearer(token) });
      expect(sync.statusCode).toBe(400);
    } finally {
      await bare.close();
    }
  });
});
