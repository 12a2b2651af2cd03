import type { Readable } from 'node:stream';
import { loadConfig, type S3Config } from '../../config';
import { startFakeS3, type FakeS3 } from '../../../test/fakeS3';
import { ObjectStorageError } from './ObjectStorage';
import { s3Storage } from './s3Storage';

const text = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** The S3 adapter against a fake S3 that checks every request's SigV4 signature. */
describe('s3Storage', () => {
  let s3: FakeS3;
  const configOf = (overrides: Partial<S3Config> = {}): S3Config => ({
    endpoint: s3.endpoint,
    region: s3.region,
    bucket: s3.bucket,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    forcePathStyle: true,
    publicUrl: undefined,
    ...overrides,
  });

  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(() => s3.close());

  it('puts, gets and removes an object, keys with Chinese and spaces included', async () => {
    const storage = s3Storage(configOf());
    const key = 'objects/2026/方案 说明(1).txt';
    await storage.put(key, Buffer.from('客厅 7.1.4 全景声'), 'text/plain; charset=utf-8');
    expect(s3.object(key)).toMatchObject({ contentType: 'text/plain; charset=utf-8' });

    const got = await storage.get(key);
    expect(got?.size).toBe(Buffer.byteLength('客厅 7.1.4 全景声'));
    expect(await text(got!.body)).toBe('客厅 7.1.4 全景声');

    await storage.remove(key);
    expect(s3.object(key)).toBeUndefined();
    expect(await storage.get(key)).toBeNull();
    // Removing what is not there is not an error (S3 answers 204).
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('lists a prefix page by page with continuation tokens', async () => {
    const storage = s3Storage(configOf());
    for (let n = 1; n <= 5; n += 1) s3.putDirect(`paging/file-${n}.bin`, Buffer.alloc(n));
    s3.putDirect('other/elsewhere.bin', Buffer.alloc(1));

    const first = await storage.list({ prefix: 'paging/', maxKeys: 2 });
    expect(first.objects.map((o) => o.key)).toEqual(['paging/file-1.bin', 'paging/file-2.bin']);
    expect(first.objects[1]).toMatchObject({ size: 2, etag: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(first.nextToken).toBeTruthy();
    const second = await storage.list({ prefix: 'paging/', maxKeys: 2, continuationToken: first.nextToken });
    expect(second.objects.map((o) => o.key)).toEqual(['paging/file-3.bin', 'paging/file-4.bin']);
    const last = await storage.list({ prefix: 'paging/', maxKeys: 2, continuationToken: second.nextToken });
    expect(last.objects.map((o) => o.key)).toEqual(['paging/file-5.bin']);
    expect(last.nextToken).toBeUndefined();
  });

  it('fails like S3 with a wrong secret, an unknown key id or a missing bucket', async () => {
    const wrongSecret = s3Storage(configOf({ secretAccessKey: 'not-the-secret' }));
    await expect(wrongSecret.put('objects/a.txt', Buffer.from('a'), 'text/plain')).rejects.toMatchObject({
      code: 'SignatureDoesNotMatch',
    });
    await expect(wrongSecret.list()).rejects.toBeInstanceOf(ObjectStorageError);
    expect(s3.object('objects/a.txt')).toBeUndefined();

    await expect(s3Storage(configOf({ accessKeyId: 'NOBODY' })).list()).rejects.toMatchObject({
      code: 'InvalidAccessKeyId',
    });
    await expect(s3Storage(configOf({ bucket: 'no-such-bucket' })).list()).rejects.toMatchObject({
      code: 'NoSuchBucket',
    });
  });

  it('answers public addresses only when the bucket is public', () => {
    expect(s3Storage(configOf()).publicUrlOf('objects/a b.png')).toBeNull();
    expect(s3Storage(configOf({ publicUrl: 'https://cdn.example.com/' })).publicUrlOf('objects/图 1.png')).toBe(
      'https://cdn.example.com/objects/%E5%9B%BE%201.png',
    );
  });
});

describe('S3 configuration', () => {
  it('is off without S3_BUCKET, path style by default, and complete or refused', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' }).s3).toEqual({
      endpoint: undefined,
      region: 'us-east-1',
      bucket: 'files',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      publicUrl: undefined,
    });
    expect(() => loadConfig({ S3_BUCKET: 'files' })).toThrow(/S3_BUCKET、S3_ACCESS_KEY_ID 和 S3_SECRET_ACCESS_KEY/);
  });

  it("puts the server's own files in FILES_BUCKET with the same endpoint and keys, never in the bucket of 对象存储", () => {
    expect(loadConfig({ DATA_DIR: '/srv/yjf' }).files).toEqual({ kind: 'disk', dir: '/srv/yjf/files' });
    const keys = { S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    const config = loadConfig({ ...keys, FILES_BUCKET: 'yjf-files' });
    expect(config.s3).toBeNull();
    expect(config.files).toEqual({
      kind: 'bucket',
      bucket: {
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        bucket: 'yjf-files',
        accessKeyId: 'id',
        secretAccessKey: 'secret',
        forcePathStyle: true,
        publicUrl: undefined,
      },
    });
    expect(() => loadConfig({ FILES_BUCKET: 'yjf-files' })).toThrow(
      /FILES_BUCKET.*S3_ACCESS_KEY_ID 和 S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ ...keys, FILES_BUCKET: 'yjf', S3_BUCKET: 'yjf' })).toThrow(/不能与 S3_BUCKET 相同/);
    expect(() => loadConfig({ ...keys, FILES_BUCKET: 'Files_1' })).toThrow(/存储桶名称/);
  });
});
